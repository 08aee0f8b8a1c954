@testable import Data
import Domain
import GRDB
import Testing
import TestSupport

/// A walked term's newest matches (`QueryExpressionSQL.RecentMatches`): the look before a page
/// takes them from the index, and the walk finds a message from their floor on in that list
/// instead of reading it, and reads an older one. The page holds what the gathered page holds.
@Suite("Walks by the newest matches")
struct RecentMatchesWalkTests {
    /// 300 threads of 5 messages, oldest first: "common" is in the last four of each (1,200
    /// messages, past the cap's floor of 1,000), and in the first message of thread 0 alone.
    static func inbox() -> [ThreadDraft] {
        (0..<300).map { index in
            let messages = (0..<5).map { number in
                MessageDraft(author: "a", body: number > 0 || index == 0 ? "a common word \(index)-\(number)" : "nothing here",
                             sentAt: Seeds.at(hours: Double(index * 5 + number)), isRead: false)
            }
            return ThreadDraft(key: "k\(index)", title: "title \(index)", participants: ["p"], createdAt: Seeds.base, messages: messages)
        }
    }

    static func keys(_ store: SQLiteDataStore, _ spread: QueryExpressionSQL.Widespread) async throws -> [String] {
        let page = ThreadQuerySQL(filter: ThreadFilter(searchTerms: ["common"]), widespread: spread)
            .page(columns: "t.key", sort: .recent, limit: nil, offset: 0)
        return try await store.read { db in try String.fetchAll(db, sql: page.sql, arguments: page.arguments) }
    }

    @Test func theLookTakesTheNewestMatches() async throws {
        let store = try SQLiteDataStore.inMemory()
        _ = try await store.insertThreadsIfAbsent(Self.inbox())
        let looks = try await store.read { db in try SQLiteDataStore.widespreadTerms(["common"], db) }
        #expect(looks.walked == ["common"])
        let recent = try #require(looks.recent["common"])
        let ids = try await store.read { db in try Int64.fetchAll(db, sql: "SELECT value FROM json_each(?)", arguments: [recent.ids]) }
        #expect(ids.count == SQLiteDataStore.recentMatches)
        #expect(recent.floor > 0 && ids.allSatisfy { $0 >= recent.floor })
        // Every message from the floor on that holds the term is in the list, and none older.
        let holding = try await store.read { db in
            try Int64.fetchAll(db, sql: "SELECT id FROM messages WHERE id >= ? AND instr(body, 'common') > 0", arguments: [recent.floor])
        }
        #expect(Set(holding) == Set(ids))
    }

    @Test func theWalkFindsWhatTheGatheredPageFinds() async throws {
        let store = try SQLiteDataStore.inMemory()
        _ = try await store.insertThreadsIfAbsent(Self.inbox())
        let looked = try await store.read { db in try SQLiteDataStore.widespread(ThreadFilter(searchTerms: ["common"]), db) }
        #expect(looked.recent["common"] != nil)
        let gathered = try await Self.keys(store, QueryExpressionSQL.Widespread())
        #expect(gathered == (0..<300).reversed().map { "k\($0)" })
        #expect(try await Self.keys(store, looked) == gathered)
    }

    /// A list that leaves out the newest thread's messages: the walk does not read them, so that
    /// thread is missing; thread 0's messages, all older than the floor, are read and found.
    @Test func fromTheFloorOnTheListDecides() async throws {
        let store = try SQLiteDataStore.inMemory()
        _ = try await store.insertThreadsIfAbsent(Self.inbox())
        let (floor, ids) = try await store.read { db in
            let newest = try Int64.fetchAll(db, sql: """
                SELECT m.id FROM messages m JOIN threads t ON t.id = m.thread_id WHERE t.key = 'k299'
                """)
            let floor = try Int64.fetchOne(db, sql: "SELECT min(m.id) FROM messages m JOIN threads t ON t.id = m.thread_id WHERE t.key = 'k250'") ?? 0
            let ids = try String.fetchOne(db, sql: """
                SELECT json_group_array(id) FROM messages WHERE id >= ? AND instr(body, 'common') > 0 AND id NOT IN (SELECT value FROM json_each(?))
                """, arguments: [floor, "[" + newest.map(String.init).joined(separator: ",") + "]"]) ?? "[]"
            return (floor, ids)
        }
        let spread = QueryExpressionSQL.Widespread(terms: ["common"], recent: ["common": .init(floor: floor, ids: ids)])
        let keys = try await Self.keys(store, spread)
        #expect(keys == (0..<299).reversed().map { "k\($0)" })
    }
}
