@testable import Data
import Domain
import Foundation
import Testing
import TestSupport

/// Nothing the user types is ever spliced into SQL text: every name and search term reaches
/// SQLite as a bound argument, and hostile ones are matched literally on every store.
@Suite("SQL never holds user text")
struct QuerySQLInjectionTests {
    static let hostile = ["'; DROP TABLE threads; --", "\" OR 1=1 --", "x') OR ('1'='1", "%", "_", "NEAR(a b)", "a*", "-draft", "\u{0}", "ロゴ'"]

    @Test func theConditionTextIsTheSameWhateverTheValues() {
        // Same shape, different values: the SQL text may depend on the filter's shape only.
        // (A term holding NUL is scanned instead of using the trigram index: a shape of its own;
        // so is a term of twelve characters or more, gathered by its trigram bound: each plain
        // term here is as long as the one it stands for.)
        let hostile = Self.hostile.filter { !$0.contains("\u{0}") }
        var random = SeededRandom(seed: 31)
        for _ in 0..<300 {
            let names = (0..<random.below(3)).map { _ in hostile[random.below(hostile.count)] }
            let terms = (0..<random.below(3)).map { _ in hostile[random.below(hostile.count)] + "abc" }
            let sql = ThreadQuerySQL(filter: ThreadFilter(starredOnly: random.below(2) == 0, participants: names, searchTerms: terms))
            let plain = ThreadQuerySQL(filter: ThreadFilter(starredOnly: sql.condition.sql.contains("t.starred = 1"),
                                                            participants: names.map { _ in "n" }, searchTerms: terms.map { String(repeating: "p", count: $0.unicodeScalars.count) }))
            #expect(sql.condition.sql == plain.condition.sql)
        }
    }

    @Test(arguments: StoreKind.allCases)
    func hostileNamesAndTermsAreMatchedLiterallyAndHarmNothing(kind: StoreKind) async throws {
        let store = try kind.make()
        _ = try await store.insertThreadsIfAbsent(Self.hostile.enumerated().map { index, text in
            Seeds.thread("k\(index)", "title " + text, with: [text])
        })
        let repository = StoreThreadRepository(store: store)
        for (index, text) in Self.hostile.enumerated() {
            let byName = try await repository.listThreads(ThreadQuery(filter: ThreadFilter(participants: [text]), page: PageRequest(limit: 50)))
            #expect(byName.items.map(\.thread.key) == ["k\(index)"], "with \(text)")
            let bySearch = try await repository.listThreads(ThreadQuery(filter: ThreadFilter(searchTerms: ["title " + text]), page: PageRequest(limit: 50)))
            #expect(bySearch.items.map(\.thread.key).contains("k\(index)"), "search \(text)")
        }
        #expect(try await store.statistics().threads == Self.hostile.count)
    }
}
