/// One piece of a query as the lexer reads it, with where it starts.
struct QueryToken: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case open, close, and, or, not
        /// `-` at the start of a token; `attached` when something other than whitespace or the
        /// end follows it directly (`- a` negates nothing).
        case dash(attached: Bool)
        /// A bare search word (never `and`, `or` or `not`).
        case word(String)
        /// A quoted search phrase, unescaped, never empty.
        case phrase(String)
        /// `name:value`; `typed` is the token exactly as written, for error messages.
        case term(name: String, value: String, typed: String)
        case end
    }

    var kind: Kind
    /// Where it starts, in Unicode scalars from 0 (QueryLexer turns it into a column).
    var offset: Int
}
