import Domain
import Foundation
import GRDB

// The store as a whole: its counts and size, its health, its probe, and SQLite's plans for its queries.
extension SQLiteDataStore {
    /// Every count of `stats` summed from `thread_counts`' 16 rows, which triggers keep (schema/003
    /// and 014), so it costs the same at ten messages and ten million; the size from the pages.
    static let statisticsSQL = """
        SELECT coalesce(sum(threads), 0), coalesce(sum(messages), 0), coalesce(sum(threads) FILTER (WHERE starred = 1), 0),
               coalesce(sum(threads) FILTER (WHERE unread = 1 AND muted = 0), 0),
               coalesce(sum(unread_messages) FILTER (WHERE muted = 0), 0), coalesce(sum(threads) FILTER (WHERE archived = 1), 0),
               (SELECT page_count FROM pragma_page_count()) * (SELECT page_size FROM pragma_page_size()),
               coalesce(sum(threads) FILTER (WHERE muted = 1), 0)
        FROM thread_counts
        """

    public func statistics() async throws -> InboxStatistics {
        let path = path
        return try await read { db in
            let row = try Row.fetchOne(db, sql: Self.statisticsSQL)
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
            let problems = (report == ["ok"] ? [] : report) + (try Self.counterDrift(db)) + (try Self.bucketDrift(db)) + (try Self.tagDrift(db)) + (try Self.tagCopyDrift(db))
                + (try Self.personCountDrift(db)) + (try Self.starCopyDrift(db)) + (try Self.personTagDrift(db))
            // As recorded: `db check` opens with `.leave`, so an open never rebuilt it first.
            let tokenizer = version >= ShortTermIndexVersion.recordedSince
                ? TokenizerVersion(recorded: try ShortTermIndexVersion.recorded(db), current: Self.tokenizerVersion) : nil
            return StoreHealth(problems: problems, schemaVersion: version, expectedSchemaVersion: Self.schemaVersion, tokenizerVersion: tokenizer)
        }
    }

    /// The probe's read: the schema version in the file's header, which opens no table or index,
    /// so it costs the same whatever the file holds; it still begins a read transaction on the
    /// file, which is what fails when the store cannot be read.
    static let probeSQL = "PRAGMA user_version"

    public func probe() async throws -> Int {
        try await read { db in try Int.fetchOne(db, sql: Self.probeSQL) ?? 0 }
    }

    /// SQLite's plan for `sql`, one line per step as `EXPLAIN QUERY PLAN` prints them
    /// (for the tests that hold each list query to its index).
    func queryPlan(_ sql: String, arguments: StatementArguments = []) async throws -> [String] {
        try await read { db in
            try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + sql, arguments: arguments).map { try $0.decode(String.self, atIndex: 3) }
        }
    }

    /// The opcodes of `sql`'s program, as `EXPLAIN` lists them (for the test that holds the
    /// probe to a statement that opens no table or index).
    func opcodes(_ sql: String) async throws -> [String] {
        try await read { db in try Row.fetchAll(db, sql: "EXPLAIN " + sql).map { try $0.decode(String.self, atIndex: 1) } }
    }

    /// Where `thread_counts` (kept by the triggers of schema/003 and 014) disagrees with a
    /// recount of `threads`: one line per state and figure, empty when they agree. A state missing
    /// from the table counts as keeping nothing.
    private static func counterDrift(_ db: Database) throws -> [String] {
        let rows = try Row.fetchAll(db, sql: """
            SELECT archived, muted, starred, unread, sum(kept_threads), sum(counted_threads),
                   sum(kept_messages), sum(counted_messages), sum(kept_unread), sum(counted_unread)
            FROM (SELECT archived, muted, starred, unread, threads AS kept_threads, 0 AS counted_threads,
                         messages AS kept_messages, 0 AS counted_messages, unread_messages AS kept_unread, 0 AS counted_unread
                  FROM thread_counts
                  UNION ALL
                  SELECT archived, muted, starred, unread_count > 0, 0, 1, 0, message_count, 0, unread_count FROM threads)
            GROUP BY archived, muted, starred, unread
            HAVING sum(kept_threads) <> sum(counted_threads) OR sum(kept_messages) <> sum(counted_messages)
                OR sum(kept_unread) <> sum(counted_unread)
            """)
        return try rows.flatMap { row in
            ThreadCountsDrift.problems(state: try (0..<4).map { try row.decode(Int.self, atIndex: $0) != 0 },
                                       kept: try [4, 6, 8].map { try row.decode(Int.self, atIndex: $0) },
                                       counted: try [5, 7, 9].map { try row.decode(Int.self, atIndex: $0) })
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

    /// Where a tag's kept counts (schema/015's triggers) disagree with a recount of the threads
    /// carrying it: one line per tag, empty when they agree. A kept tag no thread carries is a
    /// drift too (it should have gone).
    private static func tagDrift(_ db: Database) throws -> [String] {
        let rows = try Row.fetchAll(db, sql: """
            SELECT tg.name, tg.threads, tg.unread_threads, count(g.thread_id), coalesce(sum(t.unread_count > 0), 0)
            FROM tags tg LEFT JOIN thread_tags g ON g.tag_id = tg.id LEFT JOIN threads t ON t.id = g.thread_id
            GROUP BY tg.id HAVING tg.threads <> count(g.thread_id) OR tg.unread_threads <> coalesce(sum(t.unread_count > 0), 0)
                OR count(g.thread_id) = 0
            """)
        return try rows.map { row in
            let (kept, keptUnread, counted, countedUnread): (Int, Int, Int, Int) =
                (try row.decode(atIndex: 1), try row.decode(atIndex: 2), try row.decode(atIndex: 3), try row.decode(atIndex: 4))
            return "tags (\(try row.decode(String.self, atIndex: 0))) says \(kept) threads, \(keptUnread) unread; the threads carrying it are \(counted), \(countedUnread) unread"
        }
    }

    /// Where the links' copies of their threads' state and activity (schema/016's triggers), which
    /// `tag:` pages read in order, differ from the threads: one line, empty when none do.
    private static func tagCopyDrift(_ db: Database) throws -> [String] {
        guard let row = try Row.fetchOne(db, sql: """
            SELECT count(*), min(l.thread_id) FROM thread_tags l JOIN threads t ON t.id = l.thread_id
            WHERE l.archived IS NOT t.archived OR l.muted IS NOT t.muted OR l.last_activity_at IS NOT t.last_activity_at
            """) else { return [] }
        let links: Int = try row.decode(atIndex: 0)
        guard links > 0 else { return [] }
        let first: Int64 = try row.decode(atIndex: 1)
        return ["thread_tags has \(links) \(links == 1 ? "link" : "links") whose copy of the thread's state or activity differs (first: thread #\(first))"]
    }
}
