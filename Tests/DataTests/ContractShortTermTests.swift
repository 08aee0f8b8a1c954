import Data
import Domain
import Foundation
import Testing
import TestSupport

/// Search terms of one and two characters, identical on every store. They take their own path
/// on PostgreSQL (the grams indexes of schema/postgres/008, where pg_trgm cannot serve them), which
/// must mean what ILIKE means: a case-insensitive substring, `%`, `_` and `\` literal, in any script.
///
///     id  title          body
///     1   会議の件        請求書を送ります
///     2   Zq report      nothing here
///     3   plain          see zQ here
///     4   Rates          rate 50% now
///     5   under_score    a path\to
///     6   x              .
@Suite("DataStore contract: search terms of one and two characters")
struct ContractShortTermTests {
    struct Case: CustomStringConvertible, Sendable {
        let description: String
        let expression: QueryExpression
        let ids: Set<Int64>
    }

    static let inbox: [ThreadDraft] = [
        ("会議の件", "請求書を送ります"), ("Zq report", "nothing here"), ("plain", "see zQ here"),
        ("Rates", "rate 50% now"), ("under_score", "a path\\to"), ("x", "."),
    ].enumerated().map { index, thread in
        Seeds.thread("short-\(index)", thread.0, createdHours: Double(index), messages: [Seeds.message("Aiko", thread.1, hours: Double(index) + 1)])
    }

    private static func text(_ term: String, _ ids: Set<Int64>) -> Case {
        Case(description: "text \(term.debugDescription)", expression: .term(.text(term)), ids: ids)
    }

    private static func title(_ term: String, _ ids: Set<Int64>) -> Case {
        Case(description: "title \(term.debugDescription)", expression: .term(.title(term)), ids: ids)
    }

    static let cases: [Case] = [
        text("会", [1]), text("会議", [1]), text("議の", [1]), text("請求", [1]), text("求書", [1]), text("会求", []),
        text("Zq", [2, 3]), text("zQ", [2, 3]), text("ZQ", [2, 3]), text("q", [2, 3]), text("Q", [2, 3]),
        text("%", [4]), text("0%", [4]), text("%n", []), text("_", [5]), text("r_", [5]), text("_%", []),
        text("\\", [5]), text("h\\", [5]), text("\\t", [5]), text("\\%", []),
        text(".", [6]), text("x", [6]), text("zz", []), text("\u{0}", []), text(" ", [2, 3, 4, 5]),
        title("Zq", [2]), title("zq", [2]), title("q", [2]), title("会", [1]), title("請求", []), title("_", [5]), title("%", []),
        Case(description: "not text q", expression: .not(.term(.text("q"))), ids: [1, 4, 5, 6]),
        Case(description: "q or 会", expression: .or([.term(.text("q")), .term(.text("会"))]), ids: [1, 2, 3]),
        Case(description: "q and a long term", expression: .and([.term(.text("q")), .term(.text("report"))]), ids: [2]),
        Case(description: "title x or text %", expression: .or([.term(.title("x")), .term(.text("%"))]), ids: [4, 6]),
    ]

    @Test(arguments: StoreKind.allCases, cases)
    func shortTermsMatchAsSubstrings(kind: StoreKind, testCase: Case) async throws {
        let store = try kind.make()
        _ = try await store.insertThreadsIfAbsent(Self.inbox)
        let query = ThreadQuery(filter: ThreadFilter(testCase.expression), page: PageRequest(limit: 0))
        let result = try await StoreThreadRepository(store: store).listThreads(query)
        #expect(Set(result.items.map(\.thread.id.rawValue)) == testCase.ids)
        #expect(result.matchingCount == testCase.ids.count)
    }
}
