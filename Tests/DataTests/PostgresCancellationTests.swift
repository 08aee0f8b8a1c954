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
/// next question, even when the server turns the cancel's first connections away. A
/// statement_timeout in a Task nobody cancelled is still `queryTimedOut` (QueryTimeoutTests).
@Suite("PostgreSQL reads cancelled with their Task", .enabled(if: PostgresServer.shared != nil))
struct PostgresCancellationTests {
    /// Terms a NUL makes four characters and more as stored (`PostgresText`) with nothing for
    /// pg_trgm to index: each reads every title and every message. 1,800 of them, so that uncancelled
    /// the search runs about three minutes (170 s measured on 2 cores) and a bound far below that
    /// can leave a busy machine room.
    static let slowSearch = ThreadQuery(
        filter: ThreadFilter(.or(["!", "#", "&", "*", "+", "~"].flatMap { mark in
            (1...300).map { QueryExpression.term(.text("\u{0}" + String(repeating: mark, count: $0))) }
        })),
        page: PageRequest(limit: 50))

    @Test func aCancelledSlowReadEndsPromptlyAndTheStoreGoesOn() async throws {
        #expect(PostgresServer.requiredButMissing == nil)
        let server = try #require(PostgresServer.shared)
        // The store connects as a role of its own, the database's owner, allowed one connection:
        // the cancel's first connections are turned away, as a server at its connection limit
        // turns them away, until the limit is lifted after the cancel.
        let url = try server.makeDatabase()
        let name = try #require(url.split(separator: "/").last).description
        let role = "canceller_\(name)"
        try server.psql("CREATE ROLE \(role) LOGIN CONNECTION LIMIT 1; ALTER DATABASE \(name) OWNER TO \(role)", database: "postgres")
        let repository = StoreThreadRepository(store: PostgresDataStore(
            url: try PostgresURL(url.replacingOccurrences(of: "//\(server.user)@", with: "//\(role)@"))))
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
        // The cancel's first try is refused by now (it starts at once, on the connection's event loop).
        try await Task.sleep(for: .milliseconds(300))
        try server.psql("ALTER ROLE \(role) CONNECTION LIMIT -1", database: "postgres")
        // The server stops the statement: looked at from this thread with psql, not awaited, so
        // that a test run's other tests, busy on every thread of Swift's pool, cannot hold the
        // looking back (they held the read's own ending back 156 s once in CI). Gone at the first
        // look on a quiet machine; uncancelled the search would read on for about three minutes.
        var stopped = false
        while !stopped, clock.now - cancelled < .seconds(30) {
            stopped = try server.psql(Self.runningSearches, database: url) == "0"
            if !stopped { usleep(50_000) }
        }
        if !stopped {
            // What the server was doing, and how many it served, for the failure to say why.
            let seen = try server.psql(
                "SELECT pid, leader_pid, backend_type, state, wait_event_type, wait_event, query_start, now(), (SELECT count(*) FROM pg_stat_activity) FROM pg_stat_activity "
                    + "WHERE datname = current_database() AND query LIKE '%ILIKE%'", database: url)
            Issue.record("the server still ran the search 30 s after the cancel (process, leader, kind, state, wait, started, now, connections: \(seen))")
        }
        let outcome = await read.result
        #expect(throws: CancellationError.self) { try outcome.get() }

        // The same store answers, reads and writes: its one connection is free, not waiting for
        // the search's end (not timed: the look above showed the server stopped, and the shared
        // pool's threads, busy with other tests, can hold these awaits back for minutes).
        let first = try #require(try await repository.listThreads(ThreadQuery(page: PageRequest(limit: 1), extras: [])).items.first)
        #expect(try await repository.changeThreads(.ids([first.thread.id]), applying: [.star(!first.thread.isStarred)]).missing.isEmpty)
        #expect(try await repository.listThreads(ThreadQuery(filter: ThreadFilter(searchTerms: ["q"]))).items.isEmpty)
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
