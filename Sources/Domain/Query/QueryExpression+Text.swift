extension QueryExpression: CustomStringConvertible {
    /// The canonical text: the query `QueryParser.parse` reads back as this expression
    /// (normalized), written one way only — `and` as a space, `not` as `not `, the fewest
    /// parentheses, values quoted only when they must be. The empty query is the empty string.
    public var description: String {
        var text = ""
        QueryExpression.write(normalized, to: &text)
        return text
    }

    private static func write(_ expression: QueryExpression, to text: inout String) {
        switch expression {
        case .term(let term):
            text += term.text
        case .not(let inner):
            text += "not "
            writeGrouped(inner, to: &text, when: isCompound(inner))
        case .and(let parts):
            for (index, part) in parts.enumerated() {
                if index > 0 { text += " " }
                if case .or = part { writeGrouped(part, to: &text, when: true) } else { write(part, to: &text) }
            }
        case .or(let parts):
            for (index, part) in parts.enumerated() {
                if index > 0 { text += " or " }
                write(part, to: &text)
            }
        }
    }

    /// Whether `not` must put this operand in parentheses: it binds tighter than `and` and `or`.
    private static func isCompound(_ expression: QueryExpression) -> Bool {
        switch expression {
        case .term, .not: false
        case .and(let parts): parts.count >= 2
        case .or: true
        }
    }

    private static func writeGrouped(_ expression: QueryExpression, to text: inout String, when grouped: Bool) {
        if grouped { text += "(" }
        write(expression, to: &text)
        if grouped { text += ")" }
    }
}

extension QueryTerm {
    /// The term as the query language writes it: `is:starred`, `with:VALUE`, `after:DATE`, `VALUE` …
    var text: String {
        switch self {
        case .state(let state): "is:" + state.rawValue
        case .with(let name): "with:" + Self.quotedIfNeeded(name)
        case .from(let name): "from:" + Self.quotedIfNeeded(name)
        case .title(let text): "title:" + Self.quotedIfNeeded(text)
        case .tag(let pattern): "tag:" + Self.quotedIfNeeded(pattern)
        case .assignee(let name): "assignee:" + Self.quotedIfNeeded(name)
        case .readBy(let name): "read-by:" + Self.quotedIfNeeded(name)
        case .after(let date): "after:" + date.text
        case .before(let date): "before:" + date.text
        case .text(let text): Self.quotedIfNeeded(text)
        }
    }

    /// `value` bare when the lexer reads it back as one plain word: not empty, no whitespace,
    /// none of `"` `(` `)` `\` `:`, no leading `-`, not a keyword. Otherwise in quotes, with
    /// `\` and `"` escaped.
    static func quotedIfNeeded(_ value: String) -> String {
        let scalars = value.unicodeScalars
        let bare = !value.isEmpty
            && scalars.first != "-"
            && !QuerySyntax.keywords.contains(value)
            && !scalars.contains { QuerySyntax.endsBareText($0) || $0 == "\\" || $0 == ":" }
        guard !bare else { return value }
        var quoted = String.UnicodeScalarView()
        quoted.append("\"")
        for scalar in scalars {
            if scalar == "\\" || scalar == "\"" { quoted.append("\\") }
            quoted.append(scalar)
        }
        quoted.append("\"")
        return String(quoted)
    }
}
