/// `threads count`: how many threads a filter selects, and the unread messages they hold.
public struct CountThreads: Sendable {
    private let threads: any ThreadListRepository
    private let clock: Clock

    public init(threads: any ThreadListRepository, clock: Clock) {
        self.threads = threads
        self.clock = clock
    }

    /// Checks the filter and fixes its relative dates at now, as `ListThreads` does, then asks
    /// the repository for the counts.
    public func callAsFunction(_ filter: ThreadFilter) async throws -> ThreadCount {
        try await threads.countThreads(try filter.checked(now: clock.now()))
    }
}
