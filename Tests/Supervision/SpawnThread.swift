import Foundation

/// The one thread that starts every supervised child, kept for the life of the process.
///
/// Linux sends a child its parent-death signal when the *thread* that started it ends, not the
/// process: Dispatch and Swift concurrency end idle worker threads, so a child started from a
/// test's own thread would be killed as soon as that thread was let go, in the middle of the
/// test. This thread waits for work and never returns, so it ends only with the process.
enum SpawnThread {
    /// Runs `spawn` on the thread and returns the process id it returned.
    static func run(_ spawn: @escaping () throws -> pid_t) throws -> pid_t {
        let outcome = Outcome()
        queue.submit { outcome.set(Result { try spawn() }) }
        return try outcome.take().get()
    }

    private static let queue = Queue()

    /// Work handed to the thread, in order.
    private final class Queue: @unchecked Sendable {
        private let condition = NSCondition()
        private var work: [() -> Void] = []  // guarded by `condition`

        init() {
            let thread = Thread { [self] in
                while true { next()() }
            }
            thread.name = "supervised-spawn"
            thread.start()
        }

        func submit(_ job: @escaping () -> Void) {
            condition.withLock {
                work.append(job)
                condition.signal()
            }
        }

        private func next() -> () -> Void {
            condition.withLock {
                while work.isEmpty { condition.wait() }
                return work.removeFirst()
            }
        }
    }

    /// One job's outcome, waited for by the thread that submitted it.
    private final class Outcome: @unchecked Sendable {
        private let condition = NSCondition()
        private var value: Result<pid_t, any Error>?  // guarded by `condition`

        func set(_ result: Result<pid_t, any Error>) {
            condition.withLock {
                value = result
                condition.signal()
            }
        }

        func take() -> Result<pid_t, any Error> {
            condition.withLock {
                while value == nil { condition.wait() }
                return value ?? .failure(CancellationError())
            }
        }
    }
}
