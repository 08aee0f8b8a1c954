import GRDB

// A word's matches listed from the bodies' words (`messages_words`, schema 027) by the words it is
// part of (`words_vocabulary`, schema 028), instead of from its trigrams (`SQLiteDataStore.widespreadTerms`).
extension SQLiteDataStore {
    /// How many of the vocabulary's words a term may be part of before the trigrams list it
    /// instead: each is a list of its own to step through (`the` is in hundreds).
    static let vocabularyWordLimit = 16

    /// How many messages a write that adds a few may leave after `through` before it brings the
    /// vocabulary up to date: their words are cut by a table made for them, which costs a message
    /// written alone more than the trigrams cost a search for so few.
    static let vocabularyTail: Int64 = 256

    /// The statement listing, in id order, every message whose body holds `term`, and its
    /// arguments before the limit; nil when the vocabulary cannot say (a term not of ASCII letters
    /// and digits, shorter than a trigram, or part of more than `vocabularyWordLimit` words).
    ///
    /// A text holding `term` holds it inside one of the words `unicode61` cuts the text into: every
    /// character that lower-cases to an ASCII letter or digit is one it keeps in a word, lower-cased
    /// the same way (`wordListing`), so the term, lower-cased, is part of that word. The vocabulary
    /// holds every word of each message up to `through`; its trigram index says which of them hold
    /// the term (`xtafupy` and `tafup` for `tafup`), and `messages_words` lists their messages. The
    /// messages after `through` are asked of the trigram index by `phrase`, as before.
    static func vocabularyListing(_ term: String, phrase: String, messages: Int64, _ db: Database) throws -> QueryExpressionSQL.MessageListing? {
        guard term.unicodeScalars.count >= QueryExpressionSQL.trigramLength, let key = asciiWord(term[...]) else { return nil }
        let through = try Int64.fetchOne(db.cachedStatement(sql: "SELECT through FROM words_vocabulary_coverage")) ?? 0
        let words = try String.fetchAll(db.cachedStatement(sql: """
            SELECT word FROM words_vocabulary_grams WHERE words_vocabulary_grams MATCH ? AND instr(word, ?) LIMIT ?
            """), arguments: [QueryExpressionSQL.phrase(key), key, vocabularyWordLimit + 1])
        guard words.count <= vocabularyWordLimit else { return nil }
        var parts: [String] = [], arguments: [DatabaseValue] = []
        if !words.isEmpty {
            // The index's own words, as FTS5 phrases: a `"` is never in one (unicode61 cuts there).
            parts.append("SELECT rowid FROM messages_words WHERE messages_words MATCH ? AND rowid <= ?")
            arguments += [QueryExpressionSQL.anyPhrase(words).databaseValue, through.databaseValue]
        }
        if messages > through {
            parts.append("SELECT rowid FROM messages_fts WHERE messages_fts MATCH ? AND rowid > ?")
            arguments += [phrase.databaseValue, through.databaseValue]
        }
        // Each part in id order, the second's all after the first's: their matches in id order.
        return QueryExpressionSQL.MessageListing(sql: parts.isEmpty ? "SELECT 0 WHERE 0" : parts.joined(separator: " UNION ALL "),
                                                 arguments: arguments)
    }

    /// The statement listing, in id order, every message whose body holds `term` (matched as
    /// `phrase` in `index`), and its arguments before the limit: from the words it is part of
    /// where the vocabulary says (`vocabularyListing`), else from its index, a long term by its
    /// bound (`QueryExpressionSQL.trigramBound`), whose matches are each still to be read for it.
    static func messageListing(_ term: String, index: String, phrase: String, messages: Int64, _ db: Database) throws -> QueryExpressionSQL.MessageListing {
        let bound = index == "fts" ? QueryExpressionSQL.trigramBound(term) : nil
        if index == "fts", bound == nil, let byWords = try vocabularyListing(term, phrase: phrase, messages: messages, db) { return byWords }
        return QueryExpressionSQL.MessageListing(sql: "SELECT rowid FROM messages_\(index) WHERE messages_\(index) MATCH ?",
                                                 arguments: [(bound ?? phrase).databaseValue])
    }

    /// Adds the words of every message after `through` to the vocabulary, if more than `tail` are,
    /// and makes the newest message `through`. Run in the transaction of each write of the store's
    /// that adds messages: an import catches up whatever it finds behind, a message written alone
    /// only a tail of `vocabularyTail`.
    ///
    /// A long tail (a first import) takes the words index's own list of its words, which reads the
    /// whole index; a short one cuts only its messages' bodies, in a table made for them with the
    /// words index's tokenizer and options, so that the words are the index's.
    static func catchUpVocabulary(_ db: Database, tail: Int64 = 0) throws {
        guard let row = try Row.fetchOne(db.cachedStatement(sql: """
            SELECT through, (SELECT coalesce(max(id), 0) FROM messages), (SELECT coalesce(max(id), 0) FROM words_vocabulary)
            FROM words_vocabulary_coverage
            """)) else { return }
        let through: Int64 = row[0], newest: Int64 = row[1], lastWord: Int64 = row[2]
        guard newest - through > tail else { return }
        if newest - through > max(vocabularyTail, newest / 8) {
            try db.execute(sql: "INSERT OR IGNORE INTO words_vocabulary (word) SELECT term FROM messages_words_terms")
        } else {
            try db.execute(sql: """
                CREATE VIRTUAL TABLE temp.words_vocabulary_tail USING fts5 (
                    body, tokenize = 'unicode61 remove_diacritics 0', detail = 'none', columnsize = 0
                );
                CREATE VIRTUAL TABLE temp.words_vocabulary_tail_terms USING fts5vocab (temp, words_vocabulary_tail, 'row')
                """)
            try db.execute(sql: "INSERT INTO temp.words_vocabulary_tail (rowid, body) SELECT id, body FROM main.messages WHERE id > ?",
                           arguments: [through])
            try db.execute(sql: """
                INSERT OR IGNORE INTO words_vocabulary (word) SELECT term FROM temp.words_vocabulary_tail_terms;
                DROP TABLE temp.words_vocabulary_tail_terms;
                DROP TABLE temp.words_vocabulary_tail
                """)
        }
        try db.execute(sql: "INSERT INTO words_vocabulary_grams (rowid, word) SELECT id, word FROM words_vocabulary WHERE id > ?",
                       arguments: [lastWord])
        try db.execute(sql: "UPDATE words_vocabulary_coverage SET through = ?", arguments: [newest])
    }
}
