/// Seeds a synthetic inbox in one transaction; the same seed again replaces the same threads.
public struct SeedSyntheticInbox: Sendable {
    private let threads: any SeedRepository
    private let onThread: @Sendable () -> Void

    /// `onThread` hears of each thread made (for progress).
    public init(threads: any SeedRepository, onThread: @escaping @Sendable () -> Void = {}) {
        self.threads = threads
        self.onThread = onThread
    }

    /// Adds `threadCount` threads with `messageCount` messages in all; returns the thread count.
    public func callAsFunction(threads threadCount: Int, messages messageCount: Int, seed: UInt64) async throws -> Int {
        guard threadCount > 0 else { throw ThreadsError.syntheticThreadCount(threadCount) }
        guard messageCount >= 0 else { throw ThreadsError.syntheticMessageCount(messageCount) }
        let source = SyntheticInbox(threads: threadCount, messages: messageCount, seed: seed)
        source.onThread = onThread
        return try await ImportInbox(threads: threads)(from: source)
    }
}
