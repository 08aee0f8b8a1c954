import Domain
import GRDB

// What a page asks of the store before it is built: which of its search terms, names and title
// texts are so common that walking the sort's order and asking each thread finds 50 sooner than
// gathering every match first (`QueryExpressionSQL`). Each look is bounded, so they cost a few
// milliseconds whatever the inbox's size.
extension SQLiteDataStore {
    /// Which of `filter`'s terms, names and title texts a page walks for; `ranged` tags are not
    /// looked at (`ThreadQuerySQL.rangedTags`).
    static func widespread(_ filter: ThreadFilter, _ db: Database, ranged: Set<String> = []) throws -> QueryExpressionSQL.Widespread {
        let terms = try widespreadTerms(filter.searchTerms, db)
        // A term few messages hold may still be in many titles: a recurring subject's word.
        let titleTerms = try widespreadTitles(filter.searchTerms.filter { !terms.walked.contains($0) }, db)
        return QueryExpressionSQL.Widespread(terms: terms.walked, names: try widespreadNames(filter.participantNames, db),
                                             titles: try widespreadTitles(filter.titleTexts, db), titleTerms: titleTerms,
                                             tags: try widespreadTags(filter.tagPatterns.filter { !ranged.contains($0) }, db),
                                             assignees: try widespreadAssignees(filter.assigneeNames, db), recent: terms.recent,
                                             listed: terms.listed, matched: terms.matched)
    }

    /// The assignees a page finds sooner by walking its order and reading each thread's column
    /// (Ben with a fifth of the threads: 0.6 ms, against 4 ms gathering them first); the same two
    /// looks as `widespreadNames`, from 018's partial index. A rare one stays a gathered list
    /// (50 threads: 17 ms where reading each row walked the inbox in 119 ms, at 100,000 threads).
    static func widespreadAssignees(_ names: [String], _ db: Database) throws -> Set<String> {
        guard !names.isEmpty else { return [] }
        let cap = try threadCap(db)
        return try Set(Set(names).filter { name in
            let key = TextColumn.value(TextFold.key(name))
            let count = try db.cachedStatement(sql: "SELECT count(*) FROM (SELECT 1 FROM threads WHERE assignee_key = \(TextColumn.parameter) LIMIT ?)")
            guard try Int.fetchOne(count, arguments: [key, cap]) ?? 0 >= cap else { return false }
            let sampled = try Int.fetchOne(db.cachedStatement(sql: """
                SELECT count(*) FROM (SELECT assignee_key FROM threads ORDER BY id DESC LIMIT \(sample.threads)) WHERE assignee_key = \(TextColumn.parameter)
                """), arguments: [key]) ?? 0
            return sampled >= sample.holding
        })
    }

    /// The tag patterns a page finds sooner by walking its order and asking each thread's tags:
    /// the same two looks as `widespreadNames`, the first from the tags' kept counts (one row a
    /// tag), so a rare or absent tag costs a probe and stays a gathered list.
    static func widespreadTags(_ patterns: [String], _ db: Database) throws -> Set<String> {
        guard !patterns.isEmpty else { return [] }
        let cap = try threadCap(db)
        return try Set(Set(patterns).filter { pattern in
            var arguments: [DatabaseValue] = []
            let tags = QueryExpressionSQL.tagIDs(pattern, &arguments)
            let carried = try Int.fetchOne(db.cachedStatement(sql: "SELECT coalesce(sum(threads), 0) FROM tags WHERE id IN (\(tags))"),
                                           arguments: StatementArguments(arguments)) ?? 0
            guard carried >= cap else { return false }
            let sampled = try Int.fetchOne(db.cachedStatement(sql: """
                SELECT count(*) FROM (SELECT id FROM threads ORDER BY id DESC LIMIT \(sample.threads)) t
                WHERE EXISTS (SELECT 1 FROM thread_tags g WHERE g.thread_id = t.id AND g.tag_id IN (\(tags)))
                """), arguments: StatementArguments(arguments)) ?? 0
            return sampled >= sample.holding
        })
    }

