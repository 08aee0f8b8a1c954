/// Reads the query language (docs/queries.md) into a normalized `QueryExpression`.
///
/// Precedence, tightest first: `not` (or `-`), then `and` (or terms side by side), then `or`;
/// parentheses group. Every input gives an expression or a `QueryError`, the first problem met
/// reading left to right.
public enum QueryParser {
    public static func parse(_ text: String) throws(QueryError) -> QueryExpression {
        var parser = Parser(lexer: QueryLexer(text))
        let expression = try parser.disjunction(after: .start)
        let next = try parser.peek()
        if next.kind == .close { throw parser.lexer.error("unexpected ')'", at: next.offset) }
        return expression.normalized
    }
}

/// What came just before an operand: what to say when there is none.
private enum Preceding {
    /// The start of the query (or a term that was juxtaposed).
    case start
    /// `(` at this offset.
    case open(Int)
    /// `and`, `or`, `not` or `-` at this offset.
    case keyword(String, Int)
}

/// A recursive-descent parser with one token of lookahead.
private struct Parser {
    var lexer: QueryLexer
    private var lookahead: QueryToken?
    /// How many parentheses and negations enclose the current operand.
    private var nesting = 0
    /// How many terms have been read.
    private var terms = 0

    init(lexer: QueryLexer) { self.lexer = lexer }

    mutating func peek() throws(QueryError) -> QueryToken {
        if let lookahead { return lookahead }
        let token = try lexer.next()
        lookahead = token
        return token
    }

    private mutating func advance() { lookahead = nil }

    /// `a or b or …`
    mutating func disjunction(after preceding: Preceding) throws(QueryError) -> QueryExpression {
        var parts = [try conjunction(after: preceding)]
        while true {
            let token = try peek()
            guard token.kind == .or else { break }
            advance()
            parts.append(try conjunction(after: .keyword("or", token.offset)))
        }
        return parts.count == 1 ? parts[0] : .or(parts)
    }

    /// `a and b c …`: an explicit `and`, or the next operand starting right away.
    private mutating func conjunction(after preceding: Preceding) throws(QueryError) -> QueryExpression {
        var parts = [try negation(after: preceding)]
        while true {
            let token = try peek()
            switch token.kind {
            case .and:
                advance()
                parts.append(try negation(after: .keyword("and", token.offset)))
            case .word, .phrase, .term, .open, .not, .dash:
                parts.append(try negation(after: .start))
            case .or, .close, .end:
                return parts.count == 1 ? parts[0] : .and(parts)
            }
        }
    }

    /// `not …` and `-…`, read in a loop so a long chain costs no stack.
    private mutating func negation(after preceding: Preceding) throws(QueryError) -> QueryExpression {
        var context = preceding
        var count = 0
        while true {
            let token = try peek()
            let keyword: String
            switch token.kind {
            case .not: keyword = "not"
            case .dash(let attached):
                guard attached else { throw lexer.error("nothing after '-'", at: token.offset) }
                keyword = "-"
            default:
                var expression = try operand(after: context)
                nesting -= count
                for _ in 0..<count { expression = .not(expression) }
                return expression
            }
            advance()
            try deepen(at: token.offset)
            count += 1
            context = .keyword(keyword, token.offset)
        }
    }

    /// A term or a parenthesised group.
    private mutating func operand(after preceding: Preceding) throws(QueryError) -> QueryExpression {
        let token = try peek()
        switch token.kind {
        case .word(let word), .phrase(let word):
            advance()
            try count(at: token.offset)
            return .term(.text(word))
        case .term(let name, let value, let typed):
            advance()
            try count(at: token.offset)
            switch QueryTerm.reading(name: name, value: value, typed: typed) {
            case .success(let term): return .term(term)
            case .failure(let failure): throw lexer.error(failure.problem, at: token.offset)
            }
        case .open:
            advance()
            try deepen(at: token.offset)
            let inner = try disjunction(after: .open(token.offset))
            // The group's operands stop only at `)` or the end.
            guard try peek().kind == .close else { throw lexer.error("missing ')'", at: token.offset) }
            advance()
            nesting -= 1
            return inner
        case .not, .dash:
            return try negation(after: preceding)
        case .close, .end, .or, .and:
            // Nothing at all: the empty (or blank) query.
            if case .start = preceding, token.kind == .end { return .everything }
            throw missingOperand(token, after: preceding)
        }
    }

    /// The error for `token` (`)`, `or`, `and` or the end) standing where an operand should be.
    private func missingOperand(_ token: QueryToken, after preceding: Preceding) -> QueryError {
        switch (preceding, token.kind) {
        case (.keyword(let keyword, let offset), _):
            return lexer.error("nothing after '\(keyword)'", at: offset)
        case (_, .or):
            return lexer.error("nothing before 'or'", at: token.offset)
        case (_, .and):
            return lexer.error("nothing before 'and'", at: token.offset)
        case (.open(let offset), .close):
            return lexer.error("empty parentheses", at: offset)
        case (.open(let offset), _):
            return lexer.error("missing ')'", at: offset)
        case (.start, _):
            // Only `)` gets here: the end right at the start is the empty query (`operand`).
            return lexer.error("unexpected ')'", at: token.offset)
        }
    }

    private mutating func deepen(at offset: Int) throws(QueryError) {
        nesting += 1
        if nesting > QueryLimits.nesting { throw lexer.error("too deeply nested", at: offset) }
    }

    /// Counts the term at `offset`, refusing the first past the limit.
    private mutating func count(at offset: Int) throws(QueryError) {
        terms += 1
        if terms > QueryLimits.terms { throw lexer.error("too many terms", at: offset) }
    }
}
