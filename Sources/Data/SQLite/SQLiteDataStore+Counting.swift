import Domain
import GRDB

// `threads count`: answered from the counters the schema keeps where the query allows.
extension SQLiteDataStore {
    public func threadCount(_ filter: ThreadFilter, as viewer: Viewer?) async throws -> ThreadCount {
        try await read { db in
            let seat = try Self.seat(viewer, db)
            let sql = try Self.countingQuery(filter, seat: seat, db)
            let count = sql.threadCount()
            let row = try Row.fetchOne(db.cachedStatement(sql: sql.seen(count.sql)), arguments: count.arguments)
            guard let row else { return ThreadCount(threads: 0, unreadMessages: 0) }
            return ThreadCount(threads: try row.decode(atIndex: 0), unreadMessages: try row.decode(atIndex: 1))
        }
    }

    /// How a count asks for `filter`'s threads, after the looks a count needs.
    ///
    /// A phrase with a common word is read in its rest's messages, as a page reads it
    /// (`widespreadTerms(counting:)`). Any other term's every thread is gathered from its index,
    /// which a count needs all of, but for a term far commoner than another of several
    /// (`readingLooks`): it is read in the rarer one's threads. Gathered, a word in every message
    /// is a million threads' ids at 1,000,000 messages: `count 'quillomex dohuz'` took 0.9 s for
    /// one thread. Only when every branch starts from a list: a term in an `or` has none, and
    /// reading it in every thread would read the inbox.
    static func countingQuery(_ filter: ThreadFilter, seat: PersonSeat, _ db: Database) throws -> ThreadQuerySQL {
        let terms = filter.searchTerms
        let phrases = terms.contains { $0.contains(" ") }
        var looks = phrases ? try widespreadTerms(terms, db, counting: true) : TermLooks()
        if Set(terms).count > 1 { looks = try readingLooks(terms, looks, db) }
        let byWords = try countedByWords(terms, looks, db)
        let query = { (read: Set<String>) in
            ThreadQuerySQL(filter: filter, widespread: QueryExpressionSQL.Widespread(
                terms: read, listed: looks.listed, matched: looks.matched, rests: looks.rests, byWords: byWords), seat: seat)
        }
        guard !looks.walked.isEmpty else { return query([]) }
        let reading = query(looks.walked)
        return reading.branches.allSatisfy({ $0.candidates.map { !$0.fromLinks } ?? false }) ? reading : query([])
    }

    /// The statement listing each word's messages by the bodies' words it is part of
    /// (`vocabularyListing`), for the words of `terms` a count gathers from the index and no look
    /// listed or walks for: one list of the word's own where the trigram index walks three with
    /// their positions. `count tafup` at 1,000,000 messages, listing and mapping its 9,955
    /// messages to their threads: 91M instructions by trigrams, 51M by words (the `sqlite3` shell).
    static func countedByWords(_ terms: [String], _ looks: TermLooks, _ db: Database) throws -> [String: QueryExpressionSQL.MessageListing] {
        let words = Set(terms).filter { term in
            looks.listed[term] == nil && looks.matched[term] == nil && !looks.walked.contains(term) && QueryExpressionSQL.trigramBound(term) == nil
                && QueryExpressionSQL.indexed(term)?.index == "fts"
        }
        guard !words.isEmpty else { return [:] }
        let messages = try Int64.fetchOne(db.cachedStatement(sql: "SELECT coalesce(max(id), 0) FROM messages")) ?? 0
        var listings: [String: QueryExpressionSQL.MessageListing] = [:]
        for word in words {
            listings[word] = try vocabularyListing(word, phrase: QueryExpressionSQL.phrase(word), messages: messages, db)
        }
        return listings
    }

    /// `looks` with the terms a count reads in each candidate thread (`walked`), and the rarest
    /// term's every match listed (`matched`), whose threads are the candidates. How common a
    /// term is: its share of the newest 1,000 messages, or a listed phrase's share of all of them.
    /// A term at least `readingShare` times as common as the rarest is read in its threads when
    /// it is common (a tenth of the messages: about one message read a thread), or when the
    /// rarest is in no more than `phraseFloor` messages. A term about as rare costs less
    /// gathered: a word of 1% of 1,000,000 messages read in each thread of a phrase of 1% cost
    /// 319M instructions, gathered 278M. A rarest term in a quarter of the messages or more (the
    /// newest ones are not the inbox), which its first 1,000 matches' pace foretells, leaves every
    /// term gathered: each is that common.
    static func readingLooks(_ terms: [String], _ looks: TermLooks, _ db: Database) throws -> TermLooks {
        let messages = try Int64.fetchOne(db.cachedStatement(sql: "SELECT coalesce(max(id), 0) FROM messages")) ?? 0
        let window = min(messages, 1000)
        guard window > 0 else { return looks }
        var shares: [String: Double] = [:]
        for term in Set(terms) {
            if let ids = looks.listed[term] {
                shares[term] = Double(idCount(ids)) / Double(messages)
            } else if let (index, phrase) = QueryExpressionSQL.indexed(term) {
                shares[term] = Double(try recentCount(phrase, in: index, among: window, upTo: Int(window), messages: messages, db)) / Double(window)
            }
        }
        guard let rarest = shares.min(by: { ($0.value, $0.key) < ($1.value, $1.key) }) else { return looks }
        var reading = looks
        let candidates: Int
        if let ids = looks.listed[rarest.key] {
            candidates = idCount(ids)
        } else {
            // A long term by its bound, whose matches are each read for it: its own cost the index
            // their positions (`QueryExpressionSQL.trigramBound`).
            guard let (index, phrase) = QueryExpressionSQL.indexed(rarest.key) else { return looks }
            let bound = index == "fts" ? QueryExpressionSQL.trigramBound(rarest.key) : nil
            // A word from the words it is part of, as a page's look lists it.
            let listing = try messageListing(rarest.key, index: index, phrase: phrase, messages: messages, db)
            let statement = try db.cachedStatement(sql: listing.sql + " LIMIT ?")
            var ids: [Int64] = []
            let limit = Int(messages / 4)
            let rows = try Row.fetchCursor(statement, arguments: StatementArguments(listing.arguments + [limit.databaseValue]))
            while try rows.next() != nil {
                let id = statement.int64(atColumn: 0)
                ids.append(id)
                // Matches are in id order, so the floor's last id says how many there will be.
                if ids.count == phraseFloor, Double(phraseFloor) * Double(messages) >= Double(limit) * Double(id) { return looks }
            }
            guard ids.count < limit else { return looks }
            if bound == nil { reading.matched[rarest.key] = jsonArray(ids) } else { reading.listed[rarest.key] = jsonArray(ids) }
            candidates = ids.count
        }
        for (term, share) in shares where term != rarest.key && share >= rarest.value * Double(readingShare)
            && (share >= 0.1 || candidates <= phraseFloor) {
            reading.walked.insert(term)
        }
        return reading
    }

    /// The ids in a JSON array of them (`jsonArray`): one more than its commas, none in `[]`.
    private static func idCount(_ ids: String) -> Int {
        ids.utf8.count > 2 ? ids.utf8.count { $0 == UInt8(ascii: ",") } + 1 : 0
    }

    /// How many times as common as the rarest term a term must be to be read in its threads
    /// (`readingLooks`).
    static let readingShare = 3
}
