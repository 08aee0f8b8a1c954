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

    /// Another person's counts and unread threads of each tag (schema/postgres/016): kept through
    /// raw SQL writes as the first person's are, read by their list, `count` and `tags` (a count
    /// changed behind the triggers' back shows there), and reported by `db check`.
    @Test func aPersonsCountsAreKeptReadAndChecked() async throws {
        let (server, url, store) = try await Self.seeded()
        let ben = Viewer(Person("Ben"), firstPerson: Person("Sam"))
        #expect(try await store.updateThreads([1, 2, 3, 6], applying: .unreadNewest, as: ben) == [])
        #expect(try await store.updateThreads([2], applying: .star(true), as: ben) == [])
        #expect(try await store.updateThreads([1, 2, 5], applying: .tag(try TagName(validating: "work"))) == [])
        let writes = [
            "UPDATE threads.threads SET archived = NOT archived WHERE id IN (1, 5)",
            "UPDATE threads.person_threads SET muted = true WHERE thread_id = 3",
            "DELETE FROM threads.person_unread WHERE thread_id = 6",
            "INSERT INTO threads.thread_tags (tag_id, thread_id) SELECT id, 6 FROM threads.tags",
            "DELETE FROM threads.thread_tags WHERE thread_id = 2",
            "DELETE FROM threads.threads WHERE id = 1",
        ]
        for sql in writes {
            try server.psql(sql, database: url)
            #expect(try await store.health().problems == [], "after: \(sql)")
        }
        let unread = ThreadFilter(try QueryParser.parse("is:unread"))
        #expect(try await store.threadRows(ThreadQuery(filter: unread), as: ben).matchingCount == 1)
        #expect(try await store.threadCount(unread, as: ben) == ThreadCount(threads: 1, unreadMessages: 1))
        try server.psql("""
            UPDATE threads.person_counts SET threads = threads + 5, unread_messages = unread_messages + 7
            WHERE NOT archived AND NOT muted AND starred AND unread;
            UPDATE threads.person_tags SET unread_threads = 4
            """, database: url)
        #expect(try await store.threadRows(ThreadQuery(filter: unread), as: ben).matchingCount == 6)
        #expect(try await store.threadCount(unread, as: ben) == ThreadCount(threads: 6, unreadMessages: 8))
        #expect(try await store.tagCounts(as: ben).map(\.unreadThreads) == [4])
        #expect(try await store.health().problems == [
            "person_counts (Ben: archived=0 muted=0 starred=1 unread=1) says 6 threads, their rows have 1",
            "person_counts (Ben: archived=0 muted=0 starred=1 unread=1) says 8 unread messages, their rows have 1",
            "person_tags (Ben: work) says 4 unread threads, their rows have 0",
        ])
    }

    /// An inbox with people from before their counts were kept: the migration (016) counts what
    /// their rows hold, and takes the rows a deleted thread left behind.
    @Test func aTeamsInboxUpgradedCountsEachPerson() async throws {
        let server = try #require(PostgresServer.shared)
        let url = try server.makeDatabase()
        let before = PostgresDataStore(url: try PostgresURL(url), migrations: Array(PostgresStore.EmbeddedSchema.migrations.prefix(15)))
        _ = try await before.insertThreadsIfAbsent(Seeds.inbox)
        let ben = Viewer(Person("Ben"), firstPerson: Person("Sam"))
        #expect(try await before.updateThreads([1, 2, 3, 6], applying: .unreadNewest, as: ben) == [])
        #expect(try await before.updateThreads([2, 5], applying: .star(true), as: ben) == [])
        #expect(try await before.updateThreads([3], applying: .mute(true), as: ben) == [])
        #expect(try await before.updateThreads([1, 2], applying: .tag(try TagName(validating: "work"))) == [])
        try server.psql("DELETE FROM threads.thread_tags WHERE thread_id = 6; DELETE FROM threads.threads WHERE id = 6", database: url)
        #expect(try server.psql("SELECT count(*) FROM threads.person_threads WHERE thread_id = 6", database: url) == "1")
        let store = PostgresDataStore(url: try PostgresURL(url))
        #expect(try await store.health().problems == [])
        #expect(try server.psql("SELECT count(*) FROM threads.person_threads WHERE thread_id = 6", database: url) == "0")
        #expect(try await store.threadCount(.inbox, as: ben) == ThreadCount(threads: 4, unreadMessages: 2))
        #expect(try await store.tagCounts(as: ben).map(\.unreadThreads) == [2])
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
