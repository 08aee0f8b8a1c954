@testable import Data
import Domain
import GRDB
import Testing
import TestSupport

/// Which trigrams a long term's first look, and a phrase's rest, ask the index for
/// (`SQLiteDataStore.rareBound`, `rareSpan`): the ones the newest messages hold least. On
/// `PhraseRestLookTests.inbox()` every message holds `dohuz jasper onion nip dohuz`, so `jas`,
/// `oni`, `nip` and `uz ` are in all of them, and `tafup` and `jasonip` are in 50 of 1,250.
@Suite("Rare trigrams")
struct RareTrigramLookTests {
    /// The rest's two rarest trigrams are `aso` and `son`, so it is asked by `ason` (the same 50
    /// messages), and the page holds the phrase's 25 threads. A rest the phrase starts with
    /// (`jasonip` of `jasonip dohuz`) may end a longer word of the text, so the words index does
    /// not list it alone (`wordListing`); its trigrams stand for it in the titles. The words in
    /// order list the 25 messages holding the phrase (`orderedListing`: `jasonip` as the words it
    /// ends).
    @Test func aRestIsListedByItsRarestPart() async throws {
        let store = try SQLiteDataStore.inMemory()
        _ = try await store.insertThreadsIfAbsent(PhraseRestLookTests.inbox())
        let term = "jasonip dohuz"
        let (span, looks) = try await store.read { db in
            let messages = try Int64.fetchOne(db, sql: "SELECT max(id) FROM messages") ?? 0
            return (try SQLiteDataStore.rareSpan("jasonip", messages: messages, db), try SQLiteDataStore.widespreadTerms([term], db))
        }
        #expect(span == "ason")
        #expect(looks.rests[term] == "\"ason\"")
        let listed = try #require(looks.listed[term])
        // Listed by its words in order (`orderedListing`): the 25 messages holding the phrase, of the rest's 50.
        #expect(try await store.read { db in try Int64.fetchAll(db, sql: "SELECT value FROM json_each(?)", arguments: [listed]) }.count == 25)
        let spread = try await store.read { db in try SQLiteDataStore.widespread(ThreadFilter(searchTerms: [term]), db) }
        let expected = stride(from: 245, through: 5, by: -10).map { "k\($0)" }
        #expect(try await PhraseRestLookTests.keys(term, store, spread) == expected)
        #expect(try await PhraseRestLookTests.keys(term, store, QueryExpressionSQL.Widespread()) == expected)
    }

    /// A rest the words index lists (`jasonip` of `dohuz jasonip`, after a space) is not counted
    /// by its trigrams: the rest itself stands for the titles.
    @Test func aRestTheWordsListHasNoSpan() async throws {
        let store = try SQLiteDataStore.inMemory()
        _ = try await store.insertThreadsIfAbsent(PhraseRestLookTests.inbox())
        let (looks, asked) = try await store.read { db in
            var asked: [String] = []
            db.trace(options: .statement) { asked.append($0.expandedDescription) }
            defer { db.trace(options: .statement, nil) }
            return (try SQLiteDataStore.widespreadTerms(["dohuz jasonip"], db), asked)
        }
        #expect(looks.rests["dohuz jasonip"] == "\"jasonip\"" && looks.listed["dohuz jasonip"] != nil, "\(looks)")
        #expect(!asked.contains { $0.contains("'\"aso\"'") }, "\(asked)")
    }

    /// A long term's bound keeps its trigrams that fewer than a tenth of the newest messages
    /// hold: of `taf`, `up `, `jas`, `oni`, `nip`, the first two. Its 50 messages are listed and
    /// read for the term; the page holds the 25 threads whose first message says it.
    @Test func aLongTermIsListedByItsRareTrigrams() async throws {
        let store = try SQLiteDataStore.inMemory()
        _ = try await store.insertThreadsIfAbsent(PhraseRestLookTests.inbox())
        let term = "tafup jasonip"
        let (bound, looks) = try await store.read { db in
            let messages = try Int64.fetchOne(db, sql: "SELECT max(id) FROM messages") ?? 0
            return (try SQLiteDataStore.rareBound(term, messages: messages, db), try SQLiteDataStore.widespreadTerms([term], db))
        }
        #expect(bound == "\"taf\" AND \"up \"")
        let listed = try #require(looks.listed[term])
        let (ids, holding) = try await store.read { db in
            (try Int64.fetchAll(db, sql: "SELECT value FROM json_each(?)", arguments: [listed]),
             try Int64.fetchAll(db, sql: "SELECT id FROM messages WHERE instr(body, 'tafup ') > 0 ORDER BY id"))
        }
        #expect(ids.count == 50 && ids == holding)
        let spread = try await store.read { db in try SQLiteDataStore.widespread(ThreadFilter(searchTerms: [term]), db) }
        let expected = stride(from: 245, through: 5, by: -10).map { "k\($0)" }
        #expect(try await PhraseRestLookTests.keys(term, store, spread) == expected)
        #expect(try await PhraseRestLookTests.keys(term, store, QueryExpressionSQL.Widespread()) == expected)
    }

