import Foundation

/// The thread list: one page of the threads a filter selects, in a sort order.
public struct ListThreads: Sendable {
    private let threads: any ThreadListing

    public init(threads: any ThreadListing) { self.threads = threads }

    /// Checks the query, then asks the repository for the page.
    public func callAsFunction(_ query: ThreadQuery) async throws -> ThreadPage {
        if let limit = query.page.limit, limit < 0 { throw ThreadsError.negativeLimit(limit) }
        if query.page.offset < 0 { throw ThreadsError.negativeOffset(query.page.offset) }
        if query.filter.searchTerms.contains(where: \.isEmpty) { throw ThreadsError.emptySearchTerm }
        if query.filter.participants.contains(where: { $0.trimmingCharacters(in: .whitespaces).isEmpty }) {
            throw ThreadsError.emptyParticipantFilter
        }
        return try await threads.listThreads(query)
    }
}
