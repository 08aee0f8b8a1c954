/// The thread list scene's role: what `ListThreads` (and `CountThreads`) ask of the store.
/// Every role is `<Scene>Repository`, one method per use case, named for it; async, so a store
/// behind a network fits without touching this ring.
public protocol ThreadListRepository: Sendable {
    /// One page of the threads `query` selects, in its order, with the counts it asks for.
    func listThreads(_ query: ThreadQuery) async throws -> ThreadPage
    /// How many threads `filter` selects (its dates already fixed), and the unread messages they hold.
    func countThreads(_ filter: ThreadFilter) async throws -> ThreadCount
}
