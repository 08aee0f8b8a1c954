@testable import Data
import Domain
import GRDB
import Testing
import TestSupport

/// How a page looks at a phrase of several words with a common one at either end
/// (`SQLiteDataStore.widespreadTerms`): the index is asked for the rest of it, whose lists are
/// short, and the page reads those messages for the phrase. It holds what the gathered page holds.
@Suite("A phrase's rest")
struct PhraseRestLookTests {
    /// 250 threads of 5 messages (1,250). Every message says "dohuz jasper onion nip dohuz", so
    /// `dohuz` is common and the long phrases' bounds (`doh`, `uz `, `jas`, `oni`, `nip`; `jas`,
    /// `oni`, `p d`, `ohu`, `huz`) are in all.
    /// The first message of every tenth thread holds both phrases; that of every tenth thread
    /// from the fifth holds their rests, `tafup` and `jasonip`, but neither phrase, and
    /// `jasonip dohuz`.
    static func inbox() -> [ThreadDraft] {
        (0..<250).map { index in
            ThreadDraft(key: "k\(index)", title: "title \(index)", participants: ["p"], createdAt: Seeds.base, messages: (0..<5).map { number in
                let words = number > 0 ? "" : [0: " dohuz tafup dohuz jasonip", 5: " tafup jasonip dohuz"][index % 10] ?? ""
                return MessageDraft(author: "a", body: "dohuz jasper onion nip dohuz \(index)-\(number)\(words)",
                                    sentAt: Seeds.at(hours: Double(index * 5 + number)), isRead: false)
            })
        }
    }

    /// The keys of every thread holding `term`, newest first, from the page `spread` shapes.
    static func keys(_ term: String, _ store: SQLiteDataStore, _ spread: QueryExpressionSQL.Widespread) async throws -> [String] {
        let page = ThreadQuerySQL(filter: ThreadFilter(searchTerms: [term]), widespread: spread)
            .page(columns: "t.key", sort: .recent, limit: nil, offset: 0)
        return try await store.read { db in try String.fetchAll(db, sql: page.sql, arguments: page.arguments) }
    }

    /// A phrase under twelve characters and long ones (their bound past the floor), the common
    /// word first or last: each is listed by its rest's 50 messages, and its page holds the 25
    /// threads of the phrase (every tenth from `first`).
    @Test(arguments: [("dohuz tafup", "tafup", 0), ("Dohuz Jasonip", "jasonip", 0), ("jasonip dohuz", "jasonip", 5)])
    func aPhraseIsListedByItsRest(term: String, rest: String, first: Int) async throws {
        let store = try SQLiteDataStore.inMemory()
        _ = try await store.insertThreadsIfAbsent(Self.inbox())
        let looks = try await store.read { db in try SQLiteDataStore.widespreadTerms([term], db) }
        #expect(looks.walked.isEmpty && looks.matched.isEmpty)
        let listed = try #require(looks.listed[term])
        let (ids, holding) = try await store.read { db in
            (try Int64.fetchAll(db, sql: "SELECT value FROM json_each(?)", arguments: [listed]),
             try Int64.fetchAll(db, sql: "SELECT id FROM messages WHERE instr(body, ?) > 0 ORDER BY id", arguments: [rest]))
        }
        #expect(ids.count == 50 && ids == holding)
        let expected = stride(from: 240 + first, through: first, by: -10).map { "k\($0)" }
        let spread = try await store.read { db in try SQLiteDataStore.widespread(ThreadFilter(searchTerms: [term]), db) }
        #expect(try await Self.keys(term, store, QueryExpressionSQL.Widespread()) == expected)
        #expect(try await Self.keys(term, store, spread) == expected)
        // The page reads the listed messages: it does not ask the messages' index for the phrase.
        let plan = try await TermPlan(term, on: store).plan
        #expect(!plan.contains { $0.hasPrefix("SCAN messages_fts") }, "\(plan)")
    }

    /// One word, or nothing left but common words: the looks as before.
    @Test func aWordOrAPhraseOfCommonWordsIsNotListed() async throws {
        let store = try SQLiteDataStore.inMemory()
        _ = try await store.insertThreadsIfAbsent(Self.inbox())
        let looks = try await store.read { db in try SQLiteDataStore.widespreadTerms(["tafup", "per onion"], db) }
        #expect(looks.listed.isEmpty)
        // In 50 messages: listed as it counted them; in every message: walked for.
        #expect(looks.matched.keys.sorted() == ["tafup"])
        #expect(looks.walked == ["per onion"])
    }
}
