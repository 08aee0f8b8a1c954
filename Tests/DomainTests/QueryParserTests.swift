import Domain
import Foundation
import Testing

@Suite("Query parser")
struct QueryParserTests {
    static func term(_ term: QueryTerm) -> QueryExpression { .term(term) }
    static func text(_ word: String) -> QueryExpression { .term(.text(word)) }
    static let (a, b, c, d) = (text("a"), text("b"), text("c"), text("d"))

    static let terms: [(String, QueryTerm)] = [
        ("is:starred", .state(.starred)), ("is:unread", .state(.unread)), ("is:read", .state(.read)),
        ("is:archived", .state(.archived)), ("is:muted", .state(.muted)),
        ("with:dana", .with("dana")), ("with:\"Dana Whitfield\"", .with("Dana Whitfield")),
        ("from:AIKO", .from("AIKO")), ("from:\"佐藤 花子\"", .from("佐藤 花子")),
        ("title:invoice", .title("invoice")), ("title:\"quarterly report\"", .title("quarterly report")),
        ("invoice", .text("invoice")), ("\"a phrase\"", .text("a phrase")), ("会議室", .text("会議室")),
        ("Invoice", .text("Invoice")), ("x-y", .text("x-y")), ("with:a:b", .with("a:b")),
        ("with:\" Dana \"", .with(" Dana ")), ("title:\" \"", .title(" ")), ("\" \"", .text(" ")),
    ]

    @Test(arguments: terms)
    func readsEveryTerm(query: String, expected: QueryTerm) throws {
        #expect(try QueryParser.parse(query) == .term(expected))
    }

    static let dates: [(String, QueryDate)] = [
        ("2026-03-01", .instant(Date(timeIntervalSince1970: 1_772_323_200))),
        ("2026-03-01T09:05:00Z", .instant(Date(timeIntervalSince1970: 1_772_355_900))),
        ("2026-03-01T18:05:00+09:00", .instant(Date(timeIntervalSince1970: 1_772_355_900))),
        ("2026-03-01T09:05:00.250Z", .instant(Date(timeIntervalSince1970: 1_772_355_900.25))),
        ("\"2026-03-01 10:00\"", .instant(Date(timeIntervalSince1970: 1_772_359_200))),
        ("today", .today), ("yesterday", .yesterday), ("\"today\"", .today),
        ("-7d", .daysAgo(7)), ("-2w", .weeksAgo(2)), ("-3m", .monthsAgo(3)),
        ("-0d", .daysAgo(0)), ("-100000m", .monthsAgo(100_000)), ("-007d", .daysAgo(7)),
    ]

    @Test(arguments: dates)
    func readsEveryDateFormAfterAndBefore(text: String, expected: QueryDate) throws {
        #expect(try QueryParser.parse("after:" + text) == .term(.after(expected)))
        #expect(try QueryParser.parse("before:" + text) == .term(.before(expected)))
    }

    @Test(arguments: ["", " ", "   \t\n ", "\u{3000}"])
    func blankIsEverything(query: String) throws {
        #expect(try QueryParser.parse(query) == .everything)
    }

    @Test func precedenceIsNotThenAndThenOr() throws {
        let (a, b, c) = (Self.a, Self.b, Self.c)
        #expect(try QueryParser.parse("a b or c") == .or([.and([a, b]), c]))
        #expect(try QueryParser.parse("not a b") == .and([.not(a), b]))
        #expect(try QueryParser.parse("a or b c") == .or([a, .and([b, c])]))
        #expect(try QueryParser.parse("a and b or c and d") == .or([.and([a, b]), .and([c, Self.d])]))
        #expect(try QueryParser.parse("-(a or b)") == .not(.or([a, b])))
        #expect(try QueryParser.parse("not (a or b) c") == .and([.not(.or([a, b])), c]))
        #expect(try QueryParser.parse("-a -b") == .and([.not(a), .not(b)]))
        #expect(try QueryParser.parse("not not a") == .not(.not(a)))
        #expect(try QueryParser.parse("--a") == .not(.not(a)))
        #expect(try QueryParser.parse("-not a") == .not(.not(a)))
        #expect(try QueryParser.parse("a (b or c)") == .and([a, .or([b, c])]))
    }

    @Test func explicitAndIsJuxtaposition() throws {
        #expect(try QueryParser.parse("a and b") == QueryParser.parse("a b"))
        #expect(try QueryParser.parse("a and b c") == .and([Self.a, Self.b, Self.c]))
    }

