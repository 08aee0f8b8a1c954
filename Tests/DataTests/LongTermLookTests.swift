@testable import Data
import Domain
import GRDB
import Testing
import TestSupport

/// How a page looks at a long search term (twelve characters or more) before it is built
/// (`SQLiteDataStore.widespreadTerms`): a rare one's messages are listed by that look and the
/// page reads the list instead of the index; one as dense among the newest messages as the cap
/// asks of the whole inbox is walked. Either way the page holds the same threads.
@Suite("Long term looks")
struct LongTermLookTests {
    /// 300 threads of 5 messages (ids 1–1,500, oldest first). The newest 40 threads hold "ledger
    /// reconciled" in every message: 200 messages, under the floor of 1,000 overall, but 187 of the
    /// newest eighth (ids above 1,312), past an eighth of the floor and of the cap (125). Every older
    /// message but three says "the reconciled ledger", which its bound matches as well: the bound
    /// is past the floor, the phrase is not. Those three say "ledger misfiled", whose bound (`led`,
    /// `ger`, ` mi`, `sfi`) nothing else matches.
    static func inbox() -> [ThreadDraft] {
        (0..<300).map { index in
            let messages = (0..<5).map { number in
                let body = index >= 260 ? "the ledger reconciled \(number)"
                    : (index % 100 == 0 && number == 0 ? "a ledger misfiled" : "the reconciled ledger \(index)-\(number)")
                return MessageDraft(author: "a", body: body, sentAt: Seeds.at(hours: Double(index * 5 + number)), isRead: false)
            }
            return ThreadDraft(key: "k\(index)", title: "title \(index)", participants: ["p"], createdAt: Seeds.base, messages: messages)
        }
    }

    @Test func aRareOnesMessagesAreListedAndTheNewestDenseOneIsWalked() async throws {
        let store = try SQLiteDataStore.inMemory()
        _ = try await store.insertThreadsIfAbsent(Self.inbox())
        let looks = try await store.read { db in try SQLiteDataStore.widespreadTerms(["ledger misfiled", "ledger reconciled"], db) }
        #expect(looks.walked == ["ledger reconciled"])
        #expect(looks.listed == ["ledger misfiled": "[1,501,1001]"])
        // Listed or asked of the index, walked or gathered: the same threads, newest first.
        for (term, expected) in [("ledger misfiled", ["k200", "k100", "k0"]), ("ledger reconciled", (260..<300).reversed().map { "k\($0)" })] {
            let filter = ThreadFilter(searchTerms: [term])
            let looked = try await store.read { db in try SQLiteDataStore.widespread(filter, db) }
            var pages: [[String]] = []
            for spread in [QueryExpressionSQL.Widespread(), looked] {
                let page = ThreadQuerySQL(filter: filter, widespread: spread).page(columns: "t.key", sort: .recent, limit: nil, offset: 0)
                pages.append(try await store.read { db in try String.fetchAll(db, sql: page.sql, arguments: page.arguments) })
            }
            #expect(pages == [expected, expected], "\(term)")
        }
    }

    /// The rare one's page reads its messages from the list: the messages' index is not asked.
    @Test func aListedTermsPageDoesNotAskTheMessagesIndex() async throws {
        let store = try SQLiteDataStore.inMemory()
        _ = try await store.insertThreadsIfAbsent(Self.inbox())
        let filter = ThreadFilter(searchTerms: ["ledger misfiled"])
        for (spread, asks) in [(QueryExpressionSQL.Widespread(), true), (try await store.read { db in try SQLiteDataStore.widespread(filter, db) }, false)] {
            let page = ThreadQuerySQL(filter: filter, widespread: spread).page(columns: ThreadRecord.listColumns, sort: .recent, limit: 50, offset: 0)
            let plan = try await store.queryPlan(page.sql, arguments: page.arguments)
            #expect(plan.contains { $0.hasPrefix("SCAN messages_fts") } == asks, "\(plan)")
            #expect(plan.contains { $0.hasPrefix("SCAN threads_fts") }, "\(plan)")
        }
    }

    /// Dense among the newest messages but all in one thread, which the sample of the newest
    /// threads refuses to walk for: the term is not left to reading each of its bound's
    /// candidates (all 1,500 messages), but its own 200 matches are listed, and the page maps them.
    @Test func aDenseTermTheSampleRefusesIsListedNotRead() async throws {
        let store = try SQLiteDataStore.inMemory()
        let older = (0..<260).map { index in
            ThreadDraft(key: "k\(index)", title: "title \(index)", participants: ["p"], createdAt: Seeds.base, messages: (0..<5).map { number in
                MessageDraft(author: "a", body: "the reconciled ledger \(index)-\(number)", sentAt: Seeds.at(hours: Double(index * 5 + number)), isRead: false)
            })
        }
        let list = ThreadDraft(key: "list", title: "a mailing list", participants: ["p"], createdAt: Seeds.base, messages: (0..<200).map { number in
            MessageDraft(author: "a", body: "the ledger reconciled \(number)", sentAt: Seeds.at(hours: Double(1300 + number)), isRead: false)
        })
        _ = try await store.insertThreadsIfAbsent(older + [list])
        let looked = try await TermPlan("ledger reconciled", on: store)
        #expect(looked.looks.walked.isEmpty && looked.looks.listed.isEmpty && looked.looks.matched.keys.sorted() == ["ledger reconciled"])
        #expect(!looked.plan.contains { $0.hasPrefix("SCAN messages_fts") }, "\(looked.plan)")
        let filter = ThreadFilter(searchTerms: ["ledger reconciled"])
        #expect(try await store.threadRows(ThreadQuery(filter: filter, page: PageRequest(limit: 50))).threads.map(\.key) == ["list"])
    }

    /// The looks' lists are JSON arrays as SQLite's `json_group_array` writes them.
    @Test func aListIsTheJSONArraySQLiteWouldWrite() async throws {
        let store = try SQLiteDataStore.inMemory()
        for ids: [Int64] in [[], [7], [1, 501, 1001], [0, 9, 10, 99, 100, 1_234_567_890_123, Int64.max, -3, Int64.min]] {
            let values = ids.map { "(\($0))" }.joined(separator: ",")
            let sql = ids.isEmpty ? "SELECT json_group_array(1) FROM (SELECT 1 WHERE 0)" : "SELECT json_group_array(column1) FROM (VALUES \(values))"
            #expect(SQLiteDataStore.jsonArray(ids) == (try await store.read { db in try String.fetchOne(db, sql: sql) }), "\(ids)")
        }
    }

    /// `--explain` shows a long list by its first five ids and its length; a short one whole.
    @Test func explainShortensALongList() {
        let long = "[" + (1...40).map(String.init).joined(separator: ",") + "]"
        #expect(SQLiteDataStore.explained(long.databaseValue) == "'[1,2,3,4,5,…]' (40 ids)")
        #expect(SQLiteDataStore.explained("[1,501,1001]".databaseValue) == "'[1,501,1001]'")
        #expect(SQLiteDataStore.explained("it's".databaseValue) == "'it''s'")
        // A long search term in brackets is a term, shown whole.
        let bracketed = "[" + String(repeating: "draft, ", count: 15) + "]"
        #expect(SQLiteDataStore.explained(bracketed.databaseValue) == "'" + bracketed + "'")
    }
}
