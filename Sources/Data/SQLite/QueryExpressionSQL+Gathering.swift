import Domain
import GRDB

// How a rare search term's threads are gathered from an index (`threadIDs(holding:)`, and the
// condition a page asks with it): the titles and the messages that hold it.
extension QueryExpressionSQL {
    /// The ids of the threads whose title holds `term` (served by `index`, matched there as
    /// `phrase`), in a column named `column`, for `t.id IN (…)` or the first arm of a `UNION`.
    ///
    /// A term of twelve characters or more (a phrase) is gathered by its trigram bound
    /// (`SQLiteDataStore.trigramBound`) and each title it matches read for the term itself:
    /// the index then reads a third of the lists and no positions, where matching the phrase
    /// costs it about 20,000 instructions a match (a phrase of 1% of 100,000 messages: 20M of a
    /// 97M page), and reading a candidate about 2,000.
    static func titles(holding term: String, index: String, phrase: String, named column: String = "id",
                       _ arguments: inout [DatabaseValue]) -> String {
        guard index == "fts", let bound = SQLiteDataStore.trigramBound(term) else {
            arguments.append(phrase.databaseValue)
            return "SELECT rowid AS \(column) FROM threads_\(index) WHERE threads_\(index) MATCH ?"
        }
        arguments += [bound.databaseValue, TextColumn.value(TextFold.key(term)).databaseValue]
        return """
            SELECT c.id AS \(column) FROM threads c WHERE c.id IN (SELECT rowid FROM threads_fts WHERE threads_fts MATCH ?) \
            AND threads_contains(CAST(c.title AS BLOB), ?)
            """
    }

    /// The ids of the threads of the messages holding `term`, as `titles(holding:…)` gathers
    /// them (a column named `thread_id`).
    static func threadsOfMessages(holding term: String, index: String, phrase: String, _ arguments: inout [DatabaseValue]) -> String {
        guard index == "fts", let bound = SQLiteDataStore.trigramBound(term) else {
            arguments.append(phrase.databaseValue)
            return "SELECT m.thread_id FROM messages m WHERE m.id IN (SELECT rowid FROM messages_\(index) WHERE messages_\(index) MATCH ?)"
        }
        arguments += [bound.databaseValue, TextColumn.value(TextFold.key(term)).databaseValue]
        return """
            SELECT m.thread_id FROM messages m WHERE m.id IN (SELECT rowid FROM messages_fts WHERE messages_fts MATCH ?) \
            AND threads_contains(CAST(m.body AS BLOB), ?)
            """
    }
}
