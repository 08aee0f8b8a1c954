#if Postgres
import Data
import Domain
import Foundation
import PostgresStore
import Testing
import TestSupport

/// A Task that gives up on a PostgreSQL read (the browser does, when the next key arrives while a
/// search is running) stops the statement on the server, not just its own wait: the read ends
/// promptly with `CancellationError`, and the store's one connection is free at once for the
/// next question. A statement_timeout in a Task nobody cancelled is still `queryTimedOut`
/// (QueryTimeoutTests).
@Suite("PostgreSQL reads cancelled with their Task", .enabled(if: PostgresServer.shared != nil))
struct PostgresCancellationTests {
    /// Terms a NUL makes four characters and more as stored (`PostgresText`) with nothing for
    /// pg_trgm to index: each reads every title and every message. 1,800 of them, so that uncancelled
    /// the search runs a quarter of an hour (944 s measured on 2 cores) and a bound far below that
    /// can leave a busy machine room.
    static let slowSearch = ThreadQuery(
        filter: ThreadFilter(.or(["!", "#", "&", "*", "+", "~"].flatMap { mark in
            (1...300).map { QueryExpression.term(.text("\u{0}" + String(repeating: mark, count: $0))) }
        })),
        page: PageRequest(limit: 50))

    @Test func aCancelledSlowReadEndsPromptlyAndTheStoreGoesOn() async throws {
        #expect(PostgresServer.requiredButMissing == nil)
        let server = try #require(PostgresServer.shared)
        let url = try server.makeDatabase()
        let repository = StoreThreadRepository(store: PostgresDataStore(url: try PostgresURL(url)))
        #expect(try await SeedSyntheticInbox(threads: repository)(threads: 2_000, messages: 60_000, seed: 3) == 2_000)

        let clock = ContinuousClock()
        let started = clock.now
        let read = Task { try await repository.listThreads(Self.slowSearch) }
        // The search reaches the server (a busy machine may take seconds to send it).
        var running = false
        while !running, clock.now - started < .seconds(15) {
            try await Task.sleep(for: .milliseconds(100))
            running = try server.psql(Self.runningSearches, database: url) == "1"
        }
        #expect(running, "the search is running on the server")
        let cancelled = clock.now
        read.cancel()
        let outcome = await read.result
        let ended = clock.now
        #expect(throws: CancellationError.self) { try outcome.get() }
        // About 2 s on a quiet machine, 13.6 s seen in a loaded CI run (a second connection to open
        // for the cancel); uncancelled it would read on for many minutes more.
        #expect(ended - cancelled < .seconds(60), "ended \(ended - cancelled) after the cancel")
        // The server stopped it too: nothing of it is left running.
        #expect(try server.psql(Self.runningSearches, database: url) == "0")

        // The same store answers at once, reads and writes.
        let first = try #require(try await repository.listThreads(ThreadQuery(page: PageRequest(limit: 1), extras: [])).items.first)
        #expect(try await repository.changeThreads(.ids([first.thread.id]), applying: [.star(!first.thread.isStarred)]).missing.isEmpty)
        #expect(try await repository.listThreads(ThreadQuery(filter: ThreadFilter(searchTerms: ["q"]))).items.isEmpty)
        // All of it well inside the time the search alone would have taken.
        #expect(clock.now - started < .seconds(100))
    }

    /// A Task cancelled before it asks sends nothing and gets `CancellationError`; the store is unharmed.
    @Test func aTaskCancelledBeforeItReadsGetsCancellationError() async throws {
        #expect(PostgresServer.requiredButMissing == nil)
        let server = try #require(PostgresServer.shared)
        let repository = StoreThreadRepository(store: PostgresDataStore(url: try PostgresURL(try server.makeDatabase())))
        _ = try await repository.listThreads(ThreadQuery(page: PageRequest(limit: 1)))
        let read = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await repository.listThreads(ThreadQuery(page: PageRequest(limit: 1)))
        }
        await #expect(throws: CancellationError.self) { try await read.value }
        #expect(try await repository.listThreads(ThreadQuery(page: PageRequest(limit: 1))).items.isEmpty)
    }

    /// The slow search's statements active on the server (this query itself excluded).
    private static let runningSearches = """
        SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND state = 'active' \
        AND application_name = 'threads' AND query LIKE '%ILIKE%'
        """
}
#endif
