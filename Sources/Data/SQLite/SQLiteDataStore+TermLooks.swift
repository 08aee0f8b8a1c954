import Domain
import GRDB

// Which of a page's search terms it walks for, and which it reads from a list of their matches
// (`SQLiteDataStore.widespread`, `QueryExpressionSQL`). Each look is bounded.
extension SQLiteDataStore {
    /// The search terms a page finds sooner by walking its order and reading each thread it
    /// passes (see `QueryExpressionSQL`) than by gathering every match from the index first.
    ///
    /// Two looks, both bounded. At least √(50 × messages) messages must hold the term (22,000 at
    /// 10M messages: about where walking for 50 threads and gathering every match cost the
    /// same); the count stops there. Or, for a term whose first `phraseFloor` matches come fast
    /// enough to pass that cap, an eighth of it must be among the newest eighth of the messages,
    /// where a walk reads. And the newest `sample` threads must hold it often enough that a walk
    /// meets 50 soon: a term as common as that but held by a few long threads (one mailing list)
    /// would make the walk read the whole inbox. A term not walked for under the cap has its
    /// matches listed, `matched`: the page maps them to their threads.
    ///
    /// A term of twelve characters or more is counted by its cheaper
    /// `QueryExpressionSQL.trigramBound` (every text holding the term matches it), in up to three
    /// looks. The first lists the bound's matches up to `phraseFloor`: a rare term's (most long
    /// terms are phrases few messages hold) are all there, `listed`, and the page reads them
    /// instead of asking the index again (a phrase of 1% of 100,000 messages: 6.5M instructions
    /// saved). Past the floor, the bound and the term itself need only an eighth of the cap and of
    /// the floor among the newest eighth of the messages, where a walk reads, which costs the
    /// index an eighth of counting them all (a phrase of 1% of 1M messages: 46M → 15M). Else
    /// the bound must reach the cap over all messages (listed if it does not) and the term the floor:
    /// a term under it, its bound broad (a phrase of two common words), has its own matches
    /// listed, `matched`, so that the page reads none of the bound's many candidates (a phrase
    /// in 55 threads of 100,000 long messages, its bound in 12,682 messages: 119 ms a page).
    static func widespreadTerms(_ terms: [String], _ db: Database) throws -> TermLooks {
        let searched = Set(terms).compactMap { term in QueryExpressionSQL.indexed(term).map { (term, $0.index, $0.phrase) } }
        guard !searched.isEmpty else { return TermLooks() }
        let messages = try Int64.fetchOne(db.cachedStatement(sql: "SELECT coalesce(max(id), 0) FROM messages")) ?? 0
        let cap = max(phraseFloor, Int((50 * Double(messages)).squareRoot()))
        var looks = TermLooks()
        for (term, index, phrase) in searched {
            // A long term: counted by its bound, and the term itself (whose every match costs the
            // index its positions) only as far as the floor.
            if index == "fts", let bound = QueryExpressionSQL.trigramBound(term) {
                // Most are rare: the first look lists every message the bound matches.
                if let all = try listed(bound, under: phraseFloor) {
                    looks.listed[term] = all
                    continue
                }
                // Dense where a walk reads: an eighth of the cap and of the floor in the newest eighth.
                // A walk the sample refuses (the term dense there, but in a few threads: one long
                // mailing list) leaves the term to the looks below, not to reading each of the
                // bound's candidates.
                if try dense(bound, in: index, holding: cap / 8), try dense(phrase, in: index, holding: phraseFloor / 8),
                   try walk(term, matching: bound, in: index) {
                    continue
                }
                if cap > phraseFloor, let all = try listed(bound, under: cap) {
                    looks.listed[term] = all
                    continue
                }
                if let own = try listed(phrase, under: phraseFloor) {
                    looks.matched[term] = own
                    continue
                }
                try walk(term, matching: bound, in: index)
            } else {
                try look(at: term, phrase, in: index)
            }
        }
        return looks

        /// A term under twelve characters (or one for the short-term index). Its matches are
        /// listed in one pass as far as the cap: under it, the page maps them to their threads and
        /// does not ask the index for their positions a second time. At the floor, a term whose
        /// pace says it will reach the cap is asked whether it is dense where a walk reads (an
        /// eighth of the cap among the newest eighth): if so, and the sample agrees, it is walked
        /// for there (a word in 10% of 1M messages: 1,884 read, not 7,071).
        func look(at term: String, _ phrase: String, in index: String) throws {
            let statement = try db.cachedStatement(sql: "SELECT rowid FROM messages_\(index) WHERE messages_\(index) MATCH ? LIMIT ?")
            var ids: [Int64] = [], refused = false
            let rows = try Row.fetchCursor(statement, arguments: [phrase, cap])
            while try rows.next() != nil {
                let id = statement.int64(atColumn: 0)
                ids.append(id)
                // Matches are in id order, so the floor's last id says how fast they come.
                guard ids.count == phraseFloor, cap > phraseFloor,
                      Double(phraseFloor) * Double(messages) >= Double(cap) * Double(id),
                      try dense(phrase, in: index, holding: cap / 8) else { continue }
                if try walk(term, matching: phrase, in: index) { return }
                refused = true
            }
            if ids.count < cap {
                looks.matched[term] = jsonArray(ids)
            } else if !refused {
                try walk(term, matching: phrase, in: index)
            }
        }

        /// Whether `match` is in `count` of the newest eighth of the messages, where a walk
        /// reads: counted by SQLite as far as `count`, none stepped here.
        func dense(_ match: String, in index: String, holding count: Int) throws -> Bool {
            let recent = try db.cachedStatement(sql: """
                SELECT count(*) FROM (SELECT 1 FROM messages_\(index) WHERE messages_\(index) MATCH ? AND rowid > ? LIMIT ?)
                """)
            return try Int.fetchOne(recent, arguments: [match, messages - messages / 8, count]) ?? 0 >= count
        }

        /// Walks for `term` if the newest threads hold it often enough, asking its newest
        /// matches of `match` in `index` (`QueryExpressionSQL.RecentMatches`) for their messages;
        /// whether it does.
        @discardableResult
        func walk(_ term: String, matching match: String, in index: String) throws -> Bool {
            let newest = try Row.fetchOne(db.cachedStatement(sql: """
                SELECT count(*), min(rowid), json_group_array(rowid)
                FROM (SELECT rowid FROM messages_\(index) WHERE messages_\(index) MATCH ? ORDER BY rowid DESC LIMIT \(recentMatches))
                """), arguments: [match])
            guard let newest else { return false }
            let all = try newest.decode(Int.self, atIndex: 0) < recentMatches
            let recent = QueryExpressionSQL.RecentMatches(floor: all ? 0 : try newest.decode(Int64.self, atIndex: 1),
                                                          ids: try newest.decode(String.self, atIndex: 2))
            guard try sampled(term, recent) else { return false }
            looks.walked.insert(term)
            looks.recent[term] = recent
            return true
        }

        /// The ids of every message the bound or phrase `match` matches (a JSON array), if fewer
        /// than `limit`. Stepped here, not gathered by `json_group_array`, which would write each
        /// id out as text for a term that reaches the limit.
        func listed(_ match: String, under limit: Int) throws -> String? {
            let statement = try db.cachedStatement(sql: "SELECT rowid FROM messages_fts WHERE messages_fts MATCH ? LIMIT ?")
            var ids: [Int64] = []
            let rows = try Row.fetchCursor(statement, arguments: [match, limit])
            while try rows.next() != nil { ids.append(statement.int64(atColumn: 0)) }
            return ids.count < limit ? jsonArray(ids) : nil
        }

        /// Whether the newest `sample` threads hold `term` often enough.
        func sampled(_ term: String, _ recent: QueryExpressionSQL.RecentMatches) throws -> Bool {
            var arguments: [DatabaseValue] = []
            let holds = QueryExpressionSQL.readingEachThread(term, recent: recent, &arguments)
            return try Int.fetchOne(db.cachedStatement(sql: """
                SELECT count(*) FROM (SELECT id, title FROM threads ORDER BY id DESC LIMIT \(sample.threads)) t WHERE \(holds)
                """), arguments: StatementArguments(arguments)) ?? 0 >= sample.holding
        }
    }

