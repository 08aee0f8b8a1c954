import Domain
import Foundation

/// A thread repository for use-case and interactor tests. Every call is recorded as a `Call`
/// (so a test asserts the whole conversation with one `==`); each method answers with the
/// closure the test set, and a method with no answer records an issue and throws.
public final class ThreadRepositoryDouble: ThreadRepository, @unchecked Sendable {
    public enum Call: Equatable, Sendable {
        case listThreads(ThreadQuery)
        case countThreads(ThreadFilter)
        case showThread(ThreadID)
        case openThread(ThreadID)
        case visitThread(ThreadID, noting: ThreadVisit.Note?, at: Date)
        case startThread(ThreadDraft)
        case postMessage(MessageDraft, ThreadID, seen: MessageID? = nil)
        case changeThreads(ThreadSubject, applying: ThreadChange)
        case explainQuery(ThreadQuery, selection: Bool)
        case seedSampleInbox([ThreadDraft])
        case importInbox
        case importMail
        case exportInbox(ThreadFilter, after: ThreadID? = nil, limit: Int? = nil)
        case countInbox
        case checkDatabase
        case probeStore
        case listChanges(after: Int64?)
        case listTags
        case listPeople
        case renameTag(TagName, to: TagName)
        case deleteTag(TagName)
    }

    public var onListThreads: (@Sendable (ThreadQuery) throws -> ThreadPage)?
    public var onCountThreads: (@Sendable (ThreadFilter) throws -> ThreadCount)?
    public var onShowThread: (@Sendable (ThreadID) throws -> FullThread?)?
    public var onOpenThread: (@Sendable (ThreadID) throws -> FullThread?)?
    /// The visits on the thread (the visitor's own among them, as a store answers), or nil for an unknown id.
    public var onVisitThread: (@Sendable (ThreadID, ThreadVisit.Note?) throws -> [ThreadVisit]?)?
    public var onStartThread: (@Sendable (ThreadDraft) throws -> ThreadID)?
    /// Answers `.posted(id)`, `.crossed(by:)`, or nil for an unknown thread.
    public var onPostMessage: (@Sendable (MessageDraft, ThreadID, MessageID?) throws -> MessagePosting?)?
    /// Returns what changed and the unknown ids, as the repository does.
    public var onChangeThreads: (@Sendable (ThreadSubject, ThreadChange) throws -> ChangedThreads)?
    public var onExplainQuery: (@Sendable (ThreadQuery, Bool) throws -> QueryExplanation)?
    public var onSeedSampleInbox: (@Sendable ([ThreadDraft]) throws -> Int)?
    public var onImportInbox: (@Sendable (any DraftSource) throws -> Int)?
    public var onImportMail: (@Sendable (any MailDraftSource) throws -> MailImportCount)?
    public var onExportInbox: (@Sendable (ThreadFilter) throws -> [FullThread])?
    public var onCountInbox: (@Sendable () throws -> InboxStatistics)?
    public var onCheckDatabase: (@Sendable () throws -> StoreHealth)?
    /// Returns the schema version the store is at.
    public var onProbeStore: (@Sendable () throws -> Int)?
    public var onListChanges: (@Sendable (Int64?) throws -> ChangeSet)?
    public var onListTags: (@Sendable () throws -> [TagSummary])?
    public var onListPeople: (@Sendable () throws -> [PersonSummary])?
    /// Returns whether the old tag was there.
    public var onRenameTag: (@Sendable (TagName, TagName) throws -> Bool)?
    /// Returns whether the tag was there.
    public var onDeleteTag: (@Sendable (TagName) throws -> Bool)?

    // Guarded by `lock`.
    private var log: [Call] = []
    private let lock = NSLock()
    private let site: CallSite

