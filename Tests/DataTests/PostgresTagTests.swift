#if Postgres
import Data
import Domain
import Foundation
import PostgresStore
import Testing
import TestSupport

/// Tags on PostgreSQL (schema/postgres/010), beyond the contract suite: the kept counts follow
/// writes made as raw SQL can make them, a mail merge carries the merged thread's tags, many
/// writers at once lose no count, and a `tag:` page finds its threads through the indexes.
@Suite("PostgreSQL tags", .enabled(if: PostgresServer.shared != nil))
struct PostgresTagTests {
    private static func store() throws -> (PostgresServer, String, PostgresDataStore) {
        #expect(PostgresServer.requiredButMissing == nil)
        let server = try #require(PostgresServer.shared)
        let url = try server.makeDatabase()
        return (server, url, PostgresDataStore(url: try PostgresURL(url)))
    }

    /// Tags whose kept counts disagree with a recount of their links, or that no thread carries.
    private static func drift(_ server: PostgresServer, _ url: String) throws -> String {
        try server.psql("""
            SELECT count(*) FROM threads.tags g
            LEFT JOIN (SELECT l.tag_id, count(*) AS threads, count(*) FILTER (WHERE t.unread_count > 0) AS unread
                       FROM threads.thread_tags l JOIN threads.threads t ON t.id = l.thread_id GROUP BY l.tag_id) c ON c.tag_id = g.id
            WHERE (g.threads, g.unread_threads) IS DISTINCT FROM (coalesce(c.threads, 0), coalesce(c.unread, 0)) OR g.threads = 0
            """, database: url).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private static func tag(_ name: String) throws -> TagName { try TagName(validating: name) }

    @Test func countsFollowRawSQLWritesAndDeletes() async throws {
        let (server, url, store) = try Self.store()
        _ = try await store.insertThreadsIfAbsent(Seeds.inbox)
        #expect(try await store.updateThreads([1, 2, 3, 4, 6], applying: [.tag(Self.tag("work"))]) == [])
        #expect(try await store.updateThreads([3, 6, 7], applying: [.tag(Self.tag("client/acme"))]) == [])
        let writes = [
            "UPDATE threads.messages SET read = true",
            "UPDATE threads.messages SET read = false WHERE thread_id = 3",
            "UPDATE threads.messages SET thread_id = 4 WHERE thread_id = 6",
            "DELETE FROM threads.messages WHERE id % 3 = 0",
            "UPDATE threads.messages SET read = false",
            // A thread deleted leaves its tags first; the last one takes a tag with it.
            "DELETE FROM threads.threads WHERE id = 3",
            "DELETE FROM threads.thread_tags WHERE thread_id = 1",
            "DELETE FROM threads.threads",
        ]
        for sql in writes {
            try server.psql(sql, database: url)
            #expect(try Self.drift(server, url) == "0", "after: \(sql)")
        }
        #expect(try await store.tagCounts().isEmpty)
    }

    @Test func aMailMergeCarriesTheMergedThreadsTags() async throws {
        let (server, url, store) = try Self.store()
        func mail(_ id: String, _ references: [String] = [], day: Int) -> MailDraft {
            MailDraft(message: MessageDraft(author: "Aiko", body: id, sentAt: Seeds.base.addingTimeInterval(Double(day) * 86_400), isRead: false,
                                            messageID: id, references: references), title: id, isFlagged: false)
        }
        _ = try await store.importMail(from: MailDrafts([mail("old@x", day: 1), mail("young@x", day: 2)]))
        #expect(try await store.updateThreads([1, 2], applying: [.tag(Self.tag("both"))]) == [])
        #expect(try await store.updateThreads([2], applying: [.tag(Self.tag("Young"))]) == [])
        let before = try await store.changeLog(after: nil).sequence
        _ = try await store.importMail(from: MailDrafts([mail("link@x", ["young@x", "old@x"], day: 3)]))
        #expect(try await store.fullThreadRows(2) == nil)
        #expect(try await store.fullThreadRows(1)?.tags.sorted() == ["Young", "both"])
        #expect(Dictionary(uniqueKeysWithValues: try await store.tagCounts().map { ($0.name, [$0.threads, $0.unreadThreads]) })
                == ["both": [1, 1], "Young": [1, 1]])
        #expect(try await store.changeLog(after: before).threadIDs == [1, 2])
        #expect(try Self.drift(server, url) == "0")
    }

