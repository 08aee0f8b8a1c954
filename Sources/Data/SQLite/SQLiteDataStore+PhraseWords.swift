import GRDB

// Which messages a phrase's rest can be in, asked of the bodies' words (`messages_words`, schema
// 027) instead of their trigrams when the rest's words allow it (`SQLiteDataStore.widespreadTerms`),
// and which can hold the phrase itself, asked of the words in their order (their places, schema 029).
extension SQLiteDataStore {
    /// How many of the index's words one word of a phrase may begin before the trigrams list it
    /// instead: each is a list of its own to step through.
    static let wordPrefixLimit = 16

    /// What the words index is asked for a phrase's rest: the FTS5 query of `messages_words` that
    /// matches every message whose body holds the phrase, or nil when no word of the rest can be
    /// asked.
    ///
    /// A word can be asked when a space starts it in the phrase (any word but the phrase's first,
    /// which may end a longer word of the text) and it is ASCII letters and digits. A text holding
    /// the phrase then holds a space and that word, any case, the word's characters each one of
    /// its own (`TextFold.contains` compares characters), and SQLite's `unicode61` tokenizer starts
    /// a word there: every character that lower-cases to an ASCII letter or digit is one it keeps
    /// in a word and lower-cases the same way (the Kelvin sign to `k`), and a space is one it cuts
    /// at. So one of the index's words begins with the word, lower-cased; which ones is asked of
    /// the index's list of words (`messages_words_terms`, a range of them), and the message holds
    /// one of those. The words after a space are each asked so; the message holds them all.
    /// Every message listed is read for the whole phrase, so a message the words match but the
    /// phrase is not in (`Tafup.`, the words apart) costs a reading, never a wrong answer.
    ///
    /// `words` are the phrase's, split at each space, the rest's among them by their places.
    static func wordListing(_ words: ArraySlice<Substring>, _ db: Database) throws -> WordListing? {
        let prefixed = try db.cachedStatement(sql: "SELECT term FROM messages_words_terms WHERE term >= ? AND term < ? LIMIT ?")
        var each: [String] = []
        for index in words.indices where index > 0 {
            guard let key = asciiWord(words[index]) else { continue }
            let terms = try String.fetchAll(prefixed, arguments: [key, wordsAfter(key), wordPrefixLimit + 1])
            if terms.isEmpty { return .nothing }
            guard terms.count <= wordPrefixLimit else { continue }
            // The index's own words, as FTS5 phrases: a `"` is never in one (unicode61 cuts there).
            each.append("(" + QueryExpressionSQL.anyPhrase(terms) + ")")
        }
        return each.isEmpty ? nil : .match(each.joined(separator: " AND "))
    }

    /// The FTS5 query of `messages_words` that matches every message up to the vocabulary's
    /// `through` whose body holds the phrase, by its words in their order (schema 029 keeps each
    /// word's places); nil when no two words of the phrase side by side can be asked so, and an
    /// empty string when none of those messages can hold it.
    ///
    /// A run of the phrase's words, each ASCII letters and digits, one space between each two:
    /// where the text holds the phrase, `unicode61` cuts a word at each of those spaces, so the
    /// run's inner words are whole words of the text, one after another, lower-cased
    /// (`wordListing`). The run's last word, if it ends the phrase, may begin a longer word of the
    /// text: the index's words it begins are asked (`tafup`, `tafupy`). Its first, if it starts the
    /// phrase, may end one (`xdohuz`): the vocabulary's words it ends are asked, which it holds
    /// for every message up to `through` (`words_vocabulary`, schema 028). Each pair of those
    /// is one FTS5 phrase, `"xdohuz tafupy"`; a message holding the phrase holds one of them.
    ///
    /// `words` are the phrase's, split at each space.
    static func orderedListing(_ words: [Substring], _ db: Database) throws -> String? {
        // The longest run of askable words (the first of equals).
        var run = 0..<0, start = 0
        for index in words.indices {
            if asciiWord(words[index]) == nil {
                start = index + 1
            } else if index + 1 - start > run.count {
                run = start..<(index + 1)
            }
        }
        var keys = run.compactMap { asciiWord(words[$0]) }
        guard keys.count > 1 else { return nil }
        // The words the run's ends may be, where they end or start the phrase; nil: the word itself.
        var lasts: [String]?, firsts: [String]?
        if run.upperBound == words.count {
            let prefixed = try db.cachedStatement(sql: "SELECT term FROM messages_words_terms WHERE term >= ? AND term < ? LIMIT ?")
            let begun = try String.fetchAll(prefixed, arguments: [keys[keys.count - 1], wordsAfter(keys[keys.count - 1]), wordPrefixLimit + 1])
            if begun.isEmpty { return "" }
            // Too many to ask: the run ends a word sooner, where a space ends it.
            if begun.count <= wordPrefixLimit { lasts = begun } else { keys.removeLast() }
        }
        if run.lowerBound == 0, keys.count > 1 {
            // The vocabulary finds a word by its trigrams: a shorter first word is left out.
            let ending = keys[0].utf8.count < QueryExpressionSQL.trigramLength ? nil : try String.fetchAll(db.cachedStatement(sql: """
                SELECT word FROM words_vocabulary_grams WHERE words_vocabulary_grams MATCH ?1 AND substr(word, -length(?2)) = ?2 LIMIT ?3
                """), arguments: [QueryExpressionSQL.phrase(keys[0]), keys[0], wordPrefixLimit + 1])
            if let ending, ending.count * (lasts?.count ?? 1) <= wordPrefixLimit { firsts = ending } else { keys.removeFirst() }
        }
        guard keys.count > 1 else { return nil }
        let inner = keys.dropFirst().dropLast().joined(separator: " ")
        // The index's own words: a `"` is never in one (unicode61 cuts there).
        return (firsts ?? [keys[0]]).flatMap { first in
            (lasts ?? [keys[keys.count - 1]]).map { last in
                "\"" + [first, inner, last].filter { !$0.isEmpty }.joined(separator: " ") + "\""
            }
        }.joined(separator: " OR ")
    }

