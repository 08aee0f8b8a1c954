import Domain
import Foundation
import Testing
import TestSupport

@Suite("Query round trips and garbage")
struct QueryPropertyTests {
    static let names = ["Dana Whitfield", "Aiko", "佐藤 花子", "O'Neil", "Ngozi Adeyemi-Okafor", "x"]
    static let words = ["invoice", "会議室", "or", "AND", "re:invoice", "say \"hi\"", "C:\\temp", "-draft", "(draft)", "a b", "Zoë"]
    static let tags = ["work", "Client/Acme", "client/*", "日本語", "a.b_c-d"]
    static let dates: [QueryDate] = [
        .today, .yesterday, .daysAgo(7), .weeksAgo(2), .monthsAgo(3), .daysAgo(0), .monthsAgo(100_000),
        .instant(Date(timeIntervalSince1970: 1_772_323_200)),      // 2026-03-01, midnight
        .instant(Date(timeIntervalSince1970: 1_772_355_900)),      // 09:05
        .instant(Date(timeIntervalSince1970: 1_772_355_900.007)),  // with milliseconds
        .instant(Date(timeIntervalSince1970: -86_400)),            // 1969-12-31
    ]

    @Test(arguments: [1, 2, 3] as [UInt64])
    func printingThenParsingGivesTheNormalizedExpression(seed: UInt64) throws {
        var queries = RandomQueries(seed: seed, names: Self.names, words: Self.words, dates: Self.dates, tags: Self.tags)
        for index in 0..<1000 {
            let expression = queries.expression(depth: index % 6)
            let text = expression.description
            let parsed = try QueryParser.parse(text)
            #expect(parsed == expression.normalized, "\(text)")
            // The canonical text is a fixed point of print ∘ parse.
            #expect(parsed.description == text)
        }
    }

    @Test func theGeneratorIsSeededNormalizedAndUsesEveryKind() {
        var first = RandomQueries(seed: 7, names: Self.names, words: Self.words, dates: Self.dates, tags: Self.tags)
        var second = RandomQueries(seed: 7, names: Self.names, words: Self.words, dates: Self.dates, tags: Self.tags)
        var kinds = Set<String>()
        var nested = false
        for _ in 0..<500 {
            let expression = first.expression(depth: 4)
            #expect(expression == second.expression(depth: 4))
            #expect(expression == expression.normalized)
            #expect(!expression.isEverything)
            for term in expression.terms { kinds.insert(Self.kind(of: term)) }
            if case .and(let parts) = expression, parts.contains(where: { if case .or = $0 { true } else { false } }) { nested = true }
        }
        #expect(kinds == ["is", "with", "from", "after", "before", "title", "text", "tag", "assignee", "read-by"])
        #expect(nested)
        var other = RandomQueries(seed: 8, names: Self.names, words: Self.words, dates: Self.dates, tags: Self.tags)
        #expect((0..<20).map { _ in other.expression(depth: 3) } != (0..<20).map { _ in first.expression(depth: 3) })
    }

    static func kind(of term: QueryTerm) -> String {
        switch term {
        case .state: "is"
        case .with: "with"
        case .from: "from"
        case .after: "after"
        case .before: "before"
        case .title: "title"
        case .text: "text"
        case .tag: "tag"
        case .assignee: "assignee"
        case .readBy: "read-by"
        }
    }

    /// The query syntax's own characters, weighted heavily, and some that are hard on it.
    static let alphabet: [String] = [
        "(", ")", "(", ")", "\"", "\"", "\\", "-", "-", ":", " ", " ", " ", "\t", "\n",
        "a", "b", "x", "or", "and", "not", "OR", "is:", "with:", "from:", "title:", "after:", "before:",
        "starred", "read", "today", "-7d", "2026-03-01", "会", "議", "🇯🇵", "\u{301}", "\u{0}", "\u{7}",
        "\u{200B}", "\u{3000}", "\r\n", "e", "é", "\u{FEFF}", "\u{1F468}\u{200D}\u{1F469}",
    ]

    @Test(arguments: [11, 12, 13, 14] as [UInt64])
    func garbageNeverCrashesAndErrorsPointInsideTheQuery(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        var parsed = 0, failed = 0
        for _ in 0..<2500 {
            let query = (0..<random.below(24)).map { _ in Self.alphabet[random.below(Self.alphabet.count)] }.joined()
            do throws(QueryError) {
                let expression = try QueryParser.parse(query)
                parsed += 1
                // Whatever parses prints as text that parses back to it.
                #expect(Result { () throws(QueryError) in try QueryParser.parse(expression.description) } == .success(expression), "\(query)")
            } catch {
                failed += 1
                #expect(error.query == query)
                #expect((1...(query.count + 1)).contains(error.column), "\(query): \(error)")
            }
        }
        // Both outcomes happen, so the checks above checked something.
        #expect(parsed > 100)
        #expect(failed > 100)
    }

    @Test(arguments: [21, 22] as [UInt64])
    func arbitraryScalarsNeverCrash(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        for _ in 0..<2000 {
            var scalars = String.UnicodeScalarView()
            for _ in 0..<random.below(16) {
                let value = random.below(3) == 0 ? UInt32(random.below(128)) : UInt32(random.below(0x3_0000))
                scalars.append(Unicode.Scalar(value) ?? "?")
            }
            let query = String(scalars)
            do throws(QueryError) {
                _ = try QueryParser.parse(query)
            } catch {
                #expect((1...(query.count + 1)).contains(error.column), "\(query.unicodeScalars.map(\.value)): \(error)")
            }
        }
    }
}
