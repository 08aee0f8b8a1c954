import Foundation

/// The thread list: one page of the threads a filter selects, in a sort order.
public struct ListThreads: Sendable {
    private let threads: any ThreadListRepository
    private let clock: Clock

    public init(threads: any ThreadListRepository, clock: Clock) {
        self.threads = threads
        self.clock = clock
    }

    /// Checks the query, fixes its relative dates at now, then asks the repository for the page.
    public func callAsFunction(_ query: ThreadQuery) async throws -> ThreadPage {
        if let limit = query.page.limit, limit < 0 { throw ThreadsError.negativeLimit(limit) }
        if query.page.offset < 0 { throw ThreadsError.negativeOffset(query.page.offset) }
        if let after = query.page.after, !query.sort.reads(after.key) { throw ThreadsError.positionOfAnotherSort(query.sort) }
        var checked = query
        checked.filter = try query.filter.checked(now: clock.now())
        return try await threads.listThreads(checked)
    }
}
