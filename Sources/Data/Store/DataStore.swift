import Domain

/// The persistence boundary: what every store (SQLite file, SQLite in memory, plain
/// in-memory, a server later) must do. Domain-level questions in, records out; no SQL here.
/// Every implementation is held to the same contract suite in `Tests/DataTests`.
///
/// A call that reads or writes read state, stars or mutes takes the `Viewer` whose they are;
/// nil is the inbox's first person (the overloads below), as every call was before it had people.
public protocol DataStore: Sendable {
    /// The rows for one page of `query`, plus the counts around it.
    func threadRows(_ query: ThreadQuery, as viewer: Viewer?) async throws -> ThreadRows
    /// How many threads `filter` selects (relative dates already fixed) and the unread messages they hold.
    func threadCount(_ filter: ThreadFilter, as viewer: Viewer?) async throws -> ThreadCount
    /// Stores each draft whose key is new, all in one transaction; returns how many were stored.
    func insertThreadsIfAbsent(_ drafts: [ThreadDraft]) async throws -> Int
    /// One thread's record, participants and messages (oldest first, then by id), or nil.
    func fullThreadRows(_ id: Int64, as viewer: Viewer?) async throws -> FullThreadRows?
    /// Inserts one thread with its participants and messages; returns its id.
    func insertThread(_ draft: ThreadDraft, as viewer: Viewer?) async throws -> Int64
    /// Inserts a message into an existing thread, in one transaction with the check: unless
    /// `seen` is given and someone other than its author wrote to the thread after message
    /// `seen` (a reply that would cross theirs, `MessageInsertion.crossed`).
    /// Posted by a viewer, the message is read for them and unread for every other person.
    func insertMessage(_ message: MessageDraft, threadID: Int64, unlessCrossedAfter seen: Int64?, as viewer: Viewer?) async throws -> MessageInsertion
    /// Thread `threadID`'s visits still on at `now` (ms), by person key, after noting `visit` (an
    /// `until` at or before `now` ends the person's visit) and dropping every expired one; nil,
    /// and nothing noted, when there is no such thread. Nothing here is a change of the thread.
    func visitThread(_ threadID: Int64, noting visit: VisitRecord?, now: Int64) async throws -> [VisitRecord]?
    /// Applies `changes`, in order, to all `ids` in one transaction unless some are unknown:
    /// then changes nothing and returns the unknown ones, in the order given.
    func updateThreads(_ ids: [Int64], applying change: ThreadChange, as viewer: Viewer?) async throws -> [Int64]
    /// Applies `changes`, in order, to every thread `filter` selects (relative dates already
    /// fixed), in one transaction that also reads the selection; returns their ids, ascending.
    func updateThreads(matching filter: ThreadFilter, applying change: ThreadChange, as viewer: Viewer?) async throws -> [Int64]
    /// For `--explain`: the statement `query` runs and the engine's plan for it. With `selection`,
    /// the statement is the id-ordered selection of every match that export and `--where` read;
    /// otherwise it is the page, in `query.sort`, limited by `query.page`.
    func explainThreads(_ query: ThreadQuery, selection: Bool, as viewer: Viewer?) async throws -> QueryExplanation
    /// Upserts every draft `source` yields by key, in one transaction; returns the count.
    /// Each line's own state (its `read`, `starred` and `muted`, or everyone's by name) is set for
    /// `viewer`, the person importing, and for the persons it names, who join the inbox (docs/team.md).
    func upsertThreads(from source: any DraftSource, as viewer: Viewer?) async throws -> Int
    /// Adds every message of `source` not stored yet, threaded by `MailThreading`, in one
    /// transaction (`MailImport` runs the loop); returns what it did.
    func importMail(from source: any MailDraftSource, tagging tags: [TagName]) async throws -> MailImportCount
    /// Calls `body` with each selected thread's rows, ordered by id, streaming, in one
    /// transaction: those whose id is above `after`, and at most `limit` of them, when given.
    /// Each thread as `viewer` sees it, selected as they select; on an inbox with people, with
    /// everyone's own state too (`FullThreadRows.marks`).
    func forEachThread(_ filter: ThreadFilter, after: Int64?, limit: Int?, as viewer: Viewer?,
                       _ body: @escaping @Sendable (FullThreadRows) throws -> Void) async throws
    /// The change log: the database's origin and newest sequence and, after `sequence`, the
    /// ids of the threads changed since (ascending; none when nil) that `viewer` is told of:
    /// changes of the team's threads, and of their own read state, stars and mutes, never of
    /// another person's. Another process's commit is seen by the next call.
    func changeLog(after sequence: Int64?, as viewer: Viewer?) async throws -> ChangeLogRecords
    /// The inbox's counts and the store's size.
    func statistics() async throws -> InboxStatistics
    /// Integrity problems and schema versions.
    func health() async throws -> StoreHealth
    /// The schema version the store is at, from one read whose cost does not depend on what the
    /// store holds (a health probe polled every few seconds); throws when the store cannot read.
    func probe() async throws -> Int
    /// The names of the inbox's people (schema/020), the first person first, then in the order they joined.
    func personNames() async throws -> [String]
    /// Adds the viewer's person to the inbox's people as their first write would (everything there
    /// now read for them); nothing when they belong already or are its first person.
    func registerPerson(_ viewer: Viewer) async throws
    /// Every tag with its kept counts (never counted by a scan), in no particular order; its
    /// unread threads are the viewer's, counted over their rows for a person not the first.
    func tagCounts(as viewer: Viewer?) async throws -> [TagSummary]
    /// Renames the tag keyed as `old` on every thread, merging it into a tag keyed as `new` when
    /// there is one (whose spelling stays); false, and nothing changed, when there is no `old`.
    func updateTag(_ old: TagName, to new: TagName) async throws -> Bool
    /// Takes the tag off every thread, in one transaction; false when there is no such tag.
    func deleteTag(_ name: TagName) async throws -> Bool
    /// The saved filter named exactly `name`.
    func savedFilter(named name: String) async throws -> SavedFilterRecord?
    /// Every saved filter, in no particular order.
    func savedFilters() async throws -> [SavedFilterRecord]
    /// Inserts or replaces by name; true when it replaced.
    func upsertSavedFilter(_ record: SavedFilterRecord) async throws -> Bool
    /// Deletes by name; false when there was none.
    func deleteSavedFilter(named name: String) async throws -> Bool
    /// Inserts a token; false, and nothing written, when its name is taken.
    func insertToken(_ record: TokenRecord) async throws -> Bool
    /// Every token, by name (the names' bytes).
    func tokenRecords() async throws -> [TokenRecord]
    /// Deletes the token named; false when there was none.
    func deleteToken(named name: String) async throws -> Bool
    /// The scope and person of the token with this hash, nil for none; writes `usedAt` as its
    /// last use when `TokenRecord.notesUse` says so (at most once a minute a token).
    func tokenStanding(hash: String, usedAt: Int64) async throws -> TokenRecord.Standing?
}

