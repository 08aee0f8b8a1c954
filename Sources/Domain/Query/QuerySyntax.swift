/// The characters the query syntax gives a meaning to, shared by the lexer and the printer so
/// that what one prints bare the other reads back as one word.
enum QuerySyntax {
    static let keywords: Set<String> = ["and", "or", "not"]

    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isWhitespace
    }

    /// What ends a bare word or value: whitespace, `(`, `)` or `"`.
    static func endsBareText(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "(" || scalar == ")" || scalar == "\"" || isWhitespace(scalar)
    }
}
