import Foundation

/// Blocking work (a child process waited for, a large file built in memory) run on a thread of
/// its own while the test awaits it: a test that blocked one of the few threads Swift's tasks
/// share (two on a two-core machine) for tens of seconds stalled every other test of the run,
/// and those that bound a wait (browse's loop, a server in process) then failed.
public enum OwnThread {
    public static func run<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try work() }) }.start()
        }
    }
}
