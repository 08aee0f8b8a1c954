import Domain
import Foundation

/// The thread repository over any `DataStore`: turns domain questions into storage calls and the
/// store's records into entities (`ThreadRowsTranslator`), and thread ids into the store's keys.
/// It answers as one person, its `viewer` (docs/team.md): the composition root wires each scene
/// with the person of the ring's edge, so no use case and no store asks who that is. Their read
/// state, stars and mutes are what it reads and writes; their name is what `is:mine` asks for.
public struct StoreThreadRepository: ThreadRepository {
    let store: any DataStore
    /// Who asks; nil when no one does (a seed, a test): the inbox's first person's state, and
    /// `is:mine` keeps nothing.
    let viewer: Viewer?

    public init(store: any DataStore, viewer: Viewer? = nil) {
        self.store = store
        self.viewer = viewer
    }

    public func listThreads(_ query: ThreadQuery) async throws -> ThreadPage {
        ThreadRowsTranslator.page(try await store.threadRows(mine(query), as: viewer))
    }

    public func countThreads(_ filter: ThreadFilter) async throws -> ThreadCount {
        try await store.threadCount(filter.resolvingMe(viewer?.person), as: viewer)
    }

    public func explainQuery(_ query: ThreadQuery, selection: Bool) async throws -> QueryExplanation {
        try await store.explainThreads(mine(query), selection: selection, as: viewer)
    }

    /// `query` as the viewer asks it.
    private func mine(_ query: ThreadQuery) -> ThreadQuery {
        var query = query
        query.filter = query.filter.resolvingMe(viewer?.person)
        return query
    }

    public func showThread(_ id: ThreadID) async throws -> FullThread? {
        try await store.fullThreadRows(id.rawValue, as: viewer).map(ThreadRowsTranslator.fullThread)
    }

    public func openThread(_ id: ThreadID) async throws -> FullThread? {
        // An unknown id comes back missing and nothing is written.
        guard try await store.updateThreads([id.rawValue], applying: .readAll, as: viewer).isEmpty else { return nil }
        return try await showThread(id)
    }

    public func visitThread(_ id: ThreadID, noting note: ThreadVisit.Note?, at now: Date) async throws -> [ThreadVisit]? {
        let at = Millis.from(now)
        let visit = note.map { note in
            switch note {
            case .here(let visit):
                VisitRecord(threadID: id.rawValue, person: visit.person.name, personKey: visit.person.key, replying: visit.isReplying,
                            until: at + Int64(ThreadVisit.lasting * 1000))
            case .left(let person):
                VisitRecord(threadID: id.rawValue, person: person.name, personKey: person.key, replying: false, until: at)
            }
        }
        return try await store.visitThread(id.rawValue, noting: visit, now: at)?.map { record in
            ThreadVisit(person: Person(record.person), isReplying: record.replying)
        }
    }

    public func startThread(_ draft: ThreadDraft) async throws -> ThreadID {
        ThreadID(try await store.insertThread(draft, as: viewer))
    }

    public func postMessage(_ message: MessageDraft, to id: ThreadID, unlessCrossedAfter seen: MessageID?) async throws -> MessagePosting? {
        switch try await store.insertMessage(message, threadID: id.rawValue, unlessCrossedAfter: seen?.rawValue, as: viewer) {
        case .inserted(let stored): .posted(MessageID(rawValue: stored))
        case .noThread: nil
        case .crossed(let record): .crossed(by: ThreadRowsTranslator.message(record))
        }
    }

    public func changeThreads(_ subject: ThreadSubject, applying change: ThreadChange) async throws -> ChangedThreads {
        switch subject {
        case .ids(let ids):
            let missing = try await store.updateThreads(ids.map(\.rawValue), applying: change, as: viewer).map { ThreadID($0) }
            return ChangedThreads(changed: missing.isEmpty ? ids : [], missing: missing)
        case .matching(let filter):
            return ChangedThreads(changed: try await store.updateThreads(matching: filter.resolvingMe(viewer?.person), applying: change, as: viewer)
                .map { ThreadID($0) })
        }
    }

    public func seedSampleInbox(_ drafts: [ThreadDraft]) async throws -> Int {
        try await store.insertThreadsIfAbsent(drafts)
    }

    public func importInbox(from source: any DraftSource) async throws -> Int {
        try await store.upsertThreads(from: source, as: viewer)
    }

    public func importMail(from source: any MailDraftSource, tagging tags: [TagName]) async throws -> MailImportCount {
        try await store.importMail(from: source, tagging: tags)
    }

    public func exportInbox(_ filter: ThreadFilter, after: ThreadID?, limit: Int?, _ body: @escaping @Sendable (FullThread) throws -> Void) async throws {
        try await store.forEachThread(filter.resolvingMe(viewer?.person), after: after?.rawValue, limit: limit, as: viewer) { try body(ThreadRowsTranslator.fullThread($0)) }
    }

    public func countInbox() async throws -> InboxStatistics { try await store.statistics() }

    public func checkDatabase() async throws -> StoreHealth { try await store.health() }

    public func probeStore() async throws -> Int { try await store.probe() }

    public func listTags() async throws -> [TagSummary] { try await store.tagCounts(as: viewer) }

    public func renameTag(_ old: TagName, to new: TagName) async throws -> Bool { try await store.updateTag(old, to: new) }

    public func deleteTag(_ name: TagName) async throws -> Bool { try await store.deleteTag(name) }

    public func listChanges(after sequence: Int64?) async throws -> ChangeSet {
        let log = try await store.changeLog(after: sequence, as: viewer)
        return ChangeSet(state: ChangeState(origin: log.origin, sequence: log.sequence), changed: log.threadIDs.map(ThreadID.init(rawValue:)))
    }
}
