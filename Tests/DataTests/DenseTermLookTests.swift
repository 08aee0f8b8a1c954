@testable import Data
import Domain
import GRDB
import Testing
import TestSupport

/// How a page looks at a term past the floor whose matches come fast
/// (`SQLiteDataStore.widespreadTerms`): asked there whether it is dense among the newest
/// messages, it is walked for without being listed to the cap, which it need not reach. One the
/// sample of the newest threads refuses is listed on. Either way the page holds what the
/// gathered page holds.
@Suite("Dense term looks")
struct DenseTermLookTests {
    /// 3,000 threads of 10 messages, then one of 160: 30,160 messages, oldest first, so the cap is
    /// 1,228 and an eighth of it 153, among the messages above 26,390. Both terms are in the
    /// first message of the oldest 1,000 threads, the floor reached at message 9,991: that pace
    /// would pass the cap by message 12,300. "brisk" is then in the first message of the newest
    /// 160 threads of 10; "lull" in every message of the last thread. Each is in 1,160 messages.
    static let inbox: [ThreadDraft] = {
        var drafts = (0..<3000).map { index in
            ThreadDraft(key: "k\(index)", title: "title \(index)", participants: ["p"], createdAt: Seeds.base, messages: (0..<10).map { number in
                let words = number > 0 ? "" : (index < 1000 ? " brisk lull" : (index >= 2840 ? " brisk" : ""))
                return MessageDraft(author: "a", body: "message \(index)-\(number)\(words)", sentAt: Seeds.at(hours: Double(index * 10 + number)),
                                    isRead: false)
            })
        }
        drafts.append(ThreadDraft(key: "list", title: "a mailing list", participants: ["p"], createdAt: Seeds.base, messages: (0..<160).map { number in
            MessageDraft(author: "a", body: "post \(number) lull", sentAt: Seeds.at(hours: Double(30_000 + number)), isRead: false)
        }))
        return drafts
    }()

    static func store() async throws -> SQLiteDataStore {
        let store = try SQLiteDataStore.inMemory()
        _ = try await store.insertThreadsIfAbsent(inbox)
        return store
    }

    /// The keys of every thread holding `term`, newest first, from the page `spread` shapes.
    static func keys(_ term: String, _ store: SQLiteDataStore, _ spread: QueryExpressionSQL.Widespread) async throws -> [String] {
        let page = ThreadQuerySQL(filter: ThreadFilter(searchTerms: [term]), widespread: spread)
            .page(columns: "t.key", sort: .recent, limit: nil, offset: 0)
        return try await store.read { db in try String.fetchAll(db, sql: page.sql, arguments: page.arguments) }
    }

    @Test func aFastDenseTermUnderTheCapIsWalkedFor() async throws {
        let store = try await Self.store()
        let looks = try await store.read { db in try SQLiteDataStore.widespreadTerms(["brisk"], db) }
        #expect(looks.walked == ["brisk"])
        #expect(looks.matched.isEmpty && looks.listed.isEmpty)
        let spread = try await store.read { db in try SQLiteDataStore.widespread(ThreadFilter(searchTerms: ["brisk"]), db) }
        let expected = ((2840..<3000).reversed() + (0..<1000).reversed()).map { "k\($0)" }
        #expect(try await Self.keys("brisk", store, QueryExpressionSQL.Widespread()) == expected)
        #expect(try await Self.keys("brisk", store, spread) == expected)
    }

    /// Dense among the newest messages but in one thread: the walk is refused, and the pass
    /// lists every match after the floor's, all 1,160, which the page maps.
    @Test func aDenseTermTheSampleRefusesIsListedOn() async throws {
        let store = try await Self.store()
        let looks = try await store.read { db in try SQLiteDataStore.widespreadTerms(["lull"], db) }
        #expect(looks.walked.isEmpty)
        let listed = try #require(looks.matched["lull"])
        let ids = try await store.read { db in try Int64.fetchAll(db, sql: "SELECT value FROM json_each(?)", arguments: [listed]) }
        let holding = try await store.read { db in try Int64.fetchAll(db, sql: "SELECT id FROM messages WHERE instr(body, 'lull') > 0 ORDER BY id") }
        #expect(ids.count == 1160 && ids == holding)
        let spread = try await store.read { db in try SQLiteDataStore.widespread(ThreadFilter(searchTerms: ["lull"]), db) }
        let expected = ["list"] + (0..<1000).reversed().map { "k\($0)" }
        #expect(try await Self.keys("lull", store, QueryExpressionSQL.Widespread()) == expected)
        #expect(try await Self.keys("lull", store, spread) == expected)
    }
}
