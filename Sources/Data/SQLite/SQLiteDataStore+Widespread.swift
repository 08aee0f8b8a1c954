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
        let terms = try widespreadTerms(filter.searchTerms, db, conjuncts: textConjuncts(filter.expression))
        // A term few messages hold may still be in many titles: a recurring subject's word.
        let titleTerms = try widespreadTitles(filter.searchTerms.filter { !terms.walked.contains($0) }, db, rests: terms.rests)
        return QueryExpressionSQL.Widespread(terms: terms.walked, names: try widespreadNames(filter.participantNames, db),
                                             titles: try widespreadTitles(filter.titleTexts, db), titleTerms: titleTerms,
                                             tags: try widespreadTags(filter.tagPatterns.filter { !ranged.contains($0) }, db),
                                             assignees: try widespreadAssignees(filter.assigneeNames, db), recent: terms.recent,
                                             listed: terms.listed, matched: terms.matched, rests: terms.rests)
    }

    /// The search terms every thread `expression` keeps must hold: its own, not under an `or` or a `not`.
    static func textConjuncts(_ expression: QueryExpression) -> Set<String> {
        let parts = if case .and(let parts) = expression { parts } else { [expression] }
        return Set(parts.compactMap { if case .term(.text(let text)) = $0 { text } else { nil } })
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
    ///
    /// A phrase the term looks asked by its rest (`rests`, an FTS5 phrase of its rarest part)
    /// has the words holding that part counted first: the first word under the cap ends the look,
    /// and counting a common word to the cap cost `"dohuz tafup"` 7M instructions at 1M messages.
    static func widespreadTitles(_ texts: [String], _ db: Database, rests: [String: String] = [:]) throws -> Set<String> {
        let indexed = Set(texts).compactMap { text in QueryExpressionSQL.indexed(text).map { (text, $0.index, $0.phrase) } }
        guard !indexed.isEmpty else { return [] }
        let cap = try threadCap(db)
        return try Set(indexed.filter { text, index, phrase in
            let count = try db.cachedStatement(sql: "SELECT count(*) FROM (SELECT 1 FROM threads_\(index) WHERE threads_\(index) MATCH ? LIMIT ?)")
            // A phrase is in no more titles than each of its words, whose counts cost the index
            // their own lists: asking for "dohuz tafup" walked a common word's through every
            // title (28.6M instructions at 1M messages) to find it in 19.
            var words = text.split(separator: " ").map(String.init).filter(QueryExpressionSQL.usesTrigramIndex)
            if let rest = rests[text].map(unquoted) {
                let holdsRest = { (word: String) in word.contains(rest) || rest.contains(word) }
                words = words.filter(holdsRest) + words.filter { !holdsRest($0) }
            }
            if index == "fts", words.count > 1 {
                for word in words where try Int.fetchOne(count, arguments: [QueryExpressionSQL.phrase(word), cap]) ?? 0 < cap { return false }
            }
            guard try Int.fetchOne(count, arguments: [phrase, cap]) ?? 0 >= cap else { return false }
            let sampled = try db.cachedStatement(sql: """
                SELECT count(*) FROM (SELECT title_key FROM threads ORDER BY id DESC LIMIT \(sample.threads)) t
                WHERE instr(CAST(t.title_key AS BLOB), ?) > 0
                """)
            return try Int.fetchOne(sampled, arguments: [TextColumn.value(TextFold.key(text))]) ?? 0 >= sample.holding
        }.map(\.0))
    }

    /// An FTS5 phrase's text (`QueryExpressionSQL.phrase`): its quotes taken off, doubled ones made single.
    static func unquoted(_ phrase: String) -> String {
        String(phrase.dropFirst().dropLast()).replacing("\"\"", with: "\"")
    }

    /// How many threads must hold a name or a title text before a page walks for it:
    /// √(50 × threads), about where walking for 50 and gathering every match cost the same.
    private static func threadCap(_ db: Database) throws -> Int {
        let threads = try Int64.fetchOne(db.cachedStatement(sql: "SELECT coalesce(max(id), 0) FROM threads")) ?? 0
        return max(1000, Int((50 * Double(threads)).squareRoot()))
    }
}

