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
    ///
    /// A phrase of several words with a common word at either end that no walk would serve is
    /// asked by the rest of it (`narrowed`) before any look that would ask the phrase itself.
    /// That is the one look a count makes (`counting`): it walks for nothing.
    ///
    /// Terms are looked at longer first, then in the query's order (a rarer word is most often a
    /// longer one). A word after a listed one, both `conjuncts` (the query's own terms), is walked
    /// for with no look if a tenth of the newest messages hold it: the page reads it in the listed
    /// one's threads, whose first message nearly always holds it (`dohuz` beside `jasonip` on
    /// 100,000 long messages: its look cost 31M instructions of a 116M page).
    static func widespreadTerms(_ terms: [String], _ db: Database, counting: Bool = false, conjuncts: Set<String> = []) throws -> TermLooks {
        var seen: Set<String> = []
        let searched = terms.enumerated().filter { seen.insert($0.element).inserted }
            .sorted { ($1.element.unicodeScalars.count, $0.offset) < ($0.element.unicodeScalars.count, $1.offset) }
            .compactMap { _, term in QueryExpressionSQL.indexed(term).map { (term, $0.index, $0.phrase) } }
            .filter { term, index, _ in !counting || (index == "fts" && term.contains(" ")) }
        guard !searched.isEmpty else { return TermLooks() }
        let messages = try Int64.fetchOne(db.cachedStatement(sql: "SELECT coalesce(max(id), 0) FROM messages")) ?? 0
        let cap = max(phraseFloor, Int((50 * Double(messages)).squareRoot()))
        var looks = TermLooks()
        for (term, index, phrase) in searched {
            if counting {
                _ = try narrowed(term)
                continue
            }
            if try besideListed(term, index) {
                looks.walked.insert(term)
                continue
            }
            // A long term: counted by its bound, and the term itself (whose every match costs the
            // index its positions) only as far as the floor.
            if index == "fts", let bound = QueryExpressionSQL.trigramBound(term) {
                // Most are rare: the first look lists every message the bound matches, asking the
                // index only for its rarer trigrams (`rareBound`). Where a tenth of the newest
                // messages hold each of them, the rest of the phrase is asked first: listing the
                // bound of `"dohuz jasonip"` to the floor cost 5.8M instructions for nothing.
                let ranked = try rankedBound(term, messages: messages, db), common = ranked?.common ?? false
                if common, try narrowed(term) { continue }
                if let all = try listed(ranked?.rare ?? bound, under: phraseFloor) {
                    looks.listed[term] = all
                    continue
                }
                if !common, try narrowed(term) { continue }
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
            } else if try index != "fts" || !narrowed(term) {
                try look(at: term, phrase, in: index)
            }
        }
        return looks

        /// Whether `term`, a word of the trigram index, is a conjunct beside another whose
        /// matches were listed, and a tenth of the newest messages hold it.
        func besideListed(_ term: String, _ index: String) throws -> Bool {
            guard index == "fts", !term.contains(" "), QueryExpressionSQL.trigramBound(term) == nil, conjuncts.contains(term),
                  conjuncts.contains(where: { looks.listed[$0] != nil || looks.matched[$0] != nil }) else { return false }
            return try recentShare(term[...]) >= 0.1
        }

        /// A term under twelve characters (or one for the short-term index). Its matches are
        /// listed in one pass as far as the cap: under it, the page maps them to their threads and
        /// does not ask the index for their positions a second time. At the floor, a term whose
        /// pace says it will reach the cap is asked whether it is dense where a walk reads (an
        /// eighth of the cap among the newest eighth): if so, and the sample agrees, it is walked
        /// for there (a word in 10% of 1M messages: 1,884 read, not 7,071).
        func look(at term: String, _ phrase: String, in index: String) throws {
            // From the words the term is part of, when the vocabulary says (`vocabularyListing`).
            let listing = try messageListing(term, index: index, phrase: phrase, messages: messages, db)
            let statement = try db.cachedStatement(sql: listing.sql + " LIMIT ?")
            var ids: [Int64] = [], refused = false
            let rows = try Row.fetchCursor(statement, arguments: StatementArguments(listing.arguments + [cap.databaseValue]))
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
        /// reads.
        func dense(_ match: String, in index: String, holding count: Int) throws -> Bool {
            try recentCount(match, in: index, among: messages / 8, upTo: count) >= count
        }

        func recentCount(_ match: String, in index: String, among newest: Int64, upTo limit: Int) throws -> Int {
            try SQLiteDataStore.recentCount(match, in: index, among: newest, upTo: limit, messages: messages, db)
        }

        /// Whether `term`, a phrase of several words with a common one at either end, was listed by
        /// the rest of it. Asking the index for the phrase walks every list of the common word's
        /// trigrams (`"dohuz jasonip"`, `dohuz` in each of 100,000 long messages: 23 ms for 87
        /// matches), where the rest's lists are short (`"jasonip"`: 2.7 ms, 1,084 matches); the
        /// page reads the rest's matches for the phrase.
        ///
        /// A rest that passes the cap is listed on only while the phrase is not dense where a walk
        /// reads (`sparse`), and only to a 25th of the messages, which the floor's pace judges:
        /// a walk reads a page's worth, where reading a rest of 99,023 messages at 1M for
        /// `"dohuz vewolegok"` cost 1.3G instructions (the walk: 133M). Reading a candidate costs
        /// about 18,000 instructions at 1M short messages, asking for the phrase about 600 a
        /// message: they cost the same at a rest in 3% of the messages (at 100,000 short, 10%).
        func narrowed(_ term: String) throws -> Bool {
            let phraseWords = term.split(separator: " ", omittingEmptySubsequences: false)
            var words = phraseWords[...]
            guard words.count > 1 else { return false }
            // The first loop asks every word up to the first that is not common, the last included;
            // the rest is in no more of the newest messages than that word.
            var share = 0.0
            while let first = words.first {
                share = try recentShare(first)
                guard share >= 0.1 else { break }
                words.removeFirst()
            }
            while words.count > 1, let last = words.last, try recentShare(last) >= 0.1 { words.removeLast() }
            let rest = words.joined(separator: " "), limit = max(cap, Int(messages / 25))
            guard !words.isEmpty, rest.unicodeScalars.count < term.unicodeScalars.count, QueryExpressionSQL.usesTrigramIndex(rest),
                  share * Double(messages) < Double(limit) else { return false }
            // Its words, if the words index serves them (`wordListing`): a list as long as the
            // rest's matches, where each trigram's covers its other words too. Else the rest's
            // rarest part stands for it (`rareSpan`): the same candidates or a few more.
            let byWords = try wordListing(words, db)
            let match = QueryExpressionSQL.phrase(try byWords == nil ? rareSpan(rest, messages: messages, db) ?? rest : rest)
            guard byWords != .nothing else { return listing([], rest: match) }
            let (index, listed) = if case .match(let query) = byWords { ("words", query) } else { ("fts", match) }
            // Its words side by side where the words index can say (`orderedListing`): the
            // messages holding the rarer word right after the common one, not all that hold it.
            let candidates = try PhraseListing(phraseWords, index: index, rest: listed, newest: messages, db)
            let all = candidates.after(0)
            let statement = try db.cachedStatement(sql: all.sql + " LIMIT ?")
            var ids: [Int64] = []
            let rows = try Row.fetchCursor(statement, arguments: StatementArguments(all.arguments + [limit.databaseValue]))
            while try rows.next() != nil {
                let id = statement.int64(atColumn: 0)
                ids.append(id)
                // Matches are in id order, so the floor's last id says how many there will be.
                if ids.count == phraseFloor, Double(phraseFloor) * Double(messages) >= Double(limit) * Double(id) { return false }
                if ids.count == cap, limit > cap, !counting, try !sparse(term, among: candidates) { return false }
            }
            guard ids.count < limit else { return false }
            return listing(ids, rest: match)

            func listing(_ ids: [Int64], rest: String) -> Bool {
                looks.listed[term] = jsonArray(ids)
                looks.rests[term] = rest
                return true
            }
        }

        /// The share of the newest `shareWindow` messages that hold a word, counted as far as a
        /// tenth (a common word); 0 for a word the trigram index does not serve, or a small inbox.
        func recentShare(_ word: Substring) throws -> Double {
            let word = String(word), window = min(messages, shareWindow)
            guard window >= 100, QueryExpressionSQL.usesTrigramIndex(word) else { return 0 }
            return Double(try recentCount(QueryExpressionSQL.phrase(word), in: "fts", among: window, upTo: Int(window / 10))) / Double(window)
        }

        /// Whether `term` is likely in fewer than an eighth of the cap of the newest eighth of
        /// the messages, where a walk reads: judged by its share of the newest `restSample` of
        /// them that `candidates` lists (by a part of it), each read for the term, times their
        /// count there. Reading them all (12,291 for `"dohuz vewolegok"` at 1M, 18,000
        /// instructions each) would cost more than the walk; asking the index for the phrase
        /// there, an eighth of what the rest was taken to spare. The candidates are asked of the
        /// index that listed them: counting `tafup`'s newest eighth at 1M cost the trigram index
        /// 6.3M instructions, the words index 2.8M.
        func sparse(_ term: String, among candidates: PhraseListing) throws -> Bool {
            let newest = candidates.after(messages - messages / 8)
            let recent = try Int.fetchOne(db.cachedStatement(sql: "SELECT count(*) FROM (\(newest.sql))"),
                                          arguments: StatementArguments(newest.arguments)) ?? 0
            let read = min(recent, restSample)
            guard read > 0 else { return true }
            let holding = try Int.fetchOne(db.cachedStatement(sql: """
                SELECT count(*) FROM main.messages m
                WHERE m.id IN (SELECT id FROM (\(newest.sql)) ORDER BY id DESC LIMIT ?)
                AND threads_contains(CAST(m.body AS BLOB), ?)
                """), arguments: StatementArguments(newest.arguments + [read.databaseValue, TextColumn.value(TextFold.key(term)).databaseValue])) ?? 0
            return Double(holding) * Double(recent) < Double(read) * Double(cap / 8)
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

    /// How many of a walked term's newest matches a page takes from its index, so that a walk
    /// reads no text from the newest messages. A word in 10% of 100,000 long messages has 300 in
    /// its newest 2,800 messages, about 600 threads: more than the sample's 300 and the 265 its
    /// table page passes. 1,000 cost a body word's page at 1M short messages more than the
    /// reading they spared (9.7 → 10.8 ms with `--all`, whose four walks each take the list).
    static let recentMatches = 300

    /// How many of the newest messages a word is counted among to say whether it is common (a
    /// tenth of them hold it): a word beside a rarer conjunct, and the words at a phrase's ends
    /// (`widespreadTerms`). Its 30 matches cost about 0.8M instructions for a word in every
    /// message of 100,000 long ones, where 100 of the newest 1,000 cost 2.6M (each match costs
    /// the index its positions).
    static let shareWindow: Int64 = 300

    /// How many of the newest messages a phrase's rest matches are read for the phrase to judge
    /// whether a walk would serve it (`narrowed`): 256 short messages cost about 5M instructions.
    static let restSample = 256

    /// How many messages a long term itself must be in, beside its bound reaching the cap: the
    /// cap's own floor, and how many of a shorter term's matches are listed before their pace is
    /// judged. Counting a phrase's matches costs the index their positions, about 20,000
    /// instructions each: up to a cap of 7,071 at 1M messages, 140M of a 286M page.
    static let phraseFloor = 1000
}
