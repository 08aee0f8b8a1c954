import Foundation

/// `posix_spawn` that gives the child nothing of this process but what is asked for: its three
/// standard descriptors as given and no other, no signal blocked, and default handlers for the
/// signals a test or a terminal sends. With corelibs' `Process` a child inherits the test
/// thread's blocked signals (so SIGTERM does not stop it) and other tests' pipes (so their
/// reads never end), and a server it leaves running keeps the socket `waitUntilExit` watches.
public enum CleanSpawn {
    /// Where one of the child's standard descriptors comes from.
    public enum Source: Sendable {
        /// /dev/null.
        case null
        /// The file at this path: read for standard input; else appended to, created when missing.
        case file(String)
        /// A descriptor of this process (a pipe's end), which the child gets a copy of.
        case descriptor(Int32)
        /// Standard error only: wherever standard output went.
        case standardOutput
    }

    #if canImport(Glibc)
    /// Starts `arguments` (a full path first) with `environment` as its whole environment, in
    /// `directory` when given, and returns its process id. It is this process's child: `waitpid`
    /// it, or `wait(for:)`.
    public static func spawn(_ arguments: [String], environment: [String: String], directory: String? = nil,
                             standardInput: Source = .null, standardOutput: Source = .null, standardError: Source = .null) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let directory {
            guard let changeDirectory, changeDirectory(&actions, directory) == 0 else { throw SpawnFailure(errno: ENOSYS, program: arguments.first ?? "") }
        }
        for (descriptor, source) in [(Int32(0), standardInput), (1, standardOutput), (2, standardError)] {
            switch source {
            case .null: posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", O_RDWR, 0)
            case .file(let path):
                posix_spawn_file_actions_addopen(&actions, descriptor, path, descriptor == 0 ? O_RDONLY : O_WRONLY | O_CREAT | O_APPEND, 0o644)
            case .descriptor(let own): posix_spawn_file_actions_adddup2(&actions, own, descriptor)
            case .standardOutput: posix_spawn_file_actions_adddup2(&actions, 1, descriptor)
            }
        }
        guard let closeFrom, closeFrom(&actions, 3) == 0 else { throw SpawnFailure(errno: ENOSYS, program: arguments.first ?? "") }
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
        guard spawned == 0 else { throw SpawnFailure(errno: spawned, program: arguments.first ?? "") }
        return pid
    }

    /// Waits for the child `pid` to end and returns its status: its exit code, or 128 + the
    /// signal that ended it.
    public static func wait(for pid: pid_t) throws -> Int32 {
        SupervisedProcess.exitStatus(try waitStatus(for: pid))
    }

    /// Waits for the child `pid` to end and returns `waitpid`'s raw status.
    static func waitStatus(for pid: pid_t) throws -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { throw SpawnFailure(errno: errno, program: "waitpid \(pid)") }
        }
        return status
    }

    /// A pipe whose two ends close on `exec`, so that no other child started meanwhile (by this
    /// code or by `Process` on another test's thread) holds an end open and delays its EOF.
    static func pipe() throws -> (read: Int32, write: Int32) {
        var ends: [Int32] = [-1, -1]
        guard let pipe2, pipe2(&ends, O_CLOEXEC) == 0 else { throw SpawnFailure(errno: errno, program: "pipe2") }
        return (ends[0], ends[1])
    }

    private typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later), which Swift's Glibc
    /// module does not declare.
    private static let closeFrom = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np").map { unsafeBitCast($0, to: CloseFrom.self) }
    private typealias ChangeDirectory = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32
    /// glibc's `posix_spawn_file_actions_addchdir_np` (2.29 and later), likewise undeclared.
    private static let changeDirectory = dlsym(nil, "posix_spawn_file_actions_addchdir_np").map { unsafeBitCast($0, to: ChangeDirectory.self) }
    private typealias Pipe2 = @convention(c) (UnsafeMutablePointer<Int32>, Int32) -> Int32
    /// glibc's `pipe2`, declared only under _GNU_SOURCE.
    private static let pipe2 = dlsym(nil, "pipe2").map { unsafeBitCast($0, to: Pipe2.self) }
    #endif
}

/// A program that could not be started or waited for, with the `errno`.
public struct SpawnFailure: Error, CustomStringConvertible {
    public let errno: Int32
    public let program: String

    public var description: String { "\(program): \(String(cString: strerror(errno)))" }
}
