/// Where threads live, in domain terms, split by role so each use case (and each test double)
/// names only what it uses. Implemented in Data by `StoreThreadRepository` over any `DataStore`;
/// async so a store behind a network fits without touching this ring.
public typealias ThreadRepository = ThreadListing & ThreadLookup & ThreadEditing & InboxTransfer & InboxUpkeep

/// The thread list.
public protocol ThreadListing: Sendable {
    /// One page of the threads `query` selects, in its order, with the counts around it.
    func page(_ query: ThreadQuery) async throws -> ThreadPage
}

/// One thread, whole.
public protocol ThreadLookup: Sendable {
    /// One thread with all its messages, or nil when `id` is unknown.
    func detail(_ id: ThreadID) async throws -> ThreadDetail?
}

/// Creating threads, posting, and flag changes.
public protocol ThreadEditing: Sendable {
    /// Stores a new thread (its key must be new) and returns its id.
    func create(_ draft: ThreadDraft) async throws -> ThreadID
    /// Appends a message to a thread; false when the thread is unknown (nothing changes).
    func append(_ message: MessageDraft, to id: ThreadID) async throws -> Bool
    /// Applies `change` to every thread in `ids` in one transaction, or to none: returns the
    /// ids that are unknown (in the order given), in which case nothing was changed.
    func apply(_ change: ThreadChange, to ids: [ThreadID]) async throws -> [ThreadID]
}

/// Whole inboxes in and out: seeding, import, export.
public protocol InboxTransfer: Sendable {
    /// Stores each draft whose key is not stored yet, in one transaction; returns how many were added.
    func addIfAbsent(_ drafts: [ThreadDraft]) async throws -> Int
    /// Replaces or adds every thread `source` yields, keyed by `key`, in one transaction;
    /// returns how many were loaded. Any error leaves the store as it was.
    func importThreads(from source: any DraftSource) async throws -> Int
    /// Calls `body` with each thread `filter` selects, whole, oldest id first, reading as it goes.
    func forEachThread(_ filter: ThreadFilter, _ body: @escaping @Sendable (ThreadDetail) throws -> Void) async throws
}

/// Counts and health.
public protocol InboxUpkeep: Sendable {
    /// The inbox's counts.
    func statistics() async throws -> InboxStatistics
    /// The store's integrity and schema version.
    func health() async throws -> StoreHealth
}
