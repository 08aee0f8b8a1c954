import Domain

/// The thread repository over any `DataStore`: asks the store, translates rows to entities.
public struct StoreThreadRepository: ThreadRepository {
    private let store: any DataStore

    /// Creates the repository over `store`.
    public init(store: any DataStore) { self.store = store }

    /// One page of threads with its counts.
    public func page(_ query: ThreadQuery) async throws -> ThreadPage {
        ThreadRowsTranslator.page(try await store.threadRows(query))
    }

    /// Adds the drafts whose keys are new.
    public func addIfAbsent(_ drafts: [ThreadDraft]) async throws -> Int {
        try await store.insertThreadsIfAbsent(drafts)
    }
}
