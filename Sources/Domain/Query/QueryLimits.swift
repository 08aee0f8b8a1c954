/// How large a query may be (docs/queries.md). A query past either limit is refused with its
/// column, like any other bad query, before any store sees it, so that no query reaches a limit
/// of a store's engine and fails there in the engine's words.
///
/// SQLite's are the tighter. It refuses an expression more than 1000 levels deep, which a long
/// `or` would be as written (the SQLite store writes long chains in blocks: `ConditionChain`);
/// and it parses a statement on a stack of 100 entries (Debian 12's library), of which a group
/// written last in an `and` that is last in an `or` (`a b or c d (…)`) takes five, and a page's
/// statement around the query about half. Nine such groups one inside another were the most a
/// page could take; the contract suite runs queries at both limits on every store.
public enum QueryLimits {
    /// The most parentheses and negations one inside another.
    public static let nesting = 8

    /// The most terms (words, phrases, `name:value`s), however they are joined.
    public static let terms = 1000
}
