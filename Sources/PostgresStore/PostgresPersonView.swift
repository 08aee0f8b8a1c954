#if Postgres
import Data

/// A person's view of the inbox in SQL, as the SQLite store's `PersonView`: `threads` and
/// `messages` as common table expressions of the same names, which shadow the tables (reached
/// by their schema, `threads.`) in the statement they lead, never materialized, so the planner
/// reads them as the tables they stand for. A statement that reads `thread_counts` gets the
/// person's own (schema/postgres/016) in its place.
enum PostgresPersonView {
    static func prefixing(_ sql: String, person id: Int64) -> String {
        var views = """
            threads AS NOT MATERIALIZED (SELECT th.id, th.key, th.title, th.title_key, coalesce(pt.starred, false) AS starred, \
            th.archived, coalesce(pt.muted, false) AS muted, th.created_at, th.last_activity_at, th.message_count, \
            coalesce(pt.unread_count, 0) AS unread_count, th.assignee, th.assignee_key \
            FROM threads.threads th LEFT JOIN threads.person_threads pt ON pt.person_id = \(id) AND pt.thread_id = th.id), \
            messages AS NOT MATERIALIZED (SELECT ms.id, ms.thread_id, ms.author, ms.body, ms.sent_at, \
            NOT EXISTS (SELECT 1 FROM threads.person_unread pu WHERE pu.thread_id = ms.thread_id AND pu.person_id = \(id) \
            AND pu.message_id = ms.id) AS read, ms.author_key, ms.message_id, ms.refs FROM threads.messages ms)
            """
        if sql.contains("thread_counts") { views += ", " + counts(id) }
        return sql.hasPrefix("WITH ") ? "WITH " + views + ", " + sql.dropFirst(5) : "WITH " + views + " " + sql
    }

    /// The person's sixteen states, as 009's `thread_counts` holds the first person's: the threads
    /// they noted, counted by state, and in each archive the rest, read, unstarred and unmuted.
    private static func counts(_ id: Int64) -> String {
        """
        thread_counts AS NOT MATERIALIZED (SELECT archived, muted, starred, unread, threads, unread_messages \
        FROM threads.person_counts WHERE person_id = \(id) UNION ALL SELECT a.archived, false, false, false, \
        (SELECT coalesce(sum(c.threads), 0) FROM threads.thread_counts c WHERE c.archived = a.archived)::bigint \
        - (SELECT coalesce(sum(p.threads), 0) FROM threads.person_counts p WHERE p.person_id = \(id) AND p.archived = a.archived)::bigint, \
        0::bigint FROM (VALUES (false), (true)) AS a (archived))
        """
    }

    /// `sql` as the person of `seat` reads it.
    static func seen(_ sql: String, by seat: PersonSeat) -> String {
        if case .other(let id) = seat { prefixing(sql, person: id) } else { sql }
    }
}
#endif
