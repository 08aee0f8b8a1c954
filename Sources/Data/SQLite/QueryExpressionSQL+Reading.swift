import Domain
import GRDB

// How a walk finds a search term in each thread it passes: by reading the thread's title and
// messages, or, for the newest messages, from the term's own matches in its index.
extension QueryExpressionSQL {
    /// A walked term's newest matches in its index, read once before the page
    /// (`SQLiteDataStore.widespreadTerms`): `floor`, the id of the oldest of them (0 when the list
    /// holds every match), and `ids`, all of them as a JSON array. For a term of twelve
    /// characters or more they are its `trigramBound`'s matches, each still read for the term.
    struct RecentMatches: Equatable {
        var floor: Int64
        var ids: String
    }

    /// Whether a thread holding what `expression` asks is found by reading a search term in its
    /// title and messages (a widespread term, or one no index serves) rather than from an index.
    /// Not under a `not`: a common word's absence is rare, and a walk asking for it reads on.
    func readsEachThread(_ expression: QueryExpression) -> Bool {
        switch expression {
        case .term(.text(let text)): widespread.terms.contains(text) || Self.indexed(text) == nil
        case .term, .not: false
        case .and(let parts), .or(let parts): parts.contains { readsEachThread($0) }
        }
    }

    /// `term` found by reading the title and messages of thread `t`, folded as the in-memory
    /// store folds; the bytes are compared, so a NUL in either is a character, not an end.
    ///
    /// With `recent`, a message from its floor on is looked up in the list instead of read (or,
    /// for a long term, read only when the bound matched it): a walk passes the newest threads,
    /// whose messages an import numbers last, so it reads almost nothing. On 100,000 long
    /// messages (2-6 KB) a common word's page read about 900 messages' text to find 100 threads.
    /// The same threads either way: the index holds every message holding the term, as the
    /// gathered pages of a rare term rely on (but for `İ`, which the trigram tokenizer keeps as it
    /// is: docs/search.md, "Common terms"); an older message is read as before.
    static func readingEachThread(_ term: String, recent: RecentMatches? = nil, _ arguments: inout [DatabaseValue]) -> String {
        let needle = TextColumn.value(TextFold.key(term)).databaseValue
        let reading = "threads_contains(CAST(m.body AS BLOB), ?)"
        var message = reading
        if let recent {
            arguments += [needle, recent.floor.databaseValue, recent.ids.databaseValue, needle]
            // A long term's list holds its bound's matches: each is still read for the term itself.
            message = trigramBound(term) != nil ? "(m.id < ? OR threads_listed(m.id, ?)) AND \(reading)"
                : "CASE WHEN m.id >= ? THEN threads_listed(m.id, ?) ELSE \(reading) END"
        } else {
            arguments += [needle, needle]
        }
        return "(threads_contains(CAST(t.title AS BLOB), ?) OR EXISTS (SELECT 1 FROM messages m WHERE m.thread_id = t.id AND \(message)))"
    }
}
