@testable import Data
import Domain
import GRDB
import Testing
import TestSupport

/// A common word beside a rarer one that every kept thread must also hold
/// (`SQLiteDataStore.widespreadTerms`, `conjuncts`): once the rarer one's matches are listed, the
/// common word is read in those threads without a look of its own. The page holds what a reading
/// of every message finds either way.
@Suite("A common word beside a rarer one")
struct ConjunctLookTests {
    /// `PhraseRestLookTests.inbox()`: `dohuz` and `jasper` in every message, `jasonip` in the first
    /// message of every tenth thread and every tenth from the fifth (50 threads of 250).
    static func store() async throws -> SQLiteDataStore {
        let store = try SQLiteDataStore.inMemory()
        _ = try await store.insertThreadsIfAbsent(PhraseRestLookTests.inbox())
        return store
    }

    /// What the looks found for `filter`, and every statement they asked.
    static func looks(_ filter: ThreadFilter, _ store: SQLiteDataStore) async throws -> (QueryExpressionSQL.Widespread, [String]) {
        try await store.read { db in
            var asked: [String] = []
            db.trace(options: .statement) { asked.append($0.expandedDescription) }
            defer { db.trace(options: .statement, nil) }
            return (try SQLiteDataStore.widespread(filter, db), asked)
        }
    }

    /// The keys of every thread `filter` keeps, newest first, from the page `spread` shapes.
    static func keys(_ filter: ThreadFilter, _ store: SQLiteDataStore, _ spread: QueryExpressionSQL.Widespread) async throws -> [String] {
        let page = ThreadQuerySQL(filter: filter, widespread: spread).page(columns: "t.key", sort: .recent, limit: nil, offset: 0)
        return try await store.read { db in try String.fetchAll(db, sql: page.sql, arguments: page.arguments) }
    }

    /// The keys of the threads holding every term (in a title or a message), newest first.
    static func reading(_ terms: [String]) -> [String] {
        PhraseRestLookTests.inbox().filter { draft in
            terms.allSatisfy { term in TextFold.contains(draft.title, term) || draft.messages.contains { TextFold.contains($0.body, term) } }
        }.reversed().map(\.key)
    }

    /// Beside `jasonip`, listed, `dohuz` is walked for with no list of its newest matches, and
    /// nothing lists its matches: only the newest 300 messages are counted, as far as 30. Either
    /// order of the words: the longer is looked at first; of two as long, the query's first.
    @Test(arguments: [["jasonip", "dohuz"], ["dohuz", "jasonip"], ["tafup", "dohuz"]])
    func theCommonWordIsReadInTheRarerOnesThreads(terms: [String]) async throws {
        let store = try await Self.store()
        let filter = ThreadFilter(searchTerms: terms)
        let (spread, asked) = try await Self.looks(filter, store)
        #expect(spread.terms == ["dohuz"] && spread.recent["dohuz"] == nil, "\(spread)")
        #expect(spread.matched[terms.first { $0 != "dohuz" } ?? ""] != nil, "\(spread)")
        let dohuz = asked.filter { $0.contains("'\"dohuz\"'") }
        #expect(dohuz.count == 1 && dohuz.allSatisfy { $0.contains("count(*)") && $0.contains("LIMIT 30") }, "\(dohuz)")
        let expected = Self.reading(terms)
        #expect(expected.count == 50)
        #expect(try await Self.keys(filter, store, spread) == expected)
        #expect(try await Self.keys(filter, store, QueryExpressionSQL.Widespread()) == expected)
    }

    /// Not after a listed word, the common word has its own look, which walks for it with its
    /// newest matches: under an `or` (a thread holding it alone is kept), beside another common
    /// word, or first of two words as long.
    @Test func withoutAListedConjunctTheCommonWordIsLookedAt() async throws {
        let store = try await Self.store()
        let first = ThreadFilter(searchTerms: ["dohuz", "tafup"])
        let (looked, _) = try await Self.looks(first, store)
        #expect(looked.terms == ["dohuz"] && looked.recent["dohuz"] != nil && looked.matched["tafup"] != nil, "\(looked)")
        #expect(try await Self.keys(first, store, looked) == Self.reading(["dohuz", "tafup"]))
        let either = ThreadFilter(.or([.term(.text("jasonip")), .term(.text("dohuz"))]))
        let (spread, _) = try await Self.looks(either, store)
        #expect(spread.terms == ["dohuz"] && spread.recent["dohuz"] != nil, "\(spread)")
        #expect(try await Self.keys(either, store, spread).count == 250)
        let both = ThreadFilter(searchTerms: ["dohuz", "jasper"])
        let (common, _) = try await Self.looks(both, store)
        #expect(common.terms == ["dohuz", "jasper"] && common.recent.count == 2, "\(common)")
        #expect(try await Self.keys(both, store, common) == Self.reading(["dohuz", "jasper"]))
    }

    /// The terms every kept thread must hold: the query's own, not those under an `or` or a `not`.
    @Test func theConjunctsAreTheQuerysOwnTerms() {
        let query: QueryExpression = .and([.term(.text("a")), .or([.term(.text("b")), .term(.text("c"))]), .not(.term(.text("d"))),
                                           .term(.state(.starred)), .term(.text("e"))])
        #expect(SQLiteDataStore.textConjuncts(query) == ["a", "e"])
        #expect(SQLiteDataStore.textConjuncts(.term(.text("a"))) == ["a"])
        #expect(SQLiteDataStore.textConjuncts(.or([.term(.text("a")), .term(.text("b"))])).isEmpty)
    }
}
