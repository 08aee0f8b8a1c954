/// Where threads live, in domain terms. Each method is named for the use case it serves, and the
/// protocol is split by role so each use case (and each test double) names only what it uses.
/// `StoreThreadRepository` (Data) implements them all over any `DataStore`; async, so a store
/// behind a network fits without touching this ring.
public typealias ThreadRepository = ThreadListing & ThreadLookup & ThreadEditing & InboxTransfer & InboxUpkeep

/// Changing threads, and listing those a query selects first: what a change by query needs
/// (`--where`: its dry run, and the count a question names).
public typealias ThreadEditingAndListing = ThreadEditing & ThreadListing

public protocol ThreadListing: Sendable {
    /// One page of the threads `query` selects, in its order, with the counts it asks for.
    func listThreads(_ query: ThreadQuery) async throws -> ThreadPage
    /// How the store would read `query` (`--explain`): its page, or with `selection` every
    /// match in id order, as export and `--where` read them.
    func explainQuery(_ query: ThreadQuery, selection: Bool) async throws -> QueryExplanation
}

public protocol ThreadLookup: Sendable {
    /// One thread with all its messages, or nil when `id` is unknown.
    func showThread(_ id: ThreadID) async throws -> FullThread?
}

public protocol ThreadEditing: Sendable {
    /// Stores a new thread (its key must be new) and returns its id.
    func startThread(_ draft: ThreadDraft) async throws -> ThreadID
    /// Appends a message to a thread; false when the thread is unknown (nothing changes).
    func postMessage(_ message: MessageDraft, to id: ThreadID) async throws -> Bool
    /// Applies `change` to every thread in `ids` in one transaction, or to none: returns the
    /// ids that are unknown (in the order given), in which case nothing was changed.
    func changeThreads(_ change: ThreadChange, _ ids: [ThreadID]) async throws -> [ThreadID]
    /// Applies `change` to every thread `filter` selects, in one transaction that also reads the
    /// selection; returns their ids, ascending.
    func changeThreads(_ change: ThreadChange, matching filter: ThreadFilter) async throws -> [ThreadID]
}

/// Whole inboxes in and out.
public protocol InboxTransfer: Sendable {
    /// Stores each draft whose key is not stored yet, in one transaction; returns how many were added.
    func seedSampleInbox(_ drafts: [ThreadDraft]) async throws -> Int
    /// Replaces or adds every thread `source` yields, keyed by `key`, in one transaction;
    /// returns how many were loaded. Any error leaves the store as it was.
    func importInbox(from source: any DraftSource) async throws -> Int
    /// Calls `body` with each thread `filter` selects, whole, oldest id first, reading as it goes.
    func exportInbox(_ filter: ThreadFilter, _ body: @escaping @Sendable (FullThread) throws -> Void) async throws
}

/// Counts and health.
public protocol InboxUpkeep: Sendable {
    func countInbox() async throws -> InboxStatistics
    /// The store's integrity complaints and schema versions.
    func checkDatabase() async throws -> StoreHealth
}