    /// Every message whose body can hold a phrase, listed by its rest (`narrowed`), and by its
    /// words in order up to the vocabulary's `through` where they can be asked so.
    struct PhraseListing {
        /// The rest's query of `messages_<index>`: every message holding the phrase's rarer part.
        var index: String, rest: String
        /// `orderedListing`'s query, for the messages up to `through` (0 when it is nil: the rest
        /// lists every message).
        var ordered: String?
        var through: Int64

        /// The phrase's words in order up to `through` where `orderedListing` can ask them, the
        /// rest after it (or everywhere); `newest` is the store's last message.
        init(_ words: [Substring], index: String, rest: String, newest: Int64, _ db: Database) throws {
            (self.index, self.rest) = (index, rest)
            ordered = try orderedListing(words, db)
            through = ordered == nil ? 0 : try Int64.fetchOne(db.cachedStatement(sql: "SELECT through FROM words_vocabulary_coverage")) ?? 0
            if ordered != nil, through >= newest { through = .max }
        }

        /// The statement listing the ids (column `id`) of those messages after `lower`, in id
        /// order, and its arguments.
        func after(_ lower: Int64) -> QueryExpressionSQL.MessageListing {
            var parts: [String] = [], arguments: [DatabaseValue] = []
            if let ordered, !ordered.isEmpty {
                parts.append("SELECT rowid AS id FROM messages_words WHERE messages_words MATCH ? AND rowid > ?" + (through < .max ? " AND rowid <= ?" : ""))
                arguments += [ordered.databaseValue, lower.databaseValue] + (through < .max ? [through.databaseValue] : [])
            }
            if ordered == nil || through < .max {
                parts.append("SELECT rowid AS id FROM messages_\(index) WHERE messages_\(index) MATCH ? AND rowid > ?")
                arguments += [rest.databaseValue, max(lower, through).databaseValue]
            }
            // Each part in id order, the second's all after the first's: their ids in id order.
            return QueryExpressionSQL.MessageListing(sql: parts.isEmpty ? "SELECT 0 AS id WHERE 0" : parts.joined(separator: " UNION ALL "),
                                                     arguments: arguments)
        }
    }

    /// What `wordListing` found.
    enum WordListing: Equatable {
        /// A word of the rest begins none of the index's words: no body holds the phrase.
        case nothing
        /// The FTS5 query of `messages_words` that lists every body the phrase can be in.
        case match(String)
    }

    /// `word` lower-cased, if it is ASCII letters and digits only.
    static func asciiWord(_ word: Substring) -> String? {
        guard !word.isEmpty, word.utf8.allSatisfy({ byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        }) else { return nil }
        return word.lowercased()
    }

    /// The first string after every word that begins with `key` (lower-case ASCII letters and
    /// digits): its last character's successor, `tafuq` for `tafup`.
    private static func wordsAfter(_ key: String) -> String {
        var bytes = Array(key.utf8)
        bytes[bytes.count - 1] += 1
        return String(decoding: bytes, as: UTF8.self)
    }
}
