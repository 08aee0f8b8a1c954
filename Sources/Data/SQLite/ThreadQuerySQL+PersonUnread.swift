import Domain
import GRDB

extension ThreadQuerySQL {
    /// Another person's page by unread count (`--sort unread`), which no index of `threads` orders
    /// for them: first their threads with unread messages, most first, from their own rows in
    /// that order (`person_threads_unread`, schema/022); then their read ones, newest id first,
    /// walking the threads' ids down (an index of a state would have them sorted first). Every thread of the first part sorts before every thread of the
    /// second, so the two are read one after the other, each only as far as the page reaches.
    func personUnreadWalk(person: Int64, columns: String, limit: Int?, offset: Int, after: SortPosition?) -> BoundSQL {
        let condition = condition, keyset = after.map { Self.keyset($0, .unread) }
        var filter = "(" + condition.sql + ")", values = condition.values
        if let keyset {
            filter += " AND " + keyset.sql
            values += keyset.values
        }
        // A limit inside each part keeps its order (an ORDER BY without one may be dropped) and
        // stops it where the page ends.
        let reach = limit.map { $0 + offset } ?? -1
        let sql = """
            SELECT * FROM (SELECT \(columns) FROM main.person_threads u INDEXED BY person_threads_unread \
            CROSS JOIN threads t ON t.id = u.thread_id WHERE u.person_id = \(person) AND u.unread_count > 0 AND \(filter) \
            ORDER BY u.unread_count DESC, u.thread_id DESC LIMIT \(reach)) \
            UNION ALL SELECT * FROM (SELECT \(columns) FROM main.threads o NOT INDEXED CROSS JOIN threads t ON t.id = o.id \
            WHERE +t.unread_count = 0 AND \(filter) ORDER BY o.id DESC LIMIT \(reach)) LIMIT ? OFFSET ?
            """
        return BoundSQL(sql: sql, values: values + values + [(limit ?? -1).databaseValue, offset.databaseValue])
    }
}
