import GRDB

// Each person's kept counts (schema/022), checked by `db check` as `thread_counts` is.
extension SQLiteDataStore {
    /// Where a person's `person_counts` disagrees with a recount of the threads they noted
    /// (starred, muted or with unread messages): one line per person and state, empty when they agree.
    static func personCountDrift(_ db: Database) throws -> [String] {
        let rows = try Row.fetchAll(db, sql: """
            SELECT p.name, d.archived, d.muted, d.starred, d.unread, d.kept, d.counted, d.kept_unread, d.counted_unread FROM (
                SELECT person_id, archived, muted, starred, unread, sum(kept) AS kept, sum(counted) AS counted,
                       sum(kept_unread) AS kept_unread, sum(counted_unread) AS counted_unread FROM (
                    SELECT person_id, archived, muted, starred, unread, threads AS kept, 0 AS counted,
                           unread_messages AS kept_unread, 0 AS counted_unread FROM person_counts
                    UNION ALL
                    SELECT pt.person_id, t.archived, pt.muted, pt.starred, pt.unread_count > 0, 0, 1, 0, pt.unread_count
                    FROM person_threads pt JOIN threads t ON t.id = pt.thread_id WHERE pt.muted OR pt.starred OR pt.unread_count > 0
                ) GROUP BY person_id, archived, muted, starred, unread
                HAVING sum(kept) <> sum(counted) OR sum(kept_unread) <> sum(counted_unread)
            ) d JOIN people p ON p.id = d.person_id ORDER BY d.person_id, d.archived, d.muted, d.starred, d.unread
            """)
        return try rows.flatMap { row in
            let state = try zip(["archived", "muted", "starred", "unread"], 1...4).map { "\($0)=\(try row.decode(Int.self, atIndex: $1))" }
            let prefix = "person_counts (\(try row.text(atIndex: 0)): \(state.joined(separator: " "))) says "
            return try [("threads", 5), ("unread messages", 7)].compactMap { figure, index in
                let kept = try row.decode(Int.self, atIndex: index), counted = try row.decode(Int.self, atIndex: index + 1)
                return kept == counted ? nil : prefix + "\(kept) \(figure), their rows have \(counted)"
            }
        }
    }
}
