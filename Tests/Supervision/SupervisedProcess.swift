import Foundation

/// A long-running child of a test (a server, a terminal, a process holding a lock) that never
/// outlives the test process, however the test or the process ends.
///
/// - **The test ends**, passing, failing or throwing: dropping the value stops the child
///   (SIGTERM, then SIGKILL after `grace` seconds) and reaps it.
/// - **The process ends**, even by SIGKILL (a runner's timeout) or a crash, where no handler
///   of this process runs: the child is started through `setpriv --pdeathsig KILL` (util-linux),
///   so the kernel kills it the moment its parent is gone. For that signal the parent is the
///   *thread* that started the child, and Dispatch and Swift concurrency end idle threads: every
///   child is started from `SpawnThread`, which lives as long as the process.
///
/// Why not a process group with an `atexit` or signal handler: nothing runs on SIGKILL, which is
/// how a hung test process is ended. Why not a watchdog that polls, as the PostgreSQL cluster
/// has (`PostgresLaunch.swift`): the kernel's signal is immediate and costs no process. The
/// cluster keeps its watchdog because `pg_ctl` forks the server off and runs it as `postgres`,
/// and both a fork and a change of user clear a parent-death signal.
///
/// setpriv sets the signal after the fork, so a parent killed in between would be missed: a
/// shell between setpriv and the program checks that its parent is still this process (else it
/// exits 125), then becomes the program. Off Linux the child is only stopped when dropped.
public final class SupervisedProcess: @unchecked Sendable {
    /// Where a standard descriptor of the child goes.
    public enum Stream: Sendable {
        case null
        /// A pipe to this process: `input`, `output` or `errors` is its other end.
        case pipe
        /// Output only: a pipe read to its end as it comes, into `collectedOutput` or
        /// `collectedErrors`.
        case collected
        /// A file: read for standard input; else appended to, created when missing.
        case file(String)
    }

    public let pid: pid_t
    /// The write end of the child's standard input, when it is a pipe.
    public let input: FileHandle?
    /// The read end of the child's standard output, when it is a pipe.
    public let output: FileHandle?
    /// The read end of the child's standard error, when it is a pipe.
    public let errors: FileHandle?
    /// The child's standard output, when it is collected.
    public let collectedOutput: CollectedOutput?
    /// The child's standard error, when it is collected.
    public let collectedErrors: CollectedOutput?
    /// Seconds between SIGTERM and SIGKILL when the child is stopped.
    public let grace: Double

    private let lock = NSLock()
    private var ended: Int32?  // guarded by `lock`; set once the child is reaped

    /// Starts `arguments` (a full path first) with `environment` as its whole environment.
    public init(_ arguments: [String], environment: [String: String], standardInput: Stream = .null,
                standardOutput: Stream = .null, standardError: Stream = .null, grace: Double = 10) throws {
        let ends = try [standardInput, standardOutput, standardError].enumerated().map { try Ends($1, descriptor: Int32($0)) }
        #if canImport(Glibc)
        let command = try Self.guarded(arguments)
        let sources = ends.map(\.source)
        pid = try SpawnThread.run {
            try CleanSpawn.spawn(command, environment: environment, standardInput: sources[0], standardOutput: sources[1], standardError: sources[2])
        }
        #else
        throw POSIXError(.ENOSYS)
        #endif
        (input, output, errors) = (ends[0].parents, ends[1].parents, ends[2].parents)
        (collectedOutput, collectedErrors) = (ends[1].collected, ends[2].collected)
        self.grace = grace
    }

    deinit { stop() }

    /// Whether the child has not ended yet.
    public var isRunning: Bool { reap() == nil }

    /// Sends `number` to the child, unless it has ended and been reaped (its id may then be
    /// another process's).
    public func signal(_ number: Int32) {
        lock.withLock { if ended == nil { _ = kill(pid, number) } }
    }

    /// Waits up to `seconds` for the child to end; its exit code (128 + a signal that ended it),
    /// or nil while it is still running.
    @discardableResult
    public func waitForExit(seconds: Double) -> Int32? {
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            if let status = reap() { return status }
            guard Date() < deadline else { return nil }
            Thread.sleep(forTimeInterval: 0.01)
        }
    }

    /// Stops the child (SIGTERM, SIGKILL after `grace`) and returns how it ended.
    @discardableResult
    public func stop() -> Int32? {
        if let status = reap() { return status }
        signal(SIGTERM)
        if let status = waitForExit(seconds: grace) { return status }
        signal(SIGKILL)
        return waitForExit(seconds: 60)
    }

    /// How the child ended, reaping it once it has; nil while it runs.
    private func reap() -> Int32? {
        lock.withLock {
            guard ended == nil else { return ended }
            var status: Int32 = 0
            let reaped = waitpid(pid, &status, WNOHANG)
            if reaped == pid {
                ended = Self.exitStatus(status)
            } else if reaped < 0 && errno == ECHILD {
                ended = -1  // no such child: nothing is left to wait for
            }
            return ended
        }
    }

    /// A `waitpid` status as a shell gives it: WIFEXITED and WEXITSTATUS are macros Swift does
    /// not import; the low 7 bits are the signal, the next 8 the exit code.
    static func exitStatus(_ status: Int32) -> Int32 {
        status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    }

    /// `arguments` behind setpriv and the shell that checks the parent (see the type's comment).
    private static func guarded(_ arguments: [String]) throws -> [String] {
        #if os(Linux)
        guard let setpriv = ["/usr/bin/setpriv", "/bin/setpriv"].first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw SpawnFailure(errno: ENOENT, program: "setpriv (util-linux), which ties a test's children to it")
        }
        let checkParent = #"[ "$PPID" = "$1" ] || exit 125; shift; exec "$@""#
        return [setpriv, "--pdeathsig", "KILL", "--", "/bin/sh", "-c", checkParent, "sh", String(getpid())] + arguments
        #else
        return arguments
        #endif
    }

    /// One standard descriptor's pipe, if it is one: the child's end (closed with this value,
    /// once the child has its copy) and this process's end, as a handle or collected.
    private final class Ends {
        var source = CleanSpawn.Source.null
        var parents: FileHandle?
        var collected: CollectedOutput?
        private var childs: Int32?

        init(_ stream: Stream, descriptor: Int32) throws {
            switch stream {
            case .null: break
            case .file(let path): source = .file(path)
            case .pipe, .collected:
                #if canImport(Glibc)
                let pipe = try CleanSpawn.pipe()
                let (child, parent) = descriptor == 0 ? (pipe.read, pipe.write) : (pipe.write, pipe.read)
                (source, childs) = (.descriptor(child), child)
                if case .pipe = stream {
                    parents = FileHandle(fileDescriptor: parent, closeOnDealloc: true)
                } else if descriptor == 0 {
                    close(parent)
                    throw SpawnFailure(errno: EINVAL, program: "standard input cannot be collected")
                } else {
                    collected = CollectedOutput(reading: parent)
                }
                #else
                throw POSIXError(.ENOSYS)
                #endif
            }
        }

        deinit {
            if let childs { close(childs) }
        }
    }
}
