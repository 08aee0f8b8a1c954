import GRDB

// Which messages a phrase's rest can be in, asked of the bodies' words (`messages_words`, schema
// 027) instead of their trigrams when the rest's words allow it (`SQLiteDataStore.widespreadTerms`).
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
