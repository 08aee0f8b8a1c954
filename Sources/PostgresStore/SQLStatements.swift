/// Splits a migration file into its statements: postgres-nio sends one statement per query
/// (the extended protocol), so `schema/postgres/*.sql` is applied statement by statement.
///
/// A `;` ends a statement only outside quotes ('…', "…"), dollar-quoted bodies ($$…$$,
/// $tag$…$tag$) and comments (-- to the end of the line, /* … */); comments are dropped.
enum SQLStatements {
    static func split(_ sql: String) -> [String] {
        let text = Array(sql.unicodeScalars)
        var statements: [String] = []
        var current = String.UnicodeScalarView()
        var index = 0

        func finish() {
            let statement = String(current).trimmingWhitespace()
            if !statement.isEmpty { statements.append(statement) }
            current = String.UnicodeScalarView()
        }
        func starts(_ token: [Unicode.Scalar], at position: Int) -> Bool {
            position + token.count <= text.count && Array(text[position..<position + token.count]) == token
        }

        while index < text.count {
            let scalar = text[index]
            if scalar == "-", starts(["-", "-"], at: index) {
                while index < text.count, text[index] != "\n" { index += 1 }
            } else if scalar == "/", starts(["/", "*"], at: index) {
                index += 2
                while index < text.count, !starts(["*", "/"], at: index) { index += 1 }
                index += 2
            } else if scalar == "'" || scalar == "\"" {
                // A doubled quote inside is two quoted runs back to back: the same text.
                current.append(scalar)
                index += 1
                while index < text.count, text[index] != scalar { current.append(text[index]); index += 1 }
                if index < text.count { current.append(scalar); index += 1 }
            } else if scalar == "$", let tag = dollarTag(text, at: index) {
                current.append(contentsOf: tag)
                index += tag.count
                while index < text.count, !starts(tag, at: index) { current.append(text[index]); index += 1 }
                if index < text.count { current.append(contentsOf: tag); index += tag.count }
            } else if scalar == ";" {
                finish()
                index += 1
            } else {
                current.append(scalar)
                index += 1
            }
        }
        finish()
        return statements
    }

    /// `$$` or `$tag$` starting at `position`, else nil (a `$1` parameter is not a tag).
    private static func dollarTag(_ text: [Unicode.Scalar], at position: Int) -> [Unicode.Scalar]? {
        var end = position + 1
        while end < text.count, text[end] == "_" || text[end].properties.isAlphabetic || (end > position + 1 && text[end].properties.numericType != nil) {
            end += 1
        }
        guard end < text.count, text[end] == "$" else { return nil }
        return Array(text[position...end])
    }
}

private extension String {
    func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(scalars[first...last])
    }
}
