@testable import Data
import Domain
import Foundation
import GRDB
import Synchronization

/// The SQLite store with some questions made slow, as a search of ten million messages is, on a
/// sample inbox: before it answers a search of text, an export's page, or a list of the
/// participant `slowpoke` (a query no route expects to be long), it runs a statement that goes on
/// until `seconds` have passed or the test calls `release()`, through the store's own `read`, so
/// that the statement takes whatever connection and thread the store gives that read, and stops
/// as the store stops it. The statement holds its thread but hardly any CPU (each of its rows
/// sleeps 2 ms), so that it holds up only what shares its thread, not the other suites running
/// beside it on a machine of two cores.
final class SlowStore: DataStore {
    let base: SQLiteDataStore
    let seconds: Double
    /// How each slow statement ended.
    let ledger = SlowLedger()
    private let released = Mutex(false)
    /// While true, every read of the change log is refused as busy, as a store under load may be.
    let changeLogBusy = Mutex(false)
    /// How many reads of the change log were answered.
    let changeLogReads = Mutex(0)

    init(_ base: SQLiteDataStore, seconds: Double) {
        self.base = base
        self.seconds = seconds
    }

    static func isSlow(_ filter: ThreadFilter) -> Bool {
        filter.searchesText || filter.participantNames.contains("slowpoke")
    }

    /// Lets every slow statement, running or to come, end at its next row.
    func release() { released.withLock { $0 = true } }

    private var isReleased: Bool { released.withLock { $0 } }

    /// The slow statement. Its end is a moment, not a span: a read stopped and run again ends
    /// when the first try would have.
    private func stall() async throws {
        let until = Date().timeIntervalSince1970 + seconds
        ledger.note(.started)
        do {
            _ = try await base.read { db in
                // 1 while the statement should go on; SQLite checks for an interrupt between rows.
                db.add(function: DatabaseFunction("slow_store_holds", argumentCount: 0, pure: false) { _ in
                    usleep(2_000)
                    return self.isReleased || Date().timeIntervalSince1970 >= until ? 0 : 1
                })
                return try Int.fetchOne(db, sql: """
                    WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE slow_store_holds() = 1) SELECT count(*) FROM c
                    """)
            }
            ledger.note(.finished)
        } catch {
            ledger.note(error is CancellationError ? .cancelled : .failed)
            throw error
        }
    }

    func threadRows(_ query: ThreadQuery, as viewer: Viewer?) async throws -> ThreadRows {
        if Self.isSlow(query.filter) { try await stall() }
        return try await base.threadRows(query, as: viewer)
    }

    func threadCount(_ filter: ThreadFilter, as viewer: Viewer?) async throws -> ThreadCount {
        if Self.isSlow(filter) { try await stall() }
        return try await base.threadCount(filter, as: viewer)
    }

    func forEachThread(_ filter: ThreadFilter, after: Int64?, limit: Int?, as viewer: Viewer?,
                       _ body: @escaping @Sendable (FullThreadRows) throws -> Void) async throws {
        try await stall()
        try await base.forEachThread(filter, after: after, limit: limit, as: viewer, body)
    }

    // The rest as the store does it.
    func insertThreadsIfAbsent(_ drafts: [ThreadDraft]) async throws -> Int { try await base.insertThreadsIfAbsent(drafts) }
    func fullThreadRows(_ id: Int64, as viewer: Viewer?) async throws -> FullThreadRows? { try await base.fullThreadRows(id, as: viewer) }
    func insertThread(_ draft: ThreadDraft, as viewer: Viewer?) async throws -> Int64 { try await base.insertThread(draft, as: viewer) }
    func insertMessage(_ message: MessageDraft, threadID: Int64, unlessCrossedAfter seen: Int64?, as viewer: Viewer?) async throws -> MessageInsertion {
        try await base.insertMessage(message, threadID: threadID, unlessCrossedAfter: seen, as: viewer)
    }
    func visitThread(_ threadID: Int64, noting visit: VisitRecord?, now: Int64) async throws -> [VisitRecord]? {
        try await base.visitThread(threadID, noting: visit, now: now)
    }
    func updateThreads(_ ids: [Int64], applying change: ThreadChange, as viewer: Viewer?) async throws -> [Int64] {
        try await base.updateThreads(ids, applying: change, as: viewer)
    }
    func updateThreads(matching filter: ThreadFilter, applying change: ThreadChange, as viewer: Viewer?) async throws -> [Int64] {
        try await base.updateThreads(matching: filter, applying: change, as: viewer)
    }
    func explainThreads(_ query: ThreadQuery, selection: Bool, as viewer: Viewer?) async throws -> QueryExplanation {
        try await base.explainThreads(query, selection: selection, as: viewer)
    }
    func upsertThreads(from source: any DraftSource, as viewer: Viewer?) async throws -> Int { try await base.upsertThreads(from: source, as: viewer) }
    func personNames() async throws -> [String] { try await base.personNames() }
    func registerPerson(_ viewer: Viewer) async throws { try await base.registerPerson(viewer) }
    func importMail(from source: any MailDraftSource, tagging tags: [TagName]) async throws -> MailImportCount {
        try await base.importMail(from: source, tagging: tags)
    }
    func changeLog(after sequence: Int64?, as viewer: Viewer?) async throws -> ChangeLogRecords {
        if changeLogBusy.withLock({ $0 }) { throw ThreadsError.storeBusy(path: "slow store") }
        let records = try await base.changeLog(after: sequence, as: viewer)
        changeLogReads.withLock { $0 += 1 }
        return records
    }
    func statistics() async throws -> InboxStatistics { try await base.statistics() }
    func health() async throws -> StoreHealth { try await base.health() }
    func probe() async throws -> Int { try await base.probe() }
    func tagCounts(as viewer: Viewer?) async throws -> [TagSummary] { try await base.tagCounts(as: viewer) }
    func updateTag(_ old: TagName, to new: TagName) async throws -> Bool { try await base.updateTag(old, to: new) }
    func deleteTag(_ name: TagName) async throws -> Bool { try await base.deleteTag(name) }
    func savedFilter(named name: String) async throws -> SavedFilterRecord? { try await base.savedFilter(named: name) }
    func savedFilters() async throws -> [SavedFilterRecord] { try await base.savedFilters() }
    func upsertSavedFilter(_ record: SavedFilterRecord) async throws -> Bool { try await base.upsertSavedFilter(record) }
    func deleteSavedFilter(named name: String) async throws -> Bool { try await base.deleteSavedFilter(named: name) }
    func insertToken(_ record: TokenRecord) async throws -> Bool { try await base.insertToken(record) }
    func tokenRecords() async throws -> [TokenRecord] { try await base.tokenRecords() }
    func deleteToken(named name: String) async throws -> Bool { try await base.deleteToken(named: name) }
    func tokenStanding(hash: String, usedAt: Int64) async throws -> TokenRecord.Standing? { try await base.tokenStanding(hash: hash, usedAt: usedAt) }
}

/// What became of each slow statement, in order, with when.
final class SlowLedger: Sendable {
    enum Outcome: Equatable {
        case started, finished, cancelled, failed
    }

    private let notes = Mutex<[(Outcome, Date)]>([])

    func note(_ outcome: Outcome) { notes.withLock { $0.append((outcome, Date())) } }

    /// When the first statement to end as `outcome` did.
    func first(_ outcome: Outcome) -> Date? { notes.withLock { $0.first { $0.0 == outcome }?.1 } }

    func count(_ outcome: Outcome) -> Int { notes.withLock { $0.filter { $0.0 == outcome }.count } }
}
