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

    /// One thread with its messages.
    public func detail(_ id: ThreadID) async throws -> ThreadDetail? {
        try await store.threadDetail(id.rawValue).map(ThreadRowsTranslator.detail)
    }

    /// Stores a new thread.
    public func create(_ draft: ThreadDraft) async throws -> ThreadID {
        ThreadID(try await store.insertThread(draft))
    }

    /// Appends a message.
    public func append(_ message: MessageDraft, to id: ThreadID) async throws -> Bool {
        try await store.insertMessage(message, threadID: id.rawValue)
    }

    /// Imports in one transaction.
    public func importThreads(from source: any DraftSource) async throws -> Int {
        try await store.importThreads(from: source)
    }

    /// Streams whole threads.
    public func forEachThread(_ filter: ThreadFilter, _ body: @escaping @Sendable (ThreadDetail) throws -> Void) async throws {
        try await store.forEachThread(filter) { try body(ThreadRowsTranslator.detail($0)) }
    }

    /// The inbox's counts.
    public func statistics() async throws -> InboxStatistics { try await store.statistics() }

    /// The store's integrity and schema version.
    public func health() async throws -> StoreHealth { try await store.health() }

    /// Applies a change to all threads or none.
    public func apply(_ change: ThreadChange, to ids: [ThreadID]) async throws -> [ThreadID] {
        try await store.apply(change, to: ids.map(\.rawValue)).map { ThreadID($0) }
    }
}