    /// `ids` as a JSON array (`[1,501,1001]`), written byte by byte: `joined` over each id's
    /// `description` cost about 500 instructions an id, more than SQLite's `json_group_array`.
    static func jsonArray(_ ids: [Int64]) -> String {
        var bytes: [UInt8] = [UInt8(ascii: "[")]
        bytes.reserveCapacity(ids.count * 8 + 2)
        var digits = [UInt8](repeating: 0, count: 20)
        for (index, id) in ids.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            if id < 0 { bytes.append(UInt8(ascii: "-")) }
            var value = id.magnitude, count = 0
            repeat {
                digits[count] = UInt8(ascii: "0") + UInt8(value % 10)
                value /= 10
                count += 1
            } while value > 0
            bytes.append(contentsOf: digits[0..<count].reversed())
        }
        bytes.append(UInt8(ascii: "]"))
        return String(decoding: bytes, as: UTF8.self)
    }

    /// What `widespreadTerms` found: the terms a page walks for with their newest matches, and
    /// for each long term it gathers whose bound's every match was read, those messages' ids (a
    /// JSON array), or for a term whose own every match was, theirs.
    struct TermLooks: Equatable {
        var walked: Set<String> = []
        var recent: [String: QueryExpressionSQL.RecentMatches] = [:]
        var listed: [String: String] = [:]
        var matched: [String: String] = [:]
    }

    /// How many of a walked term's newest matches a page takes from its index, so that a walk
    /// reads no text from the newest messages. A word in 10% of 100,000 long messages has 300 in
    /// its newest 2,800 messages, about 600 threads: more than the sample's 300 and the 265 its
    /// table page passes. 1,000 cost a body word's page at 1M short messages more than the
    /// reading they spared (9.7 → 10.8 ms with `--all`, whose four walks each take the list).
    static let recentMatches = 300

    /// How many messages a long term itself must be in, beside its bound reaching the cap: the
    /// cap's own floor, and how many of a shorter term's matches are listed before their pace is
    /// judged. Counting a phrase's matches costs the index their positions, about 20,000
    /// instructions each: up to a cap of 7,071 at 1M messages, 140M of a 286M page.
    static let phraseFloor = 1000
}
