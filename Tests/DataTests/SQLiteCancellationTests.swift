@testable import Data
import Domain
import Foundation
import GRDB
import Testing
import TestSupport

/// A read whose task is cancelled stops where it is: the running statement is interrupted, the
/// caller gets `CancellationError` (never a store error the browser would show), and the store
/// answers the next read as before. On one connection and on a pool's readers.
@Suite("SQLite: a cancelled read stops")
struct SQLiteCancellationTests {
    enum Kind: String, CaseIterable, Sendable {
        /// One connection, in memory: the CLI's and the browser's shape.
        case single
        /// A writer and WAL readers on a file: the service's.
        case pool
        /// One connection with the service's query timeout: the limit and cancelling coexist.
        case bounded

        func open() throws -> SQLiteDataStore {
            switch self {
            case .single: try SQLiteDataStore.inMemory()
            case .pool: try SQLiteDataStore(path: TemporaryFolder().file("threads.sqlite"), readers: 2)
            case .bounded: try SQLiteDataStore(path: TemporaryFolder().file("threads.sqlite"), queryTimeout: 60)
            }
        }
    }

    /// Counts to a billion: minutes of work unless something stops it, yet bounded, so a cancel
    /// that fails costs CI minutes, not the hour ten billion took.
    static let endless = "WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n WHERE x < 1000000000) SELECT count(*) FROM n"

    /// When something happened, set from any thread.
    final class Moment: @unchecked Sendable {
        private let lock = NSLock()
        private var date: Date?  // guarded by `lock`

        var value: Date? { lock.withLock { date } }

        func mark() { lock.withLock { date = Date() } }
    }

    @Test(arguments: Kind.allCases)
    func aSlowReadCancelledStopsWithCancellationErrorAndTheStoreGoesOn(kind: Kind) async throws {
        let store = try kind.open()
        let (started, stopped) = (Moment(), Moment())
        let read = Task {
            try await store.read { db in
                started.mark()
                defer { stopped.mark() }
                return try Int.fetchOne(db, sql: Self.endless)
            }
        }
        // The cancel comes from a Dispatch thread, not from this task: a pool's read runs on the
        // thread of the task that asked, and with every one of the few threads Swift's tasks
        // share busy (two on a two-core machine: this read and any test blocked on a child
        // process), this task would never wake to cancel it.
        let cancelled = Moment()
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(50)) {
            cancelled.mark()
            read.cancel()
        }
        let outcome = await read.result
        #expect(throws: CancellationError.self) { try outcome.get() }
        // The statement ended soon after the cancel, far under its own minutes: it was stopped.
        // Measured where it ran, so a busy machine's late wake-up of this test counts for nothing.
        if started.value != nil {
            let (end, cancel) = (try #require(stopped.value), try #require(cancelled.value))
            #expect(end.timeIntervalSince(cancel) < 5)
        }
        // The connection is free, and nothing of the cancelled read stops the next one.
        #expect(try await store.read { db in try Int.fetchOne(db, sql: "SELECT 1 + 1") } == 2)
        _ = try await store.threadCount(ThreadFilter())
    }

    @Test func aTaskCancelledBeforeItsReadReadsNothing() async throws {
        let store = try SQLiteDataStore.inMemory()
        let read = Task {
            try await Task.sleep(for: .seconds(30))
            return try await store.read { db in try Int.fetchOne(db, sql: Self.endless) }
        }
        read.cancel()
        let outcome = await read.result
        #expect(throws: CancellationError.self) { try outcome.get() }
    }

    /// Cancelling a task whose read is over changes nothing for the reads after it, on the
    /// same connection: the cancel belongs to that one transaction.
    @Test func aCancelAfterTheReadEndedStopsNoLaterRead() async throws {
        let store = try SQLiteDataStore.inMemory()
        let (done, finished) = AsyncStream<Void>.makeStream()
        let first = Task {
            let value = try await store.read { db in try Int.fetchOne(db, sql: "SELECT 40 + 2") }
            finished.yield()
            // The task lives on after its read, and is cancelled here.
            try? await Task.sleep(for: .seconds(30))
            return value
        }
        for await _ in done { break }
        first.cancel()
        #expect(try await first.value == 42)
        #expect(try await store.read { db in try Int.fetchOne(db, sql: "WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n WHERE x < 100000) SELECT count(*) FROM n") } == 100_000)
    }
}
