import Foundation

/// A person's view of the inbox in SQL: `threads`, `messages` and `thread_counts` as common table
/// expressions of the same names, which shadow the tables in the statement they lead, with the
/// person's read state, star and mute in place of the first person's columns, and their counts
/// (schema/022) in place of the first person's. Every other part of a statement is the first
/// person's, unchanged; only the plans that read the first person's other kept copies (activity
/// buckets, a tag's range) are not made for another person.
///
/// `threads` keeps the first person's mute as `first_muted`, the second column of every sort's
/// index: a page walks each of its two ranges in order and merges them (`ThreadQuerySQL.walk`).
/// The views are `NOT MATERIALIZED`, so that each arm of such a merge reads its own range.
enum PersonView {
    /// `sql` as person `id` sees the inbox; a statement that already leads with `WITH` keeps its own.
    ///
    /// Only the views whose tables `sql` names lead it: SQLite parses every view a statement
    /// carries. Carrying all three cost another person's list 0.2M instructions of the 1.2M its
    /// statements cost beyond the first person's (callgrind, 1M messages); the rest is planning
    /// the page's two ranges and the person's counts.
    static func prefixing(_ sql: String, person id: Int64) -> String {
        var views = ""
        for (table, view) in [("threads", threads), ("messages", messages), ("thread_counts", threadCounts)] where names(sql, table) {
            if !views.isEmpty { views += ", " }
            views += view(id)
        }
        guard !views.isEmpty else { return sql }
        return sql.hasPrefix("WITH ") ? "WITH " + views + ", " + sql.dropFirst(5) : "WITH " + views + " " + sql
    }

    /// Whether `sql` may read `table`: the whole word anywhere but after a `.` (another table's
    /// column, `c.threads`, or the table named in its schema, `main.threads`, which no view
    /// shadows) or a `(` (a column summed, `sum(threads)`). A word that is not the table after all
    /// brings a view in needlessly, never leaves one out.
    static func names(_ sql: String, _ table: String) -> Bool {
        func isWordPart(_ character: Character?) -> Bool { character.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false }
        var from = sql.startIndex
        while let found = sql.range(of: table, range: from..<sql.endIndex) {
            let before = found.lowerBound > sql.startIndex ? sql[sql.index(before: found.lowerBound)] : nil
            let after = found.upperBound < sql.endIndex ? sql[found.upperBound] : nil
            if !isWordPart(before), !isWordPart(after), before != ".", before != "(" { return true }
            from = found.upperBound
        }
        return false
    }

    // The ids are the store's own integers, never user text.

    private static func threads(_ id: Int64) -> String {
        """
        threads AS NOT MATERIALIZED (SELECT th.id, th.key, th.title, th.title_key, coalesce(pt.starred, 0) AS starred, \
        th.archived, th.created_at, th.last_activity_at, th.message_count, coalesce(pt.unread_count, 0) AS unread_count, \
        coalesce(pt.muted, 0) AS muted, th.assignee, th.assignee_key, th.muted AS first_muted \
        FROM main.threads th LEFT JOIN main.person_threads pt ON pt.person_id = \(id) AND pt.thread_id = th.id)
        """
    }

    private static func messages(_ id: Int64) -> String {
        """
        messages AS NOT MATERIALIZED (SELECT ms.id, ms.thread_id, ms.author, ms.author_key, ms.body, ms.sent_at, \
        NOT EXISTS (SELECT 1 FROM main.person_unread pu WHERE pu.thread_id = ms.thread_id AND pu.person_id = \(id) \
        AND pu.message_id = ms.id) AS read, ms.message_id, ms.refs FROM main.messages ms)
        """
    }

    private static func threadCounts(_ id: Int64) -> String {
        """
        thread_counts AS NOT MATERIALIZED (SELECT archived, muted, starred, unread, threads FROM main.person_counts \
        WHERE person_id = \(id) AND (muted OR starred OR unread) UNION ALL SELECT a.archived, 0, 0, 0, \
        (SELECT coalesce(sum(c.threads), 0) FROM main.thread_counts c WHERE c.archived = a.archived) \
        - (SELECT coalesce(sum(p.threads), 0) FROM main.person_counts p WHERE p.person_id = \(id) AND p.archived = a.archived) \
        FROM (SELECT 0 AS archived UNION ALL SELECT 1 AS archived) a)
        """
    }
}
