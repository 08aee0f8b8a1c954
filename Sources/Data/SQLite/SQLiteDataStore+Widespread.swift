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
        let titleTerms = try widespreadTitles(filter.searchTerms.filter { !terms.contains($0) }, db)
        return QueryExpressionSQL.Widespread(terms: terms, names: try widespreadNames(filter.participantNames, db),
                                             titles: try widespreadTitles(filter.titleTexts, db), titleTerms: titleTerms,
                                             tags: try widespreadTags(filter.tagPatterns.filter { !ranged.contains($0) }, db),
                                             assignees: try widespreadAssignees(filter.assigneeNames, db))
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
    /// same); the count stops there. For a term of twelve characters or more, the cheaper count
    /// of its `QueryExpressionSQL.trigramBound` must reach that, and the term itself `phraseFloor`. And the newest
    /// `sample` threads must hold it often enough
    /// that a walk meets 50 soon: a term as common as that but held by a few long threads
    /// (one mailing list) would make the walk read the whole inbox.
    static func widespreadTerms(_ terms: [String], _ db: Database) throws -> Set<String> {
        let searched = Set(terms).compactMap { term in QueryExpressionSQL.indexed(term).map { (term, $0.index, $0.phrase) } }
        guard !searched.isEmpty else { return [] }
        let messages = try Int64.fetchOne(db.cachedStatement(sql: "SELECT coalesce(max(id), 0) FROM messages")) ?? 0
        let cap = max(phraseFloor, Int((50 * Double(messages)).squareRoot()))
        return try Set(searched.filter { term, index, phrase in
            let count = try db.cachedStatement(sql: "SELECT count(*) FROM (SELECT 1 FROM messages_\(index) WHERE messages_\(index) MATCH ? LIMIT ?)")
            // A long term: its bound (which every match of it matches) must reach the cap, and the
            // term itself, whose every match costs the index its positions, the floor.
            if index == "fts", let bound = QueryExpressionSQL.trigramBound(term) {
                guard try Int.fetchOne(count, arguments: [bound, cap]) ?? 0 >= cap,
                      try Int.fetchOne(count, arguments: [phrase, phraseFloor]) ?? 0 >= phraseFloor else { return false }
            } else {
                guard try Int.fetchOne(count, arguments: [phrase, cap]) ?? 0 >= cap else { return false }
            }
            var arguments: [DatabaseValue] = []
            let holds = QueryExpressionSQL.readingEachThread(term, &arguments)
            let sampled = try Int.fetchOne(db.cachedStatement(sql: """
                SELECT count(*) FROM (SELECT id, title FROM threads ORDER BY id DESC LIMIT \(sample.threads)) t WHERE \(holds)
                """), arguments: StatementArguments(arguments)) ?? 0
            return sampled >= sample.holding
        }.map(\.0))
    }

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
    /// The newest 300 threads are looked at first (six must have it), then the index must hold
    /// at least √(50 × threads) of them. A text no index serves is read in each thread anyway.
    static func widespreadTitles(_ texts: [String], _ db: Database) throws -> Set<String> {
        let indexed = Set(texts).compactMap { text in QueryExpressionSQL.indexed(text).map { (text, $0.index, $0.phrase) } }
        guard !indexed.isEmpty else { return [] }
        let cap = try threadCap(db)
        let sampled = try db.cachedStatement(sql: """
            SELECT count(*) FROM (SELECT title_key FROM threads ORDER BY id DESC LIMIT \(sample.threads)) t
            WHERE instr(CAST(t.title_key AS BLOB), ?) > 0
            """)
        return try Set(indexed.filter { text, index, phrase in
            guard try Int.fetchOne(sampled, arguments: [TextColumn.value(TextFold.key(text))]) ?? 0 >= sample.holding else { return false }
            let count = try db.cachedStatement(sql: "SELECT count(*) FROM (SELECT 1 FROM threads_\(index) WHERE threads_\(index) MATCH ? LIMIT ?)")
            return try Int.fetchOne(count, arguments: [phrase, cap]) ?? 0 >= cap
        }.map(\.0))
    }

    /// How many threads must hold a name or a title text before a page walks for it:
    /// √(50 × threads), about where walking for 50 and gathering every match cost the same.
    private static func threadCap(_ db: Database) throws -> Int {
        let threads = try Int64.fetchOne(db.cachedStatement(sql: "SELECT coalesce(max(id), 0) FROM threads")) ?? 0
        return max(1000, Int((50 * Double(threads)).squareRoot()))
    }
}
