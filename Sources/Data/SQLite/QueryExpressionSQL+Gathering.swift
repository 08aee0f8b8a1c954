import Domain
import GRDB

// How a rare search term's threads are gathered from an index (`threadIDs(holding:)`, and the
// condition a page asks with it): the titles and the messages that hold it.
extension QueryExpressionSQL {
    /// A statement listing, in id order, the messages whose body holds a term, and its arguments
    /// (`SQLiteDataStore.messageListing`).
    struct MessageListing: Equatable {
        var sql: String
        var arguments: [DatabaseValue]
    }

    /// The ids of the threads whose title holds `term` (served by `index`, matched there as
    /// `phrase`), in a column named `column`, for `t.id IN (…)` or the first arm of a `UNION`.
    /// A phrase's `rest` (`Widespread.rests`) stands for its bound.
    static func titles(holding term: String, index: String, phrase: String, named column: String = "id", rest: String? = nil,
                       _ arguments: inout [DatabaseValue]) -> String {
        // A word's matches are the index's rowids as they are; a phrase's are read in `threads`.
        guard index == "fts", rest != nil || trigramBound(term) != nil else {
            arguments.append(phrase.databaseValue)
            return "SELECT rowid AS \(column) FROM threads_\(index) WHERE threads_\(index) MATCH ?"
        }
        return "SELECT c.id AS \(column) FROM threads c WHERE "
            + holding(term, index: index, phrase: phrase, in: "threads", row: "c", text: "title", bound: rest, &arguments)
    }

    /// The ids of the threads of the messages holding `term`, gathered as `titles(holding:…)`
    /// gathers them (a column named `thread_id`); from `listed`, the ids of the messages its
    /// bound matches, when the page's look already read them (`Widespread.listed`), or from
    /// `matched`, the ids of the messages holding it (`Widespread.matched`).
    ///
    /// When no text is read (the term's every match is the index's), each match's thread comes
    /// from `messages_thread_of` (schema/025), a few bytes a message, where the table would read
    /// the page its row starts on: about a page a match in long mail.
    ///
    /// It reads `main.messages`: a message's text and thread are the team's, and another
    /// person's `messages` (`PersonView`) is a view, which no index can be named on.
    ///
    /// A list the look made is read in its order, each id looked up in turn: its ids are the
    /// index's, distinct and ascending. `m.id IN (SELECT value FROM json_each(?))` would first
    /// copy them into a temporary index (936 ids for the planted phrase at 100,000 messages:
    /// 1M instructions of a 7M statement).
    ///
    /// `byWords`, a word's messages listed by the bodies' words (`Widespread.byWords`), stands for
    /// its trigrams' list.
    static func threadsOfMessages(holding term: String, index: String, phrase: String, listed: String? = nil,
                                  matched: String? = nil, byWords: MessageListing? = nil, _ arguments: inout [DatabaseValue]) -> String {
        let each = "SELECT m.thread_id FROM json_each(?) j CROSS JOIN main.messages m"
        if let matched {
            arguments.append(matched.databaseValue)
            return each + " INDEXED BY messages_thread_of ON m.id = j.value"
        }
        if index == "fts", let listed {
            arguments += [listed.databaseValue, TextColumn.value(TextFold.key(term)).databaseValue]
            return each + " ON m.id = j.value WHERE " + contains(row: "m", text: "body")
        }
        let readsText = index == "fts" && trigramBound(term) != nil
        if let byWords, !readsText {
            arguments += byWords.arguments
            return "SELECT m.thread_id FROM main.messages m INDEXED BY messages_thread_of WHERE m.id IN (" + byWords.sql + ")"
        }
        return "SELECT m.thread_id FROM main.messages m " + (readsText ? "" : "INDEXED BY messages_thread_of ") + "WHERE "
            + holding(term, index: index, phrase: phrase, in: "messages", row: "m", text: "body", &arguments)
    }

