import GRDB

// Each person's kept counts (schema/022), their stars' copies of the threads (schema/023) and
// their unread threads of each tag (schema/024), checked by `db check` as the first person's are.
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

    /// Where another person's starred rows' copies of their threads' archive and activity
    /// (schema/023's triggers), which their `--starred` page reads in order, differ from the
    /// threads: one line, empty when none do.
    static func starCopyDrift(_ db: Database) throws -> [String] {
        guard let row = try Row.fetchOne(db, sql: """
            SELECT count(*), min(pt.thread_id) FROM person_threads pt JOIN threads t ON t.id = pt.thread_id
            WHERE pt.starred = 1 AND (pt.starred_archived IS NOT t.archived OR pt.starred_activity IS NOT t.last_activity_at)
            """) else { return [] }
        let stars: Int = try row.decode(atIndex: 0)
        guard stars > 0 else { return [] }
        let first: Int64 = try row.decode(atIndex: 1)
        return ["person_threads has \(stars) \(stars == 1 ? "star" : "stars") whose copy of the thread's archive or activity differs (first: thread #\(first))"]
    }

    /// Where a person's kept unread threads of a tag (`person_tags`) disagree with a recount of
    /// the tag's threads with unread messages for them: one line per person and tag.
    static func personTagDrift(_ db: Database) throws -> [String] {
        let rows = try Row.fetchAll(db, sql: """
            SELECT p.name, g.name, d.kept, d.counted FROM (
                SELECT tag_id, person_id, sum(kept) AS kept, sum(counted) AS counted FROM (
                    SELECT tag_id, person_id, unread_threads AS kept, 0 AS counted FROM person_tags
                    UNION ALL
                    SELECT l.tag_id, pt.person_id, 0, 1 FROM thread_tags l JOIN person_threads pt ON pt.thread_id = l.thread_id
                    WHERE pt.unread_count > 0
                ) GROUP BY tag_id, person_id HAVING sum(kept) <> sum(counted)
            ) d JOIN people p ON p.id = d.person_id LEFT JOIN tags g ON g.id = d.tag_id ORDER BY d.person_id, d.tag_id
            """)
        return try rows.map { row in
            let tag = try row.decode(String?.self, atIndex: 1) ?? "a tag that is gone"
            return "person_tags (\(try row.text(atIndex: 0)): \(tag)) says \(try row.decode(Int.self, atIndex: 2)) unread threads, "
                + "their rows have \(try row.decode(Int.self, atIndex: 3))"
        }
    }
}