    /// Writers on their own connections tag, untag, delete tags and move unread counts on the same
    /// threads at once: none fails, and no count is lost (010's header: the change log's row).
    ///
    /// Every writer waits its turn for the change log's row, so no deadlock should happen; writers
    /// that kept deadlocking would still fail here once the session's five tries are spent. How
    /// long a writer waits is not this test's question: on a loaded runner, this process's few
    /// threads busy with every other test, a writer holding the row between its statements kept
    /// the others waiting past the default 5 seconds (a lock timeout on `change_state`, seen in CI
    /// and again under two busy loops), so these writers may wait two minutes.
    @Test func manyWritersAtOnceLoseNoCount() async throws {
        let (server, url, seeding) = try Self.store()
        _ = try await seeding.insertThreadsIfAbsent(Seeds.inbox)
        let stores = try (0..<4).map { _ in PostgresDataStore(url: try PostgresURL(url), busyTimeout: 120) }
        let work = try Self.tag("work"), other = try Self.tag("Other")
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                for round in 0..<25 {
                    _ = try await stores[0].updateThreads([1, 2, 3, Int64(round % 7 + 1)], applying: [.tag(work), .tag(other)])
                    _ = try await stores[0].updateThreads([2, Int64(round % 5 + 1)], applying: [.untag(work)])
                }
            }
            group.addTask {
                for round in 0..<25 {
                    _ = try await stores[1].updateThreads([Int64(round % 7 + 1), 4, 5], applying: [.tag(work)])
                    _ = try await stores[1].deleteTag(round % 3 == 0 ? other : work)
                }
            }
            group.addTask {
                for round in 0..<25 {
                    let id = Int64(round % 7 + 1)
                    _ = try await stores[2].updateThreads([id], applying: [round % 2 == 0 ? .readAll : .unreadNewest])
                    _ = try await stores[2].updateTag(round % 2 == 0 ? work : other, to: round % 2 == 0 ? other : work)
                }
            }
            group.addTask {
                for round in 0..<25 {
                    _ = try await stores[3].insertMessage(Seeds.message("Ben", "ping \(round)", hours: Double(100 + round)), threadID: Int64(round % 7 + 1))
                    _ = try await stores[3].updateThreads(matching: ThreadFilter(.term(.tag("work")), includesAll: true), applying: [.readAll])
                }
            }
            try await group.waitForAll()
        }
        #expect(try Self.drift(server, url) == "0")
    }

    /// A rare tag and a prefix are looked up in `tags`' key index and `thread_tags`' key, never by
    /// reading either table whole; a common tag's page walks its order instead.
    @Test func aTagPageReadsTheIndexes() async throws {
        let (server, url, store) = try Self.store()
        let repository = StoreThreadRepository(store: store)
        #expect(try await SeedSyntheticInbox(threads: repository)(threads: 2_000, messages: 6_000, seed: 3) == 2_000)
        _ = try await store.updateThreads(Array(stride(from: 1, through: 2_000, by: 2)), applying: [.tag(Self.tag("common"))])
        _ = try await store.updateThreads(Array(1...8), applying: [.tag(Self.tag("rare"))])
        _ = try await store.updateThreads(Array(20...27), applying: [.tag(Self.tag("client/acme"))])
        _ = try await store.updateThreads(Array(40...47), applying: [.tag(Self.tag("client/beta"))])
        // The long tail: thousands of tags on a thread or two each, so reading `tags` whole costs.
        try server.psql("""
            INSERT INTO threads.tags (name, key) SELECT 'tail-' || i, 'tail-' || i FROM generate_series(1, 5000) AS i;
            INSERT INTO threads.thread_tags (tag_id, thread_id) SELECT id, id % 2000 + 1 FROM threads.tags WHERE key LIKE 'tail-%'
            """, database: url)
        try server.psql("ANALYZE", database: url)
        for pattern in ["rare", "client/*", "Client/Acme"] {
            for expression in [QueryExpression.term(.tag(pattern)), .and([.term(.tag(pattern)), .term(.state(.unread))])] {
                let filter = ThreadFilter(expression, includesAll: true)
                for selection in [false, true] {
                    let plan = try await store.explainThreads(ThreadQuery(filter: filter, page: PageRequest(limit: 50)), selection: selection).plan
                    let shown = "tag:\(pattern) \(selection ? "selection" : "page"):\n" + plan.joined(separator: "\n")
                    #expect(plan.contains { $0.contains("using tags_key_key") }, "\(shown)")
                    #expect(plan.contains { $0.contains("using thread_tags_pkey") }, "\(shown)")
                    #expect(!plan.contains { $0.contains("Seq Scan on tags") || $0.contains("Seq Scan on thread_tags") }, "\(shown)")
                }
            }
        }
        // A tag on half the threads (by the kept counts and the newest threads): the page walks
        // its order and asks each thread's links, where a gathered list would read them all.
        for query in [QueryExpression.term(.tag("common")), .not(.term(.tag("COMMON")))] {
            let plan = try await store.explainThreads(ThreadQuery(filter: ThreadFilter(query), page: PageRequest(limit: 50)), selection: false).plan
            let shown = plan.joined(separator: "\n")
            #expect(plan.contains { $0.contains("Index Scan Backward using threads_by_activity") }, "\(shown)")
            #expect(plan.contains { $0.contains("thread_tags_by_thread") }, "\(shown)")
            #expect(!plan.contains { $0.contains("thread_tags_pkey") || $0.contains("Seq Scan") }, "\(shown)")
        }
        // Walked or gathered, the same threads.
        let odd = Set(stride(from: Int64(1), through: 2_000, by: 2)), all = Set(Int64(1)...2_000)
        for (expression, expected) in [(QueryExpression.term(.tag("common")), odd), (.not(.term(.tag("common"))), all.subtracting(odd)),
                                       (.or([.term(.tag("common")), .term(.tag("rare"))]), odd.union(1...8)),
                                       (.and([.term(.tag("common")), .term(.tag("client/*"))]), odd.intersection(Set(20...27).union(40...47)))] {
            let page = try await repository.listThreads(ThreadQuery(filter: ThreadFilter(expression, includesAll: true), page: PageRequest(limit: nil)))
            #expect(Set(page.items.map(\.thread.id.rawValue)) == expected, "\(expression)")
        }
    }
}
#endif
