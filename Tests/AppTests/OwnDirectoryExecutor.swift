import Foundation

/// An executor on one thread whose current directory is its own (Linux's
/// `unshare(CLONE_FS)`), so that a test can run a command "in" a folder while the other tests,
/// running at the same time in this process, keep the process's directory. `chdir` alone would
/// move them all.
///
/// `run`'s body is isolated to an actor on this executor (its `isolated` parameter), so it runs
/// on that thread, and so does every `nonisolated(nonsending)` function it calls (the commands'
/// `run`, by this package's default). Neither a task executor preference nor a plain closure
/// called from the actor would do: both ran the body on the caller's cooperative thread.
final class OwnDirectoryExecutor: SerialExecutor, @unchecked Sendable {
    private let condition = NSCondition()
    // Guarded by `condition`.
    private var jobs: [UnownedJob] = []
    private var finished = false
    private var entered: Int32?

    /// Runs `body` with `folder` as its current directory; throws the `errno` of a thread that
    /// could not get a directory of its own or enter `folder`.
    static func run<T: Sendable>(in folder: String, _ body: @Sendable (isolated Tenant) async throws -> T) async throws -> T {
        let executor = OwnDirectoryExecutor(folder: folder)
        defer { executor.finish() }
        try executor.waitUntilEntered()
        return try await Tenant(executor: executor).run(body)
    }

    /// The actor whose isolation runs on the executor.
    actor Tenant {
        private let executor: OwnDirectoryExecutor
        nonisolated var unownedExecutor: UnownedSerialExecutor { executor.asUnownedSerialExecutor() }

        fileprivate init(executor: OwnDirectoryExecutor) { self.executor = executor }

        fileprivate func run<T: Sendable>(_ body: @Sendable (isolated Tenant) async throws -> T) async throws -> T { try await body(self) }
    }

    private init(folder: String) {
        let thread = Thread { [self] in
            let status = Self.unshareFilesystem.map { $0(Self.cloneFS) == 0 && chdir(folder) == 0 ? 0 : errno } ?? ENOSYS
            condition.withLock {
                entered = status
                condition.broadcast()
            }
            guard status == 0 else { return }
            while let job = next() { job.runSynchronously(on: asUnownedSerialExecutor()) }
        }
        thread.start()
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.withLock {
            jobs.append(job)
            condition.broadcast()
        }
    }

    private func waitUntilEntered() throws {
        let status = condition.withLock {
            while entered == nil { condition.wait() }
            return entered ?? ENOSYS
        }
        guard status == 0 else { throw POSIXError(POSIXErrorCode(rawValue: status) ?? .ENOSYS) }
    }

    /// The next job, or nil once `finish` was called and none is left (the thread then ends).
    private func next() -> UnownedJob? {
        condition.withLock {
            while jobs.isEmpty && !finished { condition.wait() }
            return jobs.isEmpty ? nil : jobs.removeFirst()
        }
    }

    /// Called once `run`'s body has returned: no job comes here any more.
    private func finish() {
        condition.withLock {
            finished = true
            condition.broadcast()
        }
    }

    /// `CLONE_FS` from <linux/sched.h>: the current directory, root and umask.
    private static let cloneFS: Int32 = 0x0000_0200
    private typealias Unshare = @convention(c) (Int32) -> Int32
    /// glibc's `unshare`, which Swift's Glibc module does not declare.
    private static let unshareFilesystem = dlsym(nil, "unshare").map { unsafeBitCast($0, to: Unshare.self) }
}
