@testable import Data
import Domain
import Foundation
import GRDB
import Testing
import TestSupport

/// The denormalised counters are kept by triggers; any write through SQL keeps them equal
/// to a recount from the messages.
@Suite("SQLite counter triggers")
struct CounterTriggerTests {
    private static let recount = """
        SELECT count(*) FROM threads t WHERE
          message_count    != (SELECT count(*) FROM messages WHERE thread_id = t.id) OR
          unread_count     != (SELECT count(*) FROM messages WHERE thread_id = t.id AND read = 0) OR
          last_activity_at != coalesce((SELECT max(sent_at) FROM messages WHERE thread_id = t.id), t.created_at)
        """

    @Test func countersNeverDriftUnderReadsDeletesAndMoves() async throws {
        let path = TemporaryFolder().file("counters.sqlite")
        let store = try SQLiteDataStore(path: path)
        _ = try await store.insertThreadsIfAbsent(Seeds.inbox)
        let queue = try SQLiteDataStore.rawQueue(path: path)
        let writes = [
            "UPDATE messages SET read = 1 WHERE thread_id = 2",
            "UPDATE messages SET read = 0",
            "DELETE FROM messages WHERE id = (SELECT max(id) FROM messages WHERE thread_id = 1)",
            "UPDATE messages SET thread_id = 4 WHERE thread_id = 6",
            "UPDATE messages SET sent_at = sent_at - 3600000 WHERE thread_id = 7",
            "UPDATE threads SET created_at = created_at + 1 WHERE id = 6",
            "DELETE FROM messages",
        ]
        for sql in writes {
            try await queue.write { db in
                try db.execute(sql: sql)
                #expect(try Int.fetchOne(db, sql: Self.recount) == 0, "after: \(sql)")
            }
        }
    }

    @Test func searchIndexFollowsTitleAndBodyChanges() async throws {
        let path = TemporaryFolder().file("fts.sqlite")
        let store = try SQLiteDataStore(path: path)
        _ = try await store.insertThreadsIfAbsent(Seeds.inbox)
        try await SQLiteDataStore.rawQueue(path: path).write { db in
            try db.execute(sql: "UPDATE threads SET title = 'Renamed plan' WHERE id = 2")
            try db.execute(sql: "UPDATE messages SET body = 'zebra crossing' WHERE thread_id = 3")
        }
        let repository = StoreThreadRepository(store: store)
        func ids(_ term: String) async throws -> [Int64] {
            try await repository.listThreads(ThreadQuery(filter: ThreadFilter(searchTerms: [term]))).items.map(\.thread.id.rawValue)
        }
        #expect(try await ids("renamed") == [2])
        #expect(try await ids("Invoice") == [])
        #expect(try await ids("zebra") == [3])
        #expect(try await ids("ramen") == [])
    }

    @Test func aNullWhereTheSchemaForbidsOneIsAnErrorNotACrash() async throws {
        let path = TemporaryFolder().file("tampered.sqlite")
        let store = try SQLiteDataStore(path: path)
        _ = try await store.insertThreadsIfAbsent(Seeds.inbox)
        // A hand-edited saved filter with a damaged document.
        try await SQLiteDataStore.rawQueue(path: path).write { db in
            try db.execute(sql: "INSERT INTO saved_filters (name, definition) VALUES ('broken', '{not json')")
        }
        await #expect(throws: ThreadsError.store(.damagedSavedFilter(name: "broken"))) {
            _ = try await StoreFilterRepository(store: store).showFilter(named: "broken")
        }
    }
}
