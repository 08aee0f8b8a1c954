@testable import Data
import Domain
import GRDB
import Testing
import TestSupport

/// How a page looks at a phrase of several words with a common one at either end
/// (`SQLiteDataStore.widespreadTerms`): the index is asked for the rest of it, whose lists are
/// short, and the page reads those messages for the phrase, unless the phrase is dense where a
/// walk reads. It holds what the gathered page holds.
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
    /// word first or last: each is asked by its rest, listed by its words in order (the 25
    /// messages holding it, of its rest's 50), and its page holds the 25 threads of the phrase
    /// (every tenth from `first`).
    @Test(arguments: [("dohuz tafup", "tafup", 0), ("Dohuz Jasonip", "jasonip", 0), ("jasonip dohuz", "jasonip", 5)])
    func aPhraseIsListedByItsRest(term: String, rest: String, first: Int) async throws {
        let store = try SQLiteDataStore.inMemory()
        _ = try await store.insertThreadsIfAbsent(Self.inbox())
        let looks = try await store.read { db in try SQLiteDataStore.widespreadTerms([term], db) }
        #expect(looks.walked.isEmpty && looks.matched.isEmpty)
        let listed = try #require(looks.listed[term])
        let (ids, holding, restHolding) = try await store.read { db in
            (try Int64.fetchAll(db, sql: "SELECT value FROM json_each(?)", arguments: [listed]),
             try Int64.fetchAll(db, sql: "SELECT id FROM messages WHERE instr(body, ?) > 0 ORDER BY id", arguments: [term.lowercased()]),
             try Int.fetchOne(db, sql: "SELECT count(*) FROM messages WHERE instr(body, ?) > 0", arguments: [rest]))
        }
        #expect(ids.count == 25 && ids == holding && restHolding == 50)
        let expected = stride(from: 240 + first, through: first, by: -10).map { "k\($0)" }
        let spread = try await store.read { db in try SQLiteDataStore.widespread(ThreadFilter(searchTerms: [term]), db) }
        #expect(try await Self.keys(term, store, QueryExpressionSQL.Widespread()) == expected)
        #expect(try await Self.keys(term, store, spread) == expected)
        // The page reads the listed messages: it does not ask the messages' index for the phrase.
        let plan = try await TermPlan(term, on: store).plan
        #expect(!plan.contains { $0.hasPrefix("SCAN messages_fts") }, "\(plan)")
        // It reads them in the list's order, each looked up, with no temporary index of the list.
        #expect(plan.contains { $0.hasPrefix("SCAN j VIRTUAL TABLE") } && !plan.contains { $0.hasPrefix("SCAN json_each") }, "\(plan)")
        #expect(plan.contains("SEARCH m USING INTEGER PRIMARY KEY (rowid=?)"), "\(plan)")
    }

    /// The titles are asked by the rest too, and read for the phrase: a title that holds the
    /// phrase is matched, one that holds only its rest is not.
    @Test func aTitleIsReadForThePhraseItsRestFinds() async throws {
        let store = try SQLiteDataStore.inMemory()
        let titled = ["Dohuz Tafup, again", "tafup without it"].enumerated().map { index, title in
            ThreadDraft(key: "t\(index)", title: title, participants: ["p"], createdAt: Seeds.base, messages: [
                MessageDraft(author: "a", body: "dohuz jasper onion nip dohuz", sentAt: Seeds.at(hours: Double(2000 + index)), isRead: false),
            ])
        }
        _ = try await store.insertThreadsIfAbsent(Self.inbox() + titled)
        let spread = try await store.read { db in try SQLiteDataStore.widespread(ThreadFilter(searchTerms: ["dohuz tafup"]), db) }
        #expect(spread.rests == ["dohuz tafup": "\"tafup\""])
        let expected = ["t0"] + stride(from: 240, through: 0, by: -10).map { "k\($0)" }
        #expect(try await Self.keys("dohuz tafup", store, QueryExpressionSQL.Widespread()) == expected)
        #expect(try await Self.keys("dohuz tafup", store, spread) == expected)
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

    /// 5,000 threads of 10 messages (50,000: the cap 1,581, a 25th 2,000), each saying "dohuz".
    /// Every 28th message says "tafup dohuz jasonip" (1,786, 223 of them in the newest eighth),
    /// and every 280th also "dohuz tafup". So both phrases' rests pass the cap: "dohuz tafup" is
    /// in 179 messages, 22 of the newest eighth, and "dohuz jasonip" in every one of the rest's.
    static let wide: [ThreadDraft] = (0..<5000).map { index in
        ThreadDraft(key: "k\(index)", title: "title \(index)", participants: ["p"], createdAt: Seeds.base, messages: (0..<10).map { number in
            let message = index * 10 + number
            let words = message % 28 > 0 ? "" : " tafup dohuz jasonip" + (message % 280 > 0 ? "" : " dohuz tafup")
            return MessageDraft(author: "a", body: "dohuz message \(index)-\(number)\(words)", sentAt: Seeds.at(hours: Double(message)),
                                isRead: false)
        })
    }

    /// A rest past the cap is listed on while the phrase is sparse among its newest matches; a
    /// phrase dense there is walked for, its rest not read (at 1M messages, reading a rest of
    /// 99,023 cost ten times the walk).
    @Test func aRestPastTheCapIsListedOnlyForASparsePhrase() async throws {
        let store = try SQLiteDataStore.inMemory()
        _ = try await store.insertThreadsIfAbsent(Self.wide)
        let looks = try await store.read { db in try SQLiteDataStore.widespreadTerms(["dohuz tafup", "dohuz jasonip"], db) }
        #expect(Array(looks.listed.keys) == ["dohuz tafup"] && looks.walked == ["dohuz jasonip"])
        // `"dohuz tafup"` is listed by its words in order: its 179 messages, not its rest's 1,786.
        let (ids, holding) = try await store.read { db in
            (try Int64.fetchAll(db, sql: "SELECT value FROM json_each(?)", arguments: [looks.listed["dohuz tafup"] ?? "[]"]),
             try Int64.fetchAll(db, sql: "SELECT id FROM messages WHERE instr(body, 'dohuz tafup') > 0 ORDER BY id"))
        }
        #expect(ids.count == 179 && ids == holding)
        for term in ["dohuz tafup", "dohuz jasonip"] {
            let spread = try await store.read { db in try SQLiteDataStore.widespread(ThreadFilter(searchTerms: [term]), db) }
            let gathered = try await Self.keys(term, store, QueryExpressionSQL.Widespread())
            let looked = try await Self.keys(term, store, spread)
            #expect(gathered.count == (term == "dohuz tafup" ? 179 : 1786) && looked == gathered)
        }
    }

    /// Whether a phrase listed past the cap is sparse is asked of the index that listed it: the
    /// words index lists `"dohuz jasonip"` by its words in order, and counts them among the newest
    /// messages for under half of what the trigram index costs for a rest (1M messages, `tafup`:
    /// 2.8M instructions against 6.3M).
    @Test func aRestPastTheCapIsSampledInTheIndexThatListedIt() async throws {
        let store = try SQLiteDataStore.inMemory()
        _ = try await store.insertThreadsIfAbsent(Self.wide)
        let asked = try await store.read { db in
            var asked: [String] = []
            db.trace(options: .statement) { asked.append($0.expandedDescription) }
            defer { db.trace(options: .statement, nil) }
            _ = try SQLiteDataStore.widespreadTerms(["dohuz jasonip"], db)
            return asked
        }
        let count = asked.filter { $0.hasPrefix("SELECT count(*) FROM (SELECT rowid AS id FROM messages_") && $0.contains("rowid > ") }
        let sample = asked.filter { $0.hasPrefix("SELECT count(*) FROM main.messages m") && $0.contains("ORDER BY id DESC LIMIT") }
        #expect(count.count == 1 && sample.count == 1, "\(asked)")
        #expect((count + sample).allSatisfy { $0.contains("messages_words MATCH '\"dohuz jasonip\"") && !$0.contains("messages_fts") },
                "\(count + sample)")
    }

    /// The titles' look of a phrase asked by its rest counts the word holding the rest first:
    /// `tafup` is in no title, so `dohuz`, common wherever it is, is never counted there.
    @Test func theTitlesLookCountsTheRestsWordFirst() async throws {
        let store = try SQLiteDataStore.inMemory()
        _ = try await store.insertThreadsIfAbsent(Self.wide)
        let (spread, asked) = try await store.read { db in
            var asked: [String] = []
            db.trace(options: .statement) { asked.append($0.expandedDescription) }
            defer { db.trace(options: .statement, nil) }
            return (try SQLiteDataStore.widespread(ThreadFilter(searchTerms: ["dohuz tafup"]), db), asked)
        }
        #expect(spread.rests["dohuz tafup"] == "\"tafup\"" && spread.titleTerms.isEmpty)
        let titles = asked.filter { $0.contains("FROM threads_fts WHERE threads_fts MATCH") }
        #expect(titles.contains { $0.contains("'\"tafup\"'") } && !titles.contains { $0.contains("'\"dohuz\"'") }, "\(titles)")
    }

    /// A count walks for nothing: both rests are listed, and each count is the gathered page's.
    @Test func aCountReadsEveryPhraseByItsRest() async throws {
        let store = try SQLiteDataStore.inMemory()
        _ = try await store.insertThreadsIfAbsent(Self.wide)
        let looks = try await store.read { db in try SQLiteDataStore.widespreadTerms(["dohuz tafup", "dohuz jasonip", "tafup"], db, counting: true) }
        #expect(looks.listed.keys.sorted() == ["dohuz jasonip", "dohuz tafup"] && looks.walked.isEmpty && looks.matched.isEmpty)
        for (term, threads) in [("dohuz tafup", 179), ("dohuz jasonip", 1786)] {
            let counted = try await store.threadCount(ThreadFilter(searchTerms: [term]), as: nil)
            #expect(counted.threads == threads && counted.unreadMessages == threads * 10)
        }
    }
}
