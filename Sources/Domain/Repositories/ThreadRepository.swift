/// Where threads live, in domain terms. Implemented in Data over any `DataStore`;
/// async so a store behind a network fits without touching this ring.
public protocol ThreadRepository: Sendable {
    /// One page of the threads `query` selects, in its order, with the counts around it.
    func page(_ query: ThreadQuery) async throws -> ThreadPage
    /// Stores each draft whose key is not stored yet, in one transaction; returns how many were added.
    func addIfAbsent(_ drafts: [ThreadDraft]) async throws -> Int
}