    /// Unexpected calls are reported at the test that made the double.
    public init(fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column) {
        site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Every call so far, in order.
    public var calls: [Call] { lock.withLock { log } }

    private func answer<T>(_ call: Call, _ handler: (() throws -> T)?) throws -> T {
        lock.withLock { log.append(call) }
        guard let handler else { throw UnexpectedCall("\(call)", madeAt: site) }
        return try handler()
    }

    public func listThreads(_ query: ThreadQuery) async throws -> ThreadPage {
        try answer(.listThreads(query), onListThreads.map { handler in { try handler(query) } })
    }

    public func countThreads(_ filter: ThreadFilter) async throws -> ThreadCount {
        try answer(.countThreads(filter), onCountThreads.map { handler in { try handler(filter) } })
    }

    public func showThread(_ id: ThreadID) async throws -> FullThread? {
        try answer(.showThread(id), onShowThread.map { handler in { try handler(id) } })
    }

    public func openThread(_ id: ThreadID) async throws -> FullThread? {
        try answer(.openThread(id), onOpenThread.map { handler in { try handler(id) } })
    }

    public func visitThread(_ id: ThreadID, noting note: ThreadVisit.Note?, at now: Date) async throws -> [ThreadVisit]? {
        try answer(.visitThread(id, noting: note, at: now), onVisitThread.map { handler in { try handler(id, note) } })
    }

    public func listTags() async throws -> [TagSummary] {
        try answer(.listTags, onListTags.map { handler in { try handler() } })
    }

    public func listPeople() async throws -> [PersonSummary] {
        try answer(.listPeople, onListPeople.map { handler in { try handler() } })
    }

    public func renameTag(_ old: TagName, to new: TagName) async throws -> Bool {
        try answer(.renameTag(old, to: new), onRenameTag.map { handler in { try handler(old, new) } })
    }

    public func deleteTag(_ name: TagName) async throws -> Bool {
        try answer(.deleteTag(name), onDeleteTag.map { handler in { try handler(name) } })
    }

    public func startThread(_ draft: ThreadDraft) async throws -> ThreadID {
        try answer(.startThread(draft), onStartThread.map { handler in { try handler(draft) } })
    }

    public func postMessage(_ message: MessageDraft, to id: ThreadID, unlessCrossedAfter seen: MessageID?) async throws -> MessagePosting? {
        try answer(.postMessage(message, id, seen: seen), onPostMessage.map { handler in { try handler(message, id, seen) } })
    }

    public func changeThreads(_ subject: ThreadSubject, applying change: ThreadChange) async throws -> ChangedThreads {
        try answer(.changeThreads(subject, applying: change), onChangeThreads.map { handler in { try handler(subject, change) } })
    }

    public func explainQuery(_ query: ThreadQuery, selection: Bool) async throws -> QueryExplanation {
        try answer(.explainQuery(query, selection: selection), onExplainQuery.map { handler in { try handler(query, selection) } })
    }

    public func seedSampleInbox(_ drafts: [ThreadDraft]) async throws -> Int {
        try answer(.seedSampleInbox(drafts), onSeedSampleInbox.map { handler in { try handler(drafts) } })
    }

    public func importInbox(from source: any DraftSource) async throws -> Int {
        try answer(.importInbox, onImportInbox.map { handler in { try handler(source) } })
    }

    public func importMail(from source: any MailDraftSource, tagging tags: [TagName]) async throws -> MailImportCount {
        try answer(.importMail, onImportMail.map { handler in { try handler(source) } })
    }

    public func exportInbox(_ filter: ThreadFilter, after: ThreadID?, limit: Int?, _ body: @escaping @Sendable (FullThread) throws -> Void) async throws {
        try answer(.exportInbox(filter, after: after, limit: limit), onExportInbox.map { handler in { try handler(filter) } }).forEach(body)
    }

    public func countInbox() async throws -> InboxStatistics {
        try answer(.countInbox, onCountInbox)
    }

    public func checkDatabase() async throws -> StoreHealth {
        try answer(.checkDatabase, onCheckDatabase)
    }

    public func probeStore() async throws -> Int {
        try answer(.probeStore, onProbeStore)
    }

    public func listChanges(after sequence: Int64?) async throws -> ChangeSet {
        try answer(.listChanges(after: sequence), onListChanges.map { handler in { try handler(sequence) } })
    }
}
