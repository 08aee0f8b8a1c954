import Domain
import Foundation
import GRDB

// The store as a whole: its counts and size, its health, and SQLite's plans for its queries.
extension SQLiteDataStore {
    public func statistics() async throws -> InboxStatistics {
        let path = path
        return try await read { db in
            let row = try Row.fetchOne(db, sql: """
                SELECT count(*), coalesce(sum(message_count), 0), coalesce(sum(starred), 0),
                       coalesce(sum(unread_count > 0 AND muted = 0), 0), coalesce(sum(CASE WHEN muted = 0 THEN unread_count END), 0),
                       coalesce(sum(archived), 0),
                       (SELECT page_count FROM pragma_page_count()) * (SELECT page_size FROM pragma_page_size()),
                       coalesce(sum(muted), 0)
                FROM threads
                """)
            guard let row else { return InboxStatistics(threads: 0, messages: 0, starred: 0, unreadThreads: 0, unreadMessages: 0, archived: 0, sizeBytes: nil) }
            // The WAL holds pages not yet copied back; count it, as `du` would.
            let wal = (try? FileManager.default.attributesOfItem(atPath: path + "-wal")[.size] as? Int64) ?? 0
            return InboxStatistics(
                threads: try row.decode(atIndex: 0), messages: try row.decode(atIndex: 1), starred: try row.decode(atIndex: 2),
                unreadThreads: try row.decode(atIndex: 3), unreadMessages: try row.decode(atIndex: 4), archived: try row.decode(atIndex: 5),
                sizeBytes: path == ":memory:" ? nil : try row.decode(Int64.self, atIndex: 6) + wal, muted: try row.decode(atIndex: 7))
        }
    }

    public func health() async throws -> StoreHealth {
        try await read { db in
            let report = try String.fetchAll(db, sql: "PRAGMA integrity_check")
            let version = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
            let problems = (report == ["ok"] ? [] : report) + (try Self.counterDrift(db)) + (try Self.bucketDrift(db))
            // As recorded: `db check` opens with `.leave`, so an open never rebuilt it first.
            let tokenizer = version >= ShortTermIndexVersion.recordedSince
                ? TokenizerVersion(recorded: try ShortTermIndexVersion.recorded(db), current: Self.tokenizerVersion) : nil
            return StoreHealth(problems: problems, schemaVersion: version, expectedSchemaVersion: Self.schemaVersion, tokenizerVersion: tokenizer)
        }
    }

    /// SQLite's plan for `sql`, one line per step as `EXPLAIN QUERY PLAN` prints them
    /// (for the tests that hold each list query to its index).
    func queryPlan(_ sql: String, arguments: StatementArguments = []) async throws -> [String] {
        try await read { db in
            try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + sql, arguments: arguments).map { try $0.decode(String.self, atIndex: 3) }
        }
    }

    /// Where `thread_counts` (kept by schema/003's triggers) disagrees with a recount of
    /// `threads`: one line per state, empty when they agree. Triggers cannot be skipped by
    /// SQL, so a difference means the file was edited with triggers dropped or by hand.
    private static func counterDrift(_ db: Database) throws -> [String] {
        let rows = try Row.fetchAll(db, sql: """
            SELECT c.archived, c.muted, c.starred, c.unread, c.threads,
                   (SELECT count(*) FROM threads t WHERE t.archived = c.archived AND t.muted = c.muted
                    AND t.starred = c.starred AND (t.unread_count > 0) = c.unread)
            FROM thread_counts c
            """)
        return try rows.compactMap { row in
            let kept: Int = try row.decode(atIndex: 4), counted: Int = try row.decode(atIndex: 5)
            guard kept != counted else { return nil }
            let state = try (0..<4).map { "\(["archived", "muted", "starred", "unread"][$0])=\(try row.decode(Int.self, atIndex: $0))" }
            return "thread_counts (\(state.joined(separator: " "))) says \(kept) threads, the threads table has \(counted)"
        }
    }

    /// Where `activity_buckets` (kept by schema/011's triggers) disagrees with a recount of
    /// `threads`: one line per bucket, empty when they agree. A drift would misplace far pages.
    private static func bucketDrift(_ db: Database) throws -> [String] {
        let rows = try Row.fetchAll(db, sql: """
            SELECT archived, muted, bucket, sum(kept), sum(counted) FROM (
                SELECT archived, muted, bucket, threads AS kept, 0 AS counted FROM activity_buckets
                UNION ALL
                SELECT archived, muted, last_activity_at >> \(ThreadQuerySQL.bucketShift), 0, 1 FROM threads
            ) GROUP BY archived, muted, bucket HAVING sum(kept) <> sum(counted)
            """)
        return try rows.map { row in
            let (archived, muted, bucket): (Int, Int, Int64) = (try row.decode(atIndex: 0), try row.decode(atIndex: 1), try row.decode(atIndex: 2))
            let (kept, counted): (Int, Int) = (try row.decode(atIndex: 3), try row.decode(atIndex: 4))
            return "activity_buckets (archived=\(archived) muted=\(muted) bucket=\(bucket)) says \(kept) threads, the threads table has \(counted)"
        }
    }
}
