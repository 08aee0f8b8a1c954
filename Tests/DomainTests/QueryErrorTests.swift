import Domain
import Testing

@Suite("Query errors")
struct QueryErrorTests {
    /// A bad query, the exact problem, and the column (in `Character`s from 1) it points at.
    struct Case: CustomTestStringConvertible, Sendable {
        let query: String, problem: String, column: Int
        init(_ query: String, _ problem: String, _ column: Int) {
            (self.query, self.problem, self.column) = (query, problem, column)
        }
        var testDescription: String { query }
    }

    static let cases: [Case] = [
        Case(")", "unexpected ')'", 1),
        Case("a b)", "unexpected ')'", 4),
        Case("(a))", "unexpected ')'", 4),
        Case("(a", "missing ')'", 1),
        Case("a (b (c)", "missing ')'", 3),
        Case("(", "missing ')'", 1),
        Case("()", "empty parentheses", 1),
        Case("a ( )", "empty parentheses", 3),
        Case("foo:bar", "unknown term 'foo:'", 1),
        Case("a re:invoice", "unknown term 're:'", 3),
        Case("IS:starred", "unknown term 'IS:'", 1),
        Case("http://example.com", "unknown term 'http:'", 1),
        Case(":x", "unknown term ':'", 1),
        Case("-foo:x", "unknown term 'foo:'", 2),
        Case("is:foo", "unknown state 'is:foo'", 1),
        Case("is:Starred", "unknown state 'is:Starred'", 1),
        Case("is:", "unknown state 'is:'", 1),
        Case("after:yesterdayy", "bad date 'after:yesterdayy'", 1),
        Case("before:-100001d", "bad date 'before:-100001d'", 1),
        Case("after:-7y", "bad date 'after:-7y'", 1),
        Case("after:-d", "bad date 'after:-d'", 1),
        Case("after:2026-02-30", "bad date 'after:2026-02-30'", 1),
        Case("after:Today", "bad date 'after:Today'", 1),
        Case("x after:\"2026-03-01 25:00\"", "bad date 'after:\"2026-03-01 25:00\"'", 3),
        Case("with:", "empty name after 'with:'", 1),
        Case("a from:\"\"", "empty name after 'from:'", 3),
        Case("with:\"  \"", "empty name after 'with:'", 1),
        Case("title:", "empty text after 'title:'", 1),
        Case("title:\"\"", "empty text after 'title:'", 1),
        Case("after:", "empty date after 'after:'", 1),
        Case("before:\"\" x", "empty date after 'before:'", 1),
        Case("with:(a)", "empty name after 'with:'", 1),
        Case("a \"bc", "unclosed quote", 3),
        Case("with:\"Dana", "unclosed quote", 6),
        Case("\"a\\\"", "unclosed quote", 1),
        Case("a \"\"", "empty phrase", 3),
        Case("a or", "nothing after 'or'", 3),
        Case("(a or)", "nothing after 'or'", 4),
        Case("a or or b", "nothing after 'or'", 3),
        Case("a or and b", "nothing after 'or'", 3),
        Case("a and", "nothing after 'and'", 3),
        Case("a and or b", "nothing after 'and'", 3),
        Case("not", "nothing after 'not'", 1),
        Case("a not )", "nothing after 'not'", 3),
        Case("not or a", "nothing after 'not'", 1),
        Case("a -", "nothing after '-'", 3),
        Case("- a", "nothing after '-'", 1),
        Case("(-)", "nothing after '-'", 2),
        Case("-or", "nothing after '-'", 1),
        Case("or a", "nothing before 'or'", 1),
        Case("(or a)", "nothing before 'or'", 2),
        Case("and", "nothing before 'and'", 1),
        Case("a (and b)", "nothing before 'and'", 4),
        // Columns count characters, not bytes or scalars: each of these is one column.
        Case("会議 )", "unexpected ')'", 4),
        Case("東京タワー is:foo", "unknown state 'is:foo'", 7),
        Case("🇯🇵 \"x", "unclosed quote", 3),
        Case("e\u{301}e\u{301} or", "nothing after 'or'", 4),
        Case("佐藤 (花子", "missing ')'", 4),
        Case("日本 after:明日", "bad date 'after:明日'", 4),
    ]

    @Test(arguments: cases)
    func reportsTheProblemAndWhere(bad: Case) {
        #expect(throws: QueryError(problem: bad.problem, column: bad.column, query: bad.query)) {
            try QueryParser.parse(bad.query)
        }
    }

    /// When a query has several problems, the first met reading left to right is the one told.
    static let firstProblems: [Case] = [
        Case(") \"x", "unexpected ')'", 1),
        Case("foo:a bar:b", "unknown term 'foo:'", 1),
        Case("a or or foo:x", "nothing after 'or'", 3),
        Case("is:x \"y", "unknown state 'is:x'", 1),
        Case("\"y is:x", "unclosed quote", 1),
        Case("(a \"b", "unclosed quote", 4),
        Case("() )", "empty parentheses", 1),
    ]

    @Test(arguments: firstProblems)
    func theFirstProblemWins(bad: Case) {
        #expect(throws: QueryError(problem: bad.problem, column: bad.column, query: bad.query)) {
            try QueryParser.parse(bad.query)
        }
    }

    @Test func nestingPastTheLimitIsAnErrorNotACrash() {
        let limit = QueryLimits.nesting
        let parentheses = String(repeating: "(", count: 100_000) + "a"
        #expect(throws: QueryError(problem: "too deeply nested", column: limit + 1, query: parentheses)) {
            try QueryParser.parse(parentheses)
        }
        let nots = String(repeating: "not ", count: 50_000) + "a"
        #expect(throws: QueryError(problem: "too deeply nested", column: 4 * limit + 1, query: nots)) {
            try QueryParser.parse(nots)
        }
        // Parentheses and negations count together.
        let mixed = String(repeating: "-(", count: limit / 2 + 1)
        #expect(throws: QueryError(problem: "too deeply nested", column: limit + 1, query: mixed)) {
            try QueryParser.parse(mixed)
        }
    }

    /// The term past the limit is the problem, at its column, however the terms are joined.
    @Test(arguments: [" or ", " ", " and "])
    func termsPastTheLimitAreAnError(joiner: String) {
        let words = (1...QueryLimits.terms + 1).map { "w\($0)" }
        let query = words.joined(separator: joiner)
        let column = words.dropLast().map { $0.count + joiner.count }.reduce(1, +)
        #expect(throws: QueryError(problem: "too many terms", column: column, query: query)) {
            try QueryParser.parse(query)
        }
        // Terms count wherever they are: in groups and negations, and as `name:value`.
        let grouped = "(a or not b) " + Array(repeating: "is:starred", count: QueryLimits.terms - 1).joined(separator: " ")
        #expect(throws: QueryError(problem: "too many terms", column: grouped.count - "is:starred".count + 1, query: grouped)) {
            try QueryParser.parse(grouped)
        }
    }

    @Test func theErrorCarriesTheWholeQuery() throws {
        let query = "  starred   is:nope trailing words"
        let error = try #require(throws: QueryError.self) { try QueryParser.parse(query) }
        #expect(error.query == query)
        #expect(error.column == 13)
    }
}
