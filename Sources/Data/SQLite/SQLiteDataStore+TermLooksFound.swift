// What a page's looks at its search terms found (`SQLiteDataStore.widespreadTerms`).
extension SQLiteDataStore {
    /// What `widespreadTerms` found: the terms a page walks for with their newest matches; for
    /// each term it gathers whose bound's (or rest's) every match was read, those messages' ids
    /// (a JSON array), which the page reads for the term; or for a term whose own every match
    /// was, theirs, which it maps to their threads. A phrase listed by its rest has the rest too
    /// (an FTS5 phrase), by which the page asks the titles.
    struct TermLooks: Equatable {
        var walked: Set<String> = []
        var recent: [String: QueryExpressionSQL.RecentMatches] = [:]
        var listed: [String: String] = [:]
        var matched: [String: String] = [:]
        var rests: [String: String] = [:]
    }
}