    /// Each trigram is counted from the newest message back to the window's floor. Counted
    /// upward, FTS5 steps through a list that has no index of its pages from its start to the
    /// floor: `tes`, in 4,221 of 100,000 messages and 12 of the newest 300, cost the index 1.1M
    /// instructions upward and 0.3M downward.
    @Test func eachTrigramIsCountedNewestFirst() async throws {
        let store = try SQLiteDataStore.inMemory()
        _ = try await store.insertThreadsIfAbsent(PhraseRestLookTests.inbox())
        let (bound, asked) = try await store.read { db in
            var asked: [String] = []
            let messages = try Int64.fetchOne(db, sql: "SELECT max(id) FROM messages") ?? 0
            db.trace(options: .statement) { asked.append($0.description) }
            defer { db.trace(options: .statement, nil) }
            return (try SQLiteDataStore.rareBound("tafup jasonip", messages: messages, db), asked)
        }
        #expect(bound == "\"taf\" AND \"up \"")
        let counts = asked.filter { $0.contains("AND rowid > ?") }
        #expect(counts.count == 5 && counts.allSatisfy { $0.contains("ORDER BY rowid DESC LIMIT ?") }, "\(asked)")
    }

    /// A phrase every one of whose bound's trigrams a tenth of the newest messages hold
    /// (`"dohuz jasonip"`: `doh`, `uz `, `jas`, `oni`, `nip` in all) is asked by its rest first:
    /// the bound, which would list more than the floor, is never listed. `tafup jasonip`'s is.
    @Test func aBoundOfCommonTrigramsLeavesThePhraseToItsRest() async throws {
        let store = try SQLiteDataStore.inMemory()
        _ = try await store.insertThreadsIfAbsent(PhraseRestLookTests.inbox())
        let (common, rare, looks, asked) = try await store.read { db in
            let messages = try Int64.fetchOne(db, sql: "SELECT max(id) FROM messages") ?? 0
            var asked: [String] = []
            db.trace(options: .statement) { asked.append($0.expandedDescription) }
            defer { db.trace(options: .statement, nil) }
            return (try SQLiteDataStore.rankedBound("dohuz jasonip", messages: messages, db)?.common,
                    try SQLiteDataStore.rankedBound("tafup jasonip", messages: messages, db)?.common,
                    try SQLiteDataStore.widespreadTerms(["dohuz jasonip"], db), asked)
        }
        #expect(common == true && rare == false)
        #expect(looks.rests["dohuz jasonip"] != nil && looks.listed["dohuz jasonip"] != nil, "\(looks)")
        let bound = try #require(QueryExpressionSQL.trigramBound("dohuz jasonip"))
        #expect(!asked.contains { $0.contains(bound) && $0.contains("LIMIT 1000") }, "\(asked)")
        let expected = stride(from: 240, through: 0, by: -10).map { "k\($0)" }
        let spread = try await store.read { db in try SQLiteDataStore.widespread(ThreadFilter(searchTerms: ["dohuz jasonip"]), db) }
        #expect(try await PhraseRestLookTests.keys("dohuz jasonip", store, spread) == expected)
    }

    /// Too few messages to judge (under 300), or a bound all of whose trigrams are common: the
    /// index is asked as before.
    @Test func aSmallInboxOrCommonTrigramsKeepTheWholeBound() async throws {
        let store = try SQLiteDataStore.inMemory()
        _ = try await store.insertThreadsIfAbsent(Array(PhraseRestLookTests.inbox().prefix(50)))
        let small = try await store.read { db in try SQLiteDataStore.rareBound("tafup jasonip", messages: 250, db) }
        #expect(small == nil)
        let full = try SQLiteDataStore.inMemory()
        _ = try await full.insertThreadsIfAbsent(PhraseRestLookTests.inbox())
        let common = try await full.read { db in try SQLiteDataStore.rareBound("jasper onion nip", messages: 1250, db) }
        #expect(common == nil)
    }
}
