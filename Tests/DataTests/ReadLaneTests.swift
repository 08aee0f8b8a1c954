@testable import Data
import Domain
import Foundation
import GRDB
import Testing
import TestSupport

/// The service's two lanes of reads (issue 44): a read expected to be long waits for a reader of
/// its own, off the calling thread; a short one runs on the calling thread, and past its budget
/// is stopped and run again on the long lane, whole. The CLI's one connection has no lanes.
@Suite("SQLite: short and long reads")
struct ReadLaneTests {
    /// A seeded file opened as `threads-server` opens it: a reader for short reads, one for long ones.
    private func served(adding more: [ThreadDraft] = []) async throws -> SQLiteDataStore {
        let path = TemporaryFolder().file("threads.sqlite")
        let writer = try SQLiteDataStore(path: path)
        _ = try await SeedSampleInbox(threads: StoreThreadRepository(store: writer), clock: .fixed(Date()))()
        _ = try await writer.insertThreadsIfAbsent(more)
        return try SQLiteDataStore(path: path, queryTimeout: 30, readers: 1, longReaders: 1)
    }

    /// The thread a read's body runs on.
    private static func thread(_ store: SQLiteDataStore) async throws -> pthread_t {
        try await store.read { _ in pthread_self() }
    }

    /// The connection a read's body runs on.
    private static func connection(_ store: SQLiteDataStore) async throws -> UInt {
        try await store.read { db in UInt(bitPattern: db.sqliteConnection) }
    }

    /// The calling thread is free while a long read waits for its reader, and the executor may
    /// hand that same thread the lane's work: what tells the lanes apart is the connection (a
    /// comparison of threads failed once in a full suite for that reason).
    @Test func aReadExpectedLongRunsOnAReaderOfItsOwnAndAShortOneOnTheCallingThread() async throws {
        let store = try await served()
        #expect(pthread_equal(pthread_self(), try await Self.thread(store)) != 0)
        let short = try await Self.connection(store)
        let long = try await ReadLength.$expected.withValue(.long) { try await Self.connection(store) }
        #expect(short != 0 && long != 0 && short != long)
    }

    /// Told apart by connection, as above: the lane's reader may run on the very thread the
    /// caller left free (a comparison of threads failed once in CI for that reason).
    @Test func aShortReadPastItsBudgetIsStoppedAndRunAgainOnTheLongLaneWhole() async throws {
        let store = try await served()
        let short = try await Self.connection(store)
        let long = try await ReadLength.$expected.withValue(.long) { try await Self.connection(store) }
        let tries = Tries<UInt>()
        // Counts for 10 budgets from the first try's start, looking at the clock: a query
        // nobody said would be long.
        let counted = try await store.read { db in
            let until = tries.note(UInt(bitPattern: db.sqliteConnection)).timeIntervalSince1970 + 10 * LongReadLane.budget
            db.add(function: DatabaseFunction("lane_test_now", argumentCount: 0, pure: false) { _ in Date().timeIntervalSince1970 })
            return try Int.fetchOne(db, sql: """
                WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE lane_test_now() < ?) SELECT count(*) FROM c
                """, arguments: [until]) ?? 0
        }
        #expect(counted >= 1, "answered, not stopped for good")
        #expect(short != long)
        #expect(tries.all == [short, long])
    }

    /// An export's body outlasts the budget on its first thread. Tried under the budget, the read
    /// would be stopped within the next few thousand steps (a few threads on) and begun again,
    /// and the first thread seen twice.
    @Test func anExportPageIsNeverTriedUnderTheBudget() async throws {
        let more = (0..<200).map { n in
            Seeds.thread("more-\(n)", "Thread \(n)", createdHours: Double(n), messages: [Seeds.message("Ben", "note \(n)", hours: Double(n))])
        }
        let store = try await served(adding: more)
        let seen = Tries<Int64>()
        try await store.forEachThread(.inbox, after: nil, limit: nil) { rows in
            if seen.all.isEmpty { Thread.sleep(forTimeInterval: 2 * LongReadLane.budget) }
            seen.note(rows.thread.id)
        }
        let ids = seen.all
        #expect(ids.count > more.count && Set(ids).count == ids.count, "each thread once, in \(ids.count)")
    }

    @Test func theCLIStoreReadsOnItsOneConnectionWhateverTheLength() async throws {
        let path = TemporaryFolder().file("threads.sqlite")
        let store = try SQLiteDataStore(path: path, longReaders: 2, access: .callingThread)
        #expect(store.longReads == nil)
        let long = try await ReadLength.$expected.withValue(.long) { (pthread_self(), try await Self.thread(store)) }
        #expect(pthread_equal(long.0, long.1) != 0)
    }
}

/// What each try of a read noted (its connection, or the thread it was given), in order, and
/// when the first began.
private final class Tries<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Value] = []
    private var first: Date?

    /// When the first try began.
    @discardableResult
    func note(_ value: Value) -> Date {
        lock.withLock {
            values.append(value)
            if first == nil { first = Date() }
            return first ?? Date()
        }
    }

    var all: [Value] { lock.withLock { values } }
}
