import Foundation

/// A person's view of the inbox in SQL: `threads` and `messages` as common table expressions of
/// the same names, which shadow the tables in the statement they lead, with the person's read
/// state, star and mute in place of the first person's columns. Every other part of a
/// statement is the first person's, unchanged; only the plans that read the first person's kept
/// copies (`thread_counts`, activity buckets, a tag's range) are not made for another person.
enum PersonView {
    /// `sql` as person `id` sees the inbox; a statement that already leads with `WITH` keeps its own.
    static func prefixing(_ sql: String, person id: Int64) -> String {
        let views = views(id)
        return sql.hasPrefix("WITH ") ? "WITH " + views + ", " + sql.dropFirst(5) : "WITH " + views + " " + sql
    }

    /// The ids are the store's own integers, never user text.
    private static func views(_ id: Int64) -> String {
        """
        threads AS (SELECT th.id, th.key, th.title, th.title_key, coalesce(pt.starred, 0) AS starred, th.archived, \
        th.created_at, th.last_activity_at, th.message_count, coalesce(pt.unread_count, 0) AS unread_count, \
        coalesce(pt.muted, 0) AS muted, th.assignee, th.assignee_key \
        FROM main.threads th LEFT JOIN main.person_threads pt ON pt.person_id = \(id) AND pt.thread_id = th.id), \
        messages AS (SELECT ms.id, ms.thread_id, ms.author, ms.author_key, ms.body, ms.sent_at, \
        NOT EXISTS (SELECT 1 FROM main.person_unread pu WHERE pu.thread_id = ms.thread_id AND pu.person_id = \(id) \
        AND pu.message_id = ms.id) AS read, ms.message_id, ms.refs FROM main.messages ms)
        """
    }
}