    /// For a phrase whose bound's messages the look listed (`Widespread.listed`, not a phrase's
    /// rest), its threads as `threadIDs(holding:)` gathers them but with no message read (each
    /// listed message's thread from `messages_thread_of`), and the `reading` that a page which
    /// sorts them first (`ThreadQuerySQL.sortsCandidatesFirst`) asks of each thread it keeps: its
    /// title, or one of its listed messages, holds the phrase. The bound is tight, so nearly every
    /// candidate holds it, and the page reads about as many as it keeps: the planted phrase's
    /// 984 long messages were each read for 50 threads.
    func deferredThreadIDs(holding term: String) -> (candidates: BoundSQL, reading: BoundSQL)? {
        guard widespread.rests[term] == nil, let listed = widespread.listed[term], let (index, phrase) = Self.indexed(term),
              index == "fts", Self.trigramBound(term) != nil else { return nil }
        var arguments: [DatabaseValue] = []
        let titles = Self.titles(holding: term, index: index, phrase: phrase, named: "candidate", &arguments)
        arguments.append(listed.databaseValue)
        let candidates = BoundSQL(sql: titles + " UNION SELECT m.thread_id FROM json_each(?) j CROSS JOIN main.messages m"
                                  + " INDEXED BY messages_thread_of ON m.id = j.value", values: arguments)
        let key = TextColumn.value(TextFold.key(term)).databaseValue
        let reading = BoundSQL(sql: "(" + Self.contains(row: "t", text: "title") + " OR EXISTS (SELECT 1 FROM main.messages m WHERE "
                               + "m.thread_id = t.id AND threads_listed(m.id, ?) AND " + Self.contains(row: "m", text: "body") + "))",
                               values: [key, listed.databaseValue, key])
        return (candidates, reading)
    }

    /// `threadsOfMessages` with what the page's look already read of `term`.
    func threadsOfMessages(holding term: String, index: String, phrase: String, _ arguments: inout [DatabaseValue]) -> String {
        Self.threadsOfMessages(holding: term, index: index, phrase: phrase, listed: widespread.listed[term],
                               matched: widespread.matched[term], byWords: widespread.byWords[term], &arguments)
    }

    /// The condition that `row` of `table` (`threads` or `messages`, whose `text` column its
    /// index serves) holds `term`: its rowid among the index's matches of `phrase`.
    ///
    /// A term of twelve characters or more (a phrase) is matched by its `trigramBound`, and each
    /// row it matches is read for the term itself: the index then reads a third of the lists
    /// and no positions, where matching the phrase costs it about 20,000 instructions a match
    /// (a phrase of 1% of 100,000 messages: 20M of a 97M page), and reading a candidate about
    /// 2,000. The same rows either way: every row holding the term matches its bound. A
    /// shorter part of a term of any length (a phrase without its common words), `bound`,
    /// stands for the bound.
    private static func holding(_ term: String, index: String, phrase: String, in table: String, row: String, text: String,
                                bound: String? = nil, _ arguments: inout [DatabaseValue]) -> String {
        guard index == "fts", let candidates = bound ?? trigramBound(term) else {
            arguments.append(phrase.databaseValue)
            return "\(row).id IN (SELECT rowid FROM \(table)_\(index) WHERE \(table)_\(index) MATCH ?)"
        }
        arguments += [candidates.databaseValue, TextColumn.value(TextFold.key(term)).databaseValue]
        return "\(row).id IN (SELECT rowid FROM \(table)_fts WHERE \(table)_fts MATCH ?) AND " + contains(row: row, text: text)
    }

    /// The condition that `row`'s `text` holds the term whose folded key is the next argument.
    static func contains(row: String, text: String) -> String {
        "threads_contains(CAST(\(row).\(text) AS BLOB), ?)"
    }

    /// An FTS5 query that every text holding `term` matches: its trigrams that do not overlap
    /// (the last one may), each on its own, joined by AND (`"tes" AND "sal" AND …`). It asks the
    /// index for no positions and a third as many lists as the phrase, so counting up to the cap
    /// costs a third as much: a phrase of 17 characters in 1% of 100,000 messages, 20M
    /// instructions a page, most of a rare phrase's page. Nil under twelve characters: a common
    /// term pays for both counts, and a word's phrase of a few lists costs little more (for a
    /// word in 10% of messages, the bound's count cost more than it saved).
    static func trigramBound(_ term: String) -> String? {
        boundTrigrams(term)?.joined(separator: " AND ")
    }

    /// The trigrams `trigramBound` joins, each an FTS5 phrase; nil under twelve characters.
    static func boundTrigrams(_ term: String) -> [String]? {
        let scalars = Array(term.unicodeScalars), length = QueryExpressionSQL.trigramLength
        guard scalars.count >= 4 * length else { return nil }
        var starts = Array(stride(from: 0, to: scalars.count - length + 1, by: length))
        if let last = starts.last, last + length < scalars.count { starts.append(scalars.count - length) }
        return starts.map { QueryExpressionSQL.phrase(String(String.UnicodeScalarView(scalars[$0..<($0 + length)]))) }
    }
}
