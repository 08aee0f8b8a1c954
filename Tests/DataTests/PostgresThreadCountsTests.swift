#if Postgres
@testable import Data
import Domain
import Foundation
@testable import PostgresStore
import Testing
import TestSupport

/// `threads.thread_counts` (schema/postgres/009): how many threads, messages and unread messages
/// each archived, muted, starred and unread state holds, for `stats`. Statement triggers keep it in
/// the writer's transaction; these tests write as raw SQL can, and tamper with it as `db check` must see.
@Suite("PostgreSQL thread state counts", .enabled(if: PostgresServer.shared != nil))
struct PostgresThreadCountsTests {
    private static func seeded() async throws -> (PostgresServer, String, PostgresDataStore) {
        #expect(PostgresServer.requiredButMissing == nil)
        let server = try #require(PostgresServer.shared)
        let url = try server.makeDatabase()
        let store = PostgresDataStore(url: try PostgresURL(url))
        _ = try await store.insertThreadsIfAbsent(Seeds.inbox)
        return (server, url, store)
    }

    @Test func countsFollowRawSQLWritesAndDeletes() async throws {
        let (server, url, store) = try await Self.seeded()
        let writes = [
            "UPDATE threads.threads SET starred = NOT starred",
            "UPDATE threads.threads SET archived = true, muted = true WHERE id % 2 = 0",
            "UPDATE threads.messages SET read = true",
            "UPDATE threads.messages SET read = false WHERE thread_id = 3",
            "UPDATE threads.messages SET thread_id = 4 WHERE thread_id = 6",
            "DELETE FROM threads.messages WHERE id % 3 = 0",
            "DELETE FROM threads.threads WHERE id = 3",
            "DELETE FROM threads.messages",
            "DELETE FROM threads.threads",
        ]
        for sql in writes {
            try server.psql(sql, database: url)
            #expect(try await store.health().problems == [], "after: \(sql)")
            #expect(try await store.statistics().threads == Int(try server.psql("SELECT count(*) FROM threads.threads", database: url)), "after: \(sql)")
        }
    }

    @Test func dbCheckReportsCountsChangedBehindTheTriggersBack() async throws {
        let (server, url, store) = try await Self.seeded()
        try server.psql("""
            UPDATE threads.thread_counts SET threads = threads + 2 WHERE NOT archived AND NOT muted AND starred AND unread;
            UPDATE threads.thread_counts SET messages = messages + 3, unread_messages = 0 WHERE archived AND NOT muted AND NOT starred AND unread
            """, database: url)
        #expect(try await store.health().problems == [
            "thread_counts (archived=0 muted=0 starred=1 unread=1) says 3 threads, the threads table has 1",
            "thread_counts (archived=1 muted=0 starred=0 unread=1) says 4 messages, the threads table has 1",
            "thread_counts (archived=1 muted=0 starred=0 unread=1) says 0 unread messages, the threads table has 1",
        ])
    }

    /// `stats` reads the 16 kept rows and no thread; the probe one row of the migrations' table.
    @Test func statsAndTheProbeReadNoThread() async throws {
        let (server, url, _) = try await Self.seeded()
        try server.psql("ANALYZE", database: url)
        for (sql, table) in [(PostgresDataStore.statisticsSQL, "thread_counts"), (PostgresDataStore.probeSQL, "schema_migrations")] {
            let plan = try server.psql("SET search_path = threads, public; EXPLAIN " + sql, database: url)
            let reads = plan.split(separator: "\n").filter { $0.contains(" on ") }
            #expect(!reads.isEmpty && reads.allSatisfy { $0.hasSuffix(" on \(table)") || $0.contains(" on \(table) ") }, "\(plan)")
        }
    }
}
#endif
