#if Postgres
import Data
import PostgresNIO

// Each person's kept counts and unread threads of each tag (schema/postgres/016), checked by
// `db check` as the first person's are; the same lines as the SQLite store's.
extension PostgresDataStore {
    /// Where a person's `person_counts` disagrees with a recount of the threads they noted
    /// (starred, muted or with unread messages): one line per person, state and figure.
    static func personCountDrift(_ connection: PostgresConnection) async throws -> [String] {
        try await connection.rows("""
            SELECT p.name, d.archived, d.muted, d.starred, d.unread, d.kept, d.counted, d.kept_unread, d.counted_unread FROM (
                SELECT person_id, archived, muted, starred, unread, sum(kept)::bigint AS kept, sum(counted)::bigint AS counted,
                       sum(kept_unread)::bigint AS kept_unread, sum(counted_unread)::bigint AS counted_unread FROM (
                    SELECT person_id, archived, muted, starred, unread, threads AS kept, 0 AS counted,
                           unread_messages AS kept_unread, 0 AS counted_unread FROM person_counts
                    UNION ALL
                    SELECT pt.person_id, t.archived, pt.muted, pt.starred, pt.unread_count > 0, 0, 1, 0, pt.unread_count
                    FROM person_threads pt JOIN threads t ON t.id = pt.thread_id WHERE pt.muted OR pt.starred OR pt.unread_count > 0
                ) AS both_sides GROUP BY person_id, archived, muted, starred, unread
                HAVING sum(kept) <> sum(counted) OR sum(kept_unread) <> sum(counted_unread)
            ) d JOIN people p ON p.id = d.person_id ORDER BY d.person_id, d.archived, d.muted, d.starred, d.unread
            """) { row in
            let state = try zip(["archived", "muted", "starred", "unread"], 1...4).map { "\($0)=\(try row[$1].decode(Bool.self) ? 1 : 0)" }
            let prefix = "person_counts (\(try row.text(0)): \(state.joined(separator: " "))) says "
            return try [("threads", 5), ("unread messages", 7)].compactMap { figure, index in
                let kept = try row[index].decode(Int.self), counted = try row[index + 1].decode(Int.self)
                return kept == counted ? nil : prefix + "\(kept) \(figure), their rows have \(counted)"
            }
        }.flatMap { $0 }
    }

    /// Where a person's kept unread threads of a tag (`person_tags`) disagree with a recount.
    static func personTagDrift(_ connection: PostgresConnection) async throws -> [String] {
        try await connection.rows("""
            SELECT p.name, g.name, d.kept, d.counted FROM (
                SELECT tag_id, person_id, sum(kept)::bigint AS kept, sum(counted)::bigint AS counted FROM (
                    SELECT tag_id, person_id, unread_threads AS kept, 0 AS counted FROM person_tags
                    UNION ALL
                    SELECT l.tag_id, pt.person_id, 0, 1 FROM thread_tags l JOIN person_threads pt ON pt.thread_id = l.thread_id
                    WHERE pt.unread_count > 0
                ) AS both_sides GROUP BY tag_id, person_id HAVING sum(kept) <> sum(counted)
            ) d JOIN people p ON p.id = d.person_id LEFT JOIN tags g ON g.id = d.tag_id ORDER BY d.person_id, d.tag_id
            """) { row in
            "person_tags (\(try row.text(0)): \(try row[1].decode(String?.self) ?? "a tag that is gone")) says "
                + "\(try row[2].decode(Int.self)) unread threads, their rows have \(try row[3].decode(Int.self))"
        }
    }
}
#endif
