/// Splits a query into tokens one at a time, so the parser meets errors in reading order.
///
/// It reads Unicode scalars rather than `Character`s: a combining mark after `:` or `"` would
/// otherwise fuse with it into one `Character` and hide the syntax. Columns are still counted
/// in `Character`s, as the user sees them.
struct QueryLexer {
    let query: String
    private let scalars: [Unicode.Scalar]
    /// The column (from 1) of the `Character` holding each scalar, and one past the last.
    private let columns: [Int]
    private var index = 0

    init(_ query: String) {
        self.query = query
        var scalars: [Unicode.Scalar] = []
        var columns: [Int] = []
        var column = 1
        for character in query {
            for scalar in character.unicodeScalars {
                scalars.append(scalar)
                columns.append(column)
            }
            column += 1
        }
        columns.append(column)
        self.scalars = scalars
        self.columns = columns
    }

    /// The column of the scalar at `offset`.
    func column(at offset: Int) -> Int {
        columns[min(max(offset, 0), columns.count - 1)]
    }

    func error(_ problem: String, at offset: Int) -> QueryError {
        QueryError(problem: problem, column: column(at: offset), query: query)
    }

    mutating func next() throws(QueryError) -> QueryToken {
        while index < scalars.count, QuerySyntax.isWhitespace(scalars[index]) { index += 1 }
        let start = index
        guard index < scalars.count else { return QueryToken(kind: .end, offset: start) }
        switch scalars[index] {
        case "(":
            index += 1
            return QueryToken(kind: .open, offset: start)
        case ")":
            index += 1
            return QueryToken(kind: .close, offset: start)
        case "-":
            index += 1
            let attached = index < scalars.count && !QuerySyntax.isWhitespace(scalars[index])
            return QueryToken(kind: .dash(attached: attached), offset: start)
        case "\"":
            let phrase = try quoted()
            guard !phrase.isEmpty else { throw error("empty phrase", at: start) }
            return QueryToken(kind: .phrase(phrase), offset: start)
        default:
            return try bare(from: start)
        }
    }

    /// A bare word, a keyword, or `name:value`: the name runs up to the first colon.
    private mutating func bare(from start: Int) throws(QueryError) -> QueryToken {
        while index < scalars.count, !QuerySyntax.endsBareText(scalars[index]), scalars[index] != ":" {
            index += 1
        }
        let name = text(start..<index)
        guard index < scalars.count, scalars[index] == ":" else {
            switch name {
            case "and": return QueryToken(kind: .and, offset: start)
            case "or": return QueryToken(kind: .or, offset: start)
            case "not": return QueryToken(kind: .not, offset: start)
            default: return QueryToken(kind: .word(name), offset: start)
            }
        }
        index += 1
        let value: String
        if index < scalars.count, scalars[index] == "\"" {
            value = try quoted()
        } else {
            let valueStart = index
            while index < scalars.count, !QuerySyntax.endsBareText(scalars[index]) { index += 1 }
            value = text(valueStart..<index)
        }
        return QueryToken(kind: .term(name: name, value: value, typed: text(start..<index)), offset: start)
    }

    /// The string in quotes starting at `index`, unescaped: `\"` is a quote and `\\` a
    /// backslash; any other backslash is kept as it is.
    private mutating func quoted() throws(QueryError) -> String {
        let opening = index
        index += 1
        var value = String.UnicodeScalarView()
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\"" {
                index += 1
                return String(value)
            }
            if scalar == "\\", index + 1 < scalars.count, scalars[index + 1] == "\"" || scalars[index + 1] == "\\" {
                value.append(scalars[index + 1])
                index += 2
            } else {
                value.append(scalar)
                index += 1
            }
        }
        throw error("unclosed quote", at: opening)
    }

    /// One scalar at a time: appending the slice whole takes the generic `append(contentsOf:)`,
    /// whose first use searches the binary's protocol conformances (210,000 instructions).
    private func text(_ range: Range<Int>) -> String {
        var view = String.UnicodeScalarView()
        for index in range { view.append(scalars[index]) }
        return String(view)
    }
}