    /// The search terms a page finds sooner by walking its order and reading each thread it
    /// passes (see `QueryExpressionSQL`) than by gathering every match from the index first.
    ///
    /// Two looks, both bounded. At least √(50 × messages) messages must hold the term (22,000 at
    /// 10M messages: about where walking for 50 threads and gathering every match cost the
    /// same); the count stops there. And the newest `sample` threads must hold it often enough
    /// that a walk meets 50 soon: a term as common as that but held by a few long threads (one
    /// mailing list) would make the walk read the whole inbox.
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
                let recent = try db.cachedStatement(sql: """
                    SELECT count(*) FROM (SELECT 1 FROM messages_fts WHERE messages_fts MATCH ? AND rowid > ? LIMIT ?)
                    """)
                let newest = messages - messages / 8
                if try Int.fetchOne(recent, arguments: [bound, newest, cap / 8]) ?? 0 >= cap / 8,
                   try Int.fetchOne(recent, arguments: [phrase, newest, phraseFloor / 8]) ?? 0 >= phraseFloor / 8,
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
                // Listed as far as the cap: under it, the page maps these matches to their threads
                // and does not ask the index for their positions a second time.
                if let own = try listed(phrase, under: cap, in: index) {
                    looks.matched[term] = own
                    continue
                }
                try walk(term, matching: phrase, in: index)
            }
        }
        return looks

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

        /// The ids of every message `match` matches in `index` (a JSON array), if fewer than `limit`.
        /// Stepped here, not gathered by `json_group_array`: a term that reaches the limit (a word
        /// walked for, 7,071 matches at 1M messages) had each id written out as text for nothing,
        /// 1.9M instructions of a 74.6M page (callgrind).
        func listed(_ match: String, under limit: Int, in index: String = "fts") throws -> String? {
            let statement = try db.cachedStatement(sql: "SELECT rowid FROM messages_\(index) WHERE messages_\(index) MATCH ? LIMIT ?")
            var ids: [Int64] = []
            let matches = try Int64.fetchCursor(statement, arguments: [match, limit])
            while let id = try matches.next() { ids.append(id) }
            guard ids.count < limit else { return nil }
            return jsonArray(ids)
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
    /// JSON array), or whose own every match was, theirs.
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
    /// cap's own floor. Counting a phrase's matches costs the index their positions, about 20,000
    /// instructions each: up to a cap of 7,071 at 1M messages, 140M of a 286M page.
    static let phraseFloor = 1000

    /// The newest threads read to see how a common term spreads, and how many must hold it: one
    /// in fifty, so a walk for a page of 50 reads about 2,500 threads at most (30 ms at 10M).
    static let sample = (threads: 300, holding: 6)

    /// The names (`with:`, `--with`) a page finds sooner by walking its order and asking each
    /// thread's participants: at 10M messages Marcus is in 158,000 threads, and gathering them
    /// all before the first row took 70 ms where the walk meets 50 of his in 300 threads.
    ///
    /// The same two looks as `widespreadTerms`: at least √(50 × threads) participant rows name
    /// them (7,100 at 1M threads), and six of the newest 300 threads have them. A rare or absent
    /// name stays a gathered list: probing every thread for it walked the whole inbox (0.8 s).
    static func widespreadNames(_ names: [String], _ db: Database) throws -> Set<String> {
        guard !names.isEmpty else { return [] }
        let cap = try threadCap(db)
        let count = try db.cachedStatement(sql: """
            SELECT count(*) FROM (SELECT 1 FROM participants WHERE name_key = \(TextColumn.parameter) LIMIT ?)
            """)
        let sampled = try db.cachedStatement(sql: """
            SELECT count(*) FROM (SELECT id FROM threads ORDER BY id DESC LIMIT \(sample.threads)) t
            WHERE EXISTS (SELECT 1 FROM participants p WHERE p.name_key = \(TextColumn.parameter) AND p.thread_id = t.id)
            """)
        return try Set(Set(names).filter { name in
            let key = TextColumn.value(TextFold.key(name)).databaseValue
            guard try Int.fetchOne(count, arguments: [key, cap]) ?? 0 >= cap else { return false }
            return try Int.fetchOne(sampled, arguments: [key]) ?? 0 >= sample.holding
        })
    }

    /// The title texts (`title:`), or search terms, a page finds sooner by walking its order and
    /// reading each thread's folded title: at 10M messages `invoice` is in 74,000 titles, gathered
    /// in 70 ms before the first row, where the walk meets 50 of them in about 700 threads.
    ///
    /// The index must hold at least √(50 × threads) of them, then six of the newest 300 threads
    /// must have it. The index first: a rare text is done after one lookup, where the newest
    /// threads' titles are read for every text that gets that far (600,000 instructions of a
    /// rare word's page). A text no index serves is read in each thread anyway.
    static func widespreadTitles(_ texts: [String], _ db: Database) throws -> Set<String> {
        let indexed = Set(texts).compactMap { text in QueryExpressionSQL.indexed(text).map { (text, $0.index, $0.phrase) } }
        guard !indexed.isEmpty else { return [] }
        let cap = try threadCap(db)
        return try Set(indexed.filter { text, index, phrase in
            let count = try db.cachedStatement(sql: "SELECT count(*) FROM (SELECT 1 FROM threads_\(index) WHERE threads_\(index) MATCH ? LIMIT ?)")
            guard try Int.fetchOne(count, arguments: [phrase, cap]) ?? 0 >= cap else { return false }
            let sampled = try db.cachedStatement(sql: """
                SELECT count(*) FROM (SELECT title_key FROM threads ORDER BY id DESC LIMIT \(sample.threads)) t
                WHERE instr(CAST(t.title_key AS BLOB), ?) > 0
                """)
            return try Int.fetchOne(sampled, arguments: [TextColumn.value(TextFold.key(text))]) ?? 0 >= sample.holding
        }.map(\.0))
    }

    /// How many threads must hold a name or a title text before a page walks for it:
    /// √(50 × threads), about where walking for 50 and gathering every match cost the same.
    private static func threadCap(_ db: Database) throws -> Int {
        let threads = try Int64.fetchOne(db.cachedStatement(sql: "SELECT coalesce(max(id), 0) FROM threads")) ?? 0
        return max(1000, Int((50 * Double(threads)).squareRoot()))
    }
}