    @Test func resultsAreNormalized() throws {
        let (a, b, c, d) = (Self.a, Self.b, Self.c, Self.d)
        #expect(try QueryParser.parse("(a b) (c d)") == .and([a, b, c, d]))
        #expect(try QueryParser.parse("a or (b or (c or d))") == .or([a, b, c, d]))
        #expect(try QueryParser.parse("((a))") == a)
        #expect(try QueryParser.parse("(((a b)))") == .and([a, b]))
    }

    @Test func dashNegatesOnlyAtATokensStart() throws {
        #expect(try QueryParser.parse("-is:starred") == .not(Self.term(.state(.starred))))
        #expect(try QueryParser.parse("-\"a b\"") == .not(Self.text("a b")))
        #expect(try QueryParser.parse("e-mail") == Self.text("e-mail"))
        #expect(try QueryParser.parse("with:-x") == Self.term(.with("-x")))
        #expect(try QueryParser.parse("after:-7d -a") == .and([Self.term(.after(.daysAgo(7))), .not(Self.a)]))
    }

    @Test func keywordsAreWordsWhenQuotedOrNotLowerCase() throws {
        #expect(try QueryParser.parse("\"or\"") == Self.text("or"))
        #expect(try QueryParser.parse("a \"or\" b") == .and([Self.a, Self.text("or"), Self.b]))
        #expect(try QueryParser.parse("OR") == Self.text("OR"))
        #expect(try QueryParser.parse("a OR b") == .and([Self.a, Self.text("OR"), Self.b]))
        #expect(try QueryParser.parse("Not a") == .and([Self.text("Not"), Self.a]))
        #expect(try QueryParser.parse("AND") == Self.text("AND"))
        #expect(try QueryParser.parse("\"not\" and \"and\"") == .and([Self.text("not"), Self.text("and")]))
        #expect(try QueryParser.parse("orange notable android") == .and([Self.text("orange"), Self.text("notable"), Self.text("android")]))
        #expect(try QueryParser.parse("with:or") == Self.term(.with("or")))
    }

    @Test func quotesEscapeOnlyQuoteAndBackslash() throws {
        #expect(try QueryParser.parse(#""say \"hi\"""#) == Self.text("say \"hi\""))
        #expect(try QueryParser.parse(#""C:\\path""#) == Self.text("C:\\path"))
        #expect(try QueryParser.parse(#""a\b""#) == Self.text("a\\b"))
        #expect(try QueryParser.parse(#""a\nb""#) == Self.text("a\\nb"))
        #expect(try QueryParser.parse(#"with:"Dana \"D\" W""#) == Self.term(.with("Dana \"D\" W")))
        #expect(try QueryParser.parse(#""\\""#) == Self.text("\\"))
    }

    @Test func bareWordsEndAtParenthesesAndQuotes() throws {
        #expect(try QueryParser.parse("a(b)c") == .and([Self.a, Self.b, Self.c]))
        #expect(try QueryParser.parse("a\"b c\"d") == .and([Self.a, Self.text("b c"), Self.d]))
        #expect(try QueryParser.parse("not(a)") == .not(Self.a))
        #expect(try QueryParser.parse("title:x(y)") == .and([Self.term(.title("x")), Self.text("y")]))
        #expect(try QueryParser.parse("with:\"Dana\"x") == .and([Self.term(.with("Dana")), Self.text("x")]))
    }

    @Test func nestingUpToTheLimitIsRead() throws {
        let limit = QueryLimits.nesting
        let deep = String(repeating: "(", count: limit) + "a" + String(repeating: ")", count: limit)
        #expect(try QueryParser.parse(deep) == Self.a)
        var expected = Self.a
        for _ in 0..<limit { expected = .not(expected) }
        #expect(try QueryParser.parse(String(repeating: "not ", count: limit) + "a") == expected)
        #expect(try QueryParser.parse(String(repeating: "-", count: limit) + "a") == expected)
    }

    @Test func longFlatQueriesUpToTheLimitAreRead() throws {
        let words = (0..<QueryLimits.terms).map { "w\($0)" }
        #expect(try QueryParser.parse(words.joined(separator: " or ")) == .or(words.map(Self.text)))
        #expect(try QueryParser.parse(words.joined(separator: " ")) == .and(words.map(Self.text)))
    }
}
