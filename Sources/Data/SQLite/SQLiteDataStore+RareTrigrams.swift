import GRDB

// Which trigrams of a long term, or of a phrase's rest, the index is asked for: the ones the
// newest messages hold least. A query costs the index the lists of all its trigrams, stepped
// through entry by entry between two matches, so one trigram in three quarters of the messages
// costs most of it, whatever the others match (`SQLiteDataStore.widespreadTerms`).
extension SQLiteDataStore {
    /// How many of the newest messages the trigrams are counted among; an inbox with fewer is
    /// not judged.
    static let trigramWindow: Int64 = 300

    /// How many of the `newest` messages `match` is in, counted by SQLite as far as `limit`,
    /// none stepped here. `newestFirst` counts from the newest message back: upward, FTS5 steps
    /// from the start of a list with no index of its pages to the floor (a single trigram at
    /// 100,000 messages), where downward it costs more on a phrase's long lists at 1M.
    static func recentCount(_ match: String, in index: String, among newest: Int64, upTo limit: Int, messages: Int64,
                            newestFirst: Bool = false, _ db: Database) throws -> Int {
        let order = newestFirst ? " ORDER BY rowid DESC" : ""
        let recent = try db.cachedStatement(sql: """
            SELECT count(*) FROM (SELECT 1 FROM messages_\(index) WHERE messages_\(index) MATCH ? AND rowid > ?\(order) LIMIT ?)
            """)
        return try Int.fetchOne(recent, arguments: [match, messages - newest, limit]) ?? 0
    }

    /// The indices of `grams` (FTS5 phrases of one trigram each) with how many of the newest
    /// `trigramWindow` messages hold each, the rarest first; ties in order. Counted as far as a
    /// quarter of them, not a tenth: in long mail a tenth hold nearly every trigram (`jas` a
    /// fifth, `nip` three quarters), and past a quarter counting costs more than it tells.
    private static func byRarity(_ grams: [String], messages: Int64, _ db: Database) throws -> [(index: Int, count: Int)] {
        try grams.indices.map { ($0, try recentCount(grams[$0], in: "fts", among: trigramWindow, upTo: Int(trigramWindow / 4), messages: messages,
                                               newestFirst: true, db)) }
            .sorted { ($0.1, $0.0) < ($1.1, $1.0) }
    }

    /// `term`'s `trigramBound` asking only for its trigrams that fewer than a tenth of the newest
    /// messages hold, when two or more are left and one goes; nil otherwise, or when the inbox is
    /// too small to judge. Every text holding the term still matches it: a bound with fewer parts
    /// is wider. `"tessaly morrowind"` on 100,000 long messages: `"y m" AND "orr" AND "ind"`
    /// matches the same 983 messages as all six trigrams, in 0.2 ms instead of 1.4 (`owi` is in
    /// 70% of them). Keeping only the two rarest picked `ssa` and `aly` of one word for
    /// `"morrowind tessaly"`: 1,993 candidates.
    static func rareBound(_ term: String, messages: Int64, _ db: Database) throws -> String? {
        try rankedBound(term, messages: messages, db)?.rare
    }

    /// `term`'s bound trigrams counted among the newest messages (`byRarity`), when there are
    /// three or more and the inbox is large enough to judge.
    static func rankedBound(_ term: String, messages: Int64, _ db: Database) throws -> RankedBound? {
        guard messages >= trigramWindow, let grams = QueryExpressionSQL.boundTrigrams(term), grams.count > 2 else { return nil }
        return RankedBound(grams: grams, ranked: try byRarity(grams, messages: messages, db))
    }

    /// A long term's bound trigrams with how many of the newest `trigramWindow` messages hold each.
    struct RankedBound {
        let grams: [String]
        let ranked: [(index: Int, count: Int)]

        /// The bound of only the trigrams fewer than a tenth of the newest messages hold, when two
        /// or more are left and one goes (`rareBound`).
        var rare: String? {
            let kept = ranked.filter { $0.count < Int(trigramWindow / 10) }
            guard kept.count >= 2, kept.count < grams.count else { return nil }
            return kept.map(\.index).sorted().map { grams[$0] }.joined(separator: " AND ")
        }

        /// Whether a tenth of the newest messages hold every trigram: the bound then matches more
        /// than a floor's worth of messages, as for a phrase of two common words.
        var common: Bool { ranked.allSatisfy { $0.count >= Int(trigramWindow / 10) } }
    }

    /// The part of `rest` (text the index serves) from the first to the last of its two rarest
    /// trigrams, when that is shorter: every text holding `rest` holds it, and the index walks
    /// fewer lists for it. `"jasonip"` on 100,000 long messages: `"jason"` matches the same
    /// 1,084 messages in 2.3 ms instead of 9.1 (`oni` and `nip` are each in three quarters).
    static func rareSpan(_ rest: String, messages: Int64, _ db: Database) throws -> String? {
        let scalars = Array(rest.unicodeScalars), length = QueryExpressionSQL.trigramLength
        // Three trigrams or fewer: a span of two of them would spare one at most.
        guard messages >= trigramWindow, scalars.count >= length + 3, !scalars.contains("\u{0}") else { return nil }
        let grams = (0...(scalars.count - length)).map { String(String.UnicodeScalarView(scalars[$0..<($0 + length)])) }
        let rarest = try byRarity(grams.map(QueryExpressionSQL.phrase), messages: messages, db).prefix(2).map(\.index)
        guard let first = rarest.min(), let last = rarest.max(), last + length - first < scalars.count else { return nil }
        return String(String.UnicodeScalarView(scalars[first..<(last + length)]))
    }
}
