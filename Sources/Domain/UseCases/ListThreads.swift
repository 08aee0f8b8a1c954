import Foundation

/// The thread list: one page of the threads a filter selects, in a sort order.
public struct ListThreads: Sendable {
    private let threads: any ThreadListing
    private let clock: Clock

    public init(threads: any ThreadListing, clock: Clock) {
        self.threads = threads
        self.clock = clock
    }

    /// Checks the query, fixes its relative dates at now, then asks the repository for the page.
    public func callAsFunction(_ query: ThreadQuery) async throws -> ThreadPage {
        if let limit = query.page.limit, limit < 0 { throw ThreadsError.negativeLimit(limit) }
        if query.page.offset < 0 { throw ThreadsError.negativeOffset(query.page.offset) }
        try query.filter.validate()
        var resolved = query
        resolved.filter = query.filter.resolvingDates(now: clock.now())
        return try await threads.listThreads(resolved)
    }
}

extension ThreadFilter {
    /// What the flags can get wrong and a parsed query cannot: an empty `--search` or `--with`.
    public func validate() throws {
        for term in expression.terms {
            switch term {
            case .text(let text) where text.isEmpty: throw ThreadsError.emptySearchTerm
            case .with(let name) where name.trimmingCharacters(in: .whitespaces).isEmpty: throw ThreadsError.emptyParticipantFilter
            default: continue
            }
        }
    }
}
