import Foundation

/// Runs the PostgreSQL programs for `PostgresServer`, always by full path and with a minimal
/// environment of its own (never the test's: no PGHOST, PGDATABASE or locale leaks in).
public enum ChildProcess {
    /// What a finished program left: its exit status (128 + the signal when a signal ended it)
    /// and what it wrote.
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    /// The whole environment every program gets. GSS and SSL are off so libpq does not try them
    /// first on every connection (the cluster offers neither).
    public static let environment = ["PATH": "/usr/bin:/bin", "LC_ALL": "C.UTF-8", "PGGSSENCMODE": "disable", "PGSSLMODE": "disable"]

    /// Runs `arguments` (a full path first) in `folder` (the current one when nil) and waits,
    /// reading stdout and stderr together (so neither pipe fills and stalls it). For programs
    /// that leave nothing running; `spawn` is for one that starts a server.
    static func run(_ arguments: [String], in folder: String? = nil) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: arguments.first ?? "")
        process.arguments = Array(arguments.dropFirst())
        process.environment = environment
        if let folder { process.currentDirectoryURL = URL(fileURLWithPath: folder) }
        let out = Pipe(), err = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let errors = Output()
        let readingErrors = DispatchGroup()
        DispatchQueue.global().async(group: readingErrors) { errors.data = err.fileHandleForReading.readDataToEndOfFile() }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        readingErrors.wait()
        process.waitUntilExit()
        let status = process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
        return Result(status: status, stdout: String(decoding: outData, as: UTF8.self), stderr: String(decoding: errors.data, as: UTF8.self))
    }

    /// Bytes one thread writes and another reads after waiting for it (the group orders them).
    private final class Output: @unchecked Sendable {
        var data = Data()
    }

    #if canImport(Glibc)
    /// Starts `arguments` (a full path first) with posix_spawn, not `Process`: stdin from
    /// /dev/null, stdout and stderr to the file `output` (appended, created when missing), no
    /// other descriptor of this process, no signal blocked and default signal handlers. A server
    /// the program leaves running (`pg_ctl start`) then keeps nothing of this process: with
    /// corelibs' `Process` it would inherit the socket `waitUntilExit` watches (so the wait would
    /// last as long as the server) and other tests' pipes, and the test thread's blocked signals.
    /// Waits for the program and returns its status when `wait`, else returns its process id.
    /// `environment` is the program's whole environment (`ChildProcess.environment` unless given).
    public static func spawn(_ arguments: [String], output: String = "/dev/null", wait: Bool = true,
                             environment: [String: String] = environment) throws -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_APPEND, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        guard let closeFrom, closeFrom(&actions, 3) == 0 else { throw POSIXError(.ENOSYS) }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), defaults = sigset_t()
        sigemptyset(&none)
        sigemptyset(&defaults)
        for number in [SIGPIPE, SIGHUP, SIGINT, SIGTERM, SIGCHLD, SIGQUIT] { sigaddset(&defaults, number) }
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { envp.forEach { free($0) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, arguments.first ?? "", &actions, &attributes, argv, envp)
        guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EIO) }
        guard wait else { return pid }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .ECHILD) }
        }
        // WIFEXITED / WEXITSTATUS, which Swift does not import: low 7 bits the signal, next 8 the status.
        return status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    }

    private typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later), which Swift's Glibc
    /// module does not declare.
    private static let closeFrom = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np").map { unsafeBitCast($0, to: CloseFrom.self) }
    #endif
}
