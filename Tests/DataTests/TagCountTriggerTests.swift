@testable import Data
import Domain
import Foundation
import Testing
import TestSupport

/// schema/015 keeps each tag's thread and unread-thread counts by trigger, so `threads tags` reads
/// a row a tag, and schema/016 each link's copy of its thread's state and activity, which a `tag:`
/// page reads in order. Here every kind of write SQLite can see, made by hand in SQL, leaves them
/// equal to a recount (`db check`, which reports a count or a copy edited by hand).
@Suite("SQLite: tag counts kept by trigger")
struct TagCountTriggerTests {
    @Test func theCountsAreARecountAfterEveryKindOfWrite() async throws {
        let path = TemporaryFolder().file("tags.sqlite")
        let store = try SQLiteDataStore(path: path)
        _ = try await store.insertThreadsIfAbsent(Seeds.inbox)
        let repository = StoreThreadRepository(store: store)
        let all = try await repository.listThreads(ThreadQuery(filter: ThreadFilter(includesAll: true), page: PageRequest(limit: nil))).items.map(\.thread.id)
        _ = try await repository.changeThreads(.ids(all), applying: [.tag(try TagName(validating: "every"))])
        _ = try await repository.changeThreads(.ids(Array(all.prefix(3))), applying: [.tag(try TagName(validating: "few"))])
        #expect(try await store.health().problems == [])
        let writes = [
            "UPDATE messages SET read = 1 - read WHERE id % 2 = 0",
            "INSERT INTO messages (thread_id, author, author_key, body, sent_at, read) SELECT id, 'Cleo', 'cleo', 'later', last_activity_at + 1, 0 FROM threads WHERE id % 3 = 1",
            "UPDATE messages SET thread_id = 1 WHERE thread_id = 2",
            "DELETE FROM messages WHERE thread_id = 3",
            "UPDATE messages SET read = 1",
            "DELETE FROM threads WHERE id = 1",
            "DELETE FROM thread_tags WHERE thread_id = 4",
            "UPDATE threads SET archived = 1, muted = 1 WHERE id = 5",
            "UPDATE threads SET muted = 0 WHERE id = 5",
            "INSERT INTO tags (name, key) VALUES ('Late', 'late'); INSERT INTO thread_tags (tag_id, thread_id) SELECT id, 6 FROM tags WHERE key = 'late'",
            "UPDATE threads SET last_activity_at = last_activity_at + 60000 WHERE id = 6",
            "INSERT INTO messages (thread_id, author, author_key, body, sent_at, read) VALUES (7, 'Dee', 'dee', 'news', 4102444800000, 0)",
        ]
        let queue = try SQLiteDataStore.rawQueue(path: path)
        for sql in writes {
            try await queue.write { db in try db.execute(sql: sql) }
            #expect(try await store.health().problems == [], "after: \(sql)")
        }
        // A count edited by hand is reported, as thread_counts' drift is.
        try await queue.write { db in try db.execute(sql: "UPDATE tags SET unread_threads = unread_threads + 1 WHERE key = 'every'") }
        let problems = try await store.health().problems
        #expect(problems.count == 1 && problems.first?.hasPrefix("tags (every) says") == true, "\(problems)")
    }

    /// A link's copy edited by hand is reported: a `tag:` page would list its thread out of order.
    @Test func aCopyUnlikeItsThreadIsReported() async throws {
        let path = TemporaryFolder().file("tags.sqlite")
        let store = try SQLiteDataStore(path: path)
        _ = try await store.insertThreadsIfAbsent(Seeds.inbox)
        _ = try await StoreThreadRepository(store: store).changeThreads(.ids([ThreadID(2), ThreadID(3)]), applying: [.tag(try TagName(validating: "two"))])
        #expect(try await store.health().problems == [])
        try await SQLiteDataStore.rawQueue(path: path).write { db in try db.execute(sql: "UPDATE thread_tags SET last_activity_at = 0 WHERE thread_id = 3") }
        #expect(try await store.health().problems == ["thread_tags has 1 link whose copy of the thread's state or activity differs (first: thread #3)"])
    }

    @Test func aTagWhoseLastThreadGoesIsGone() async throws {
        let path = TemporaryFolder().file("tags.sqlite")
        let store = try SQLiteDataStore(path: path)
        _ = try await store.insertThreadsIfAbsent(Seeds.inbox)
        _ = try await StoreThreadRepository(store: store).changeThreads(.ids([ThreadID(2)]), applying: [.tag(try TagName(validating: "only"))]).missing
        try await SQLiteDataStore.rawQueue(path: path).write { db in try db.execute(sql: "DELETE FROM threads WHERE id = 2") }
        #expect(try await store.tagCounts().isEmpty)
        #expect(try await store.health().problems == [])
    }
}