extension DataStore {
    /// Inserts a message into an existing thread whatever was written since; its id, nil when
    /// the thread does not exist.
    public func insertMessage(_ message: MessageDraft, threadID: Int64, as viewer: Viewer? = nil) async throws -> Int64? {
        try await insertMessage(message, threadID: threadID, unlessCrossedAfter: nil, as: viewer).insertedID
    }

    public func insertMessage(_ message: MessageDraft, threadID: Int64, unlessCrossedAfter seen: Int64?) async throws -> MessageInsertion {
        try await insertMessage(message, threadID: threadID, unlessCrossedAfter: seen, as: nil)
    }

    public func threadRows(_ query: ThreadQuery) async throws -> ThreadRows { try await threadRows(query, as: nil) }
    public func tagCounts() async throws -> [TagSummary] { try await tagCounts(as: nil) }
    public func changeLog(after sequence: Int64?) async throws -> ChangeLogRecords { try await changeLog(after: sequence, as: nil) }
    public func upsertThreads(from source: any DraftSource) async throws -> Int { try await upsertThreads(from: source, as: nil) }

    public func forEachThread(_ filter: ThreadFilter, after: Int64?, limit: Int?, _ body: @escaping @Sendable (FullThreadRows) throws -> Void) async throws {
        try await forEachThread(filter, after: after, limit: limit, as: nil, body)
    }
    public func threadCount(_ filter: ThreadFilter) async throws -> ThreadCount { try await threadCount(filter, as: nil) }
    public func fullThreadRows(_ id: Int64) async throws -> FullThreadRows? { try await fullThreadRows(id, as: nil) }
    public func insertThread(_ draft: ThreadDraft) async throws -> Int64 { try await insertThread(draft, as: nil) }

    public func updateThreads(_ ids: [Int64], applying change: ThreadChange) async throws -> [Int64] {
        try await updateThreads(ids, applying: change, as: nil)
    }

    public func updateThreads(matching filter: ThreadFilter, applying change: ThreadChange) async throws -> [Int64] {
        try await updateThreads(matching: filter, applying: change, as: nil)
    }

    public func explainThreads(_ query: ThreadQuery, selection: Bool) async throws -> QueryExplanation {
        try await explainThreads(query, selection: selection, as: nil)
    }

    /// A mail import that puts no tag on (everything but `import --tag`).
    public func importMail(from source: any MailDraftSource) async throws -> MailImportCount {
        try await importMail(from: source, tagging: [])
    }
}
