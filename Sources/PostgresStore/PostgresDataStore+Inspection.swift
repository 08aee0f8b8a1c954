#if Postgres
import Data
import Domain
import PostgresNIO

// The store as a whole: its counts and size on the server, its health, and its probe.
extension PostgresDataStore {
    /// Every count of `stats` summed from `thread_counts`' 16 rows, which statement triggers keep
    /// (schema/postgres/009), so it costs the same at ten messages and ten million.
    /// (`sum` of a bigint is numeric in PostgreSQL: each is cast back.)
    static let statisticsSQL = """
        SELECT coalesce(sum(threads), 0)::bigint, coalesce(sum(messages), 0)::bigint,
               coalesce(sum(threads) FILTER (WHERE starred), 0)::bigint, coalesce(sum(threads) FILTER (WHERE unread AND NOT muted), 0)::bigint,
               coalesce(sum(unread_messages) FILTER (WHERE NOT muted), 0)::bigint, coalesce(sum(threads) FILTER (WHERE archived), 0)::bigint,
               coalesce(sum(threads) FILTER (WHERE muted), 0)::bigint, pg_database_size(current_database())
        FROM thread_counts
        """

    public func statistics() async throws -> InboxStatistics {
        try await session.transaction(.snapshot) { connection in
            let rows = try await connection.rows(Self.statisticsSQL) { row in
                InboxStatistics(
                    threads: try row[0].decode(Int.self), messages: try row[1].decode(Int.self), starred: try row[2].decode(Int.self),
                    unreadThreads: try row[3].decode(Int.self), unreadMessages: try row[4].decode(Int.self),
                    archived: try row[5].decode(Int.self), sizeBytes: try row[7].decode(Int64.self), muted: try row[6].decode(Int.self))
            }
            // An aggregate always answers one row; none would be an empty inbox.
            return rows.first ?? InboxStatistics(threads: 0, messages: 0, starred: 0, unreadThreads: 0, unreadMessages: 0, archived: 0, sizeBytes: nil)
        }
    }

    public func health() async throws -> StoreHealth {
        try await session.transaction(.snapshot) { connection in
            let version = try await PostgresSchemaMigrator.version(connection)
            let problems = try await Self.counterDrift(connection) + (try await Self.countsDrift(connection))
                + (try await Self.personCountDrift(connection)) + (try await Self.personTagDrift(connection))
            return StoreHealth(problems: problems, schemaVersion: version, expectedSchemaVersion: Self.schemaVersion)
        }
    }

    /// The probe's read: the newest migration applied, from the store's own table of a row per
    /// migration, which never grows with the inbox.
    static let probeSQL = "SELECT max(version) FROM schema_migrations"

    public func probe() async throws -> Int {
        try await session.transaction(.snapshot) { connection in
            try await connection.rows(Self.probeSQL) { try $0[0].decode(Int?.self) }.first.flatMap { $0 } ?? 0
        }
    }

    /// Threads whose counters (kept by schema/postgres/001's triggers) disagree with a recount
    /// of their messages: one line each, empty when all agree (the report shows the first few
    /// and counts the rest).
    private static func counterDrift(_ connection: PostgresConnection) async throws -> [String] {
        try await connection.rows("""
            SELECT t.id, t.message_count, t.unread_count, t.last_activity_at, c.messages, c.unread, coalesce(c.newest, t.created_at)
            FROM threads t LEFT JOIN (SELECT thread_id, count(*) AS messages, count(*) FILTER (WHERE NOT read) AS unread,
                                             max(sent_at) AS newest FROM messages GROUP BY thread_id) c ON c.thread_id = t.id
            WHERE (t.message_count, t.unread_count, t.last_activity_at)
                  IS DISTINCT FROM (coalesce(c.messages, 0), coalesce(c.unread, 0), coalesce(c.newest, t.created_at))
            ORDER BY t.id
            """) { row in
            "thread \(try row[0].decode(Int64.self)) keeps \(try row[1].decode(Int.self)) messages, \(try row[2].decode(Int.self)) unread, "
                + "last activity \(try row[3].decode(Int64.self)); its messages say \(try row[4].decode(Int?.self) ?? 0), "
                + "\(try row[5].decode(Int?.self) ?? 0), \(try row[6].decode(Int64.self))"
        }
    }

    /// Where `thread_counts` (kept by schema/postgres/009's triggers) disagrees with a recount of
    /// `threads`: one line per state and figure, empty when they agree. A state missing from the
    /// table counts as keeping nothing.
    private static func countsDrift(_ connection: PostgresConnection) async throws -> [String] {
        try await connection.rows("""
            SELECT archived, muted, starred, unread, sum(kept_threads)::bigint, sum(counted_threads)::bigint,
                   sum(kept_messages)::bigint, sum(counted_messages)::bigint, sum(kept_unread)::bigint, sum(counted_unread)::bigint
            FROM (SELECT archived, muted, starred, unread, threads AS kept_threads, 0 AS counted_threads,
                         messages AS kept_messages, 0 AS counted_messages, unread_messages AS kept_unread, 0 AS counted_unread
                  FROM thread_counts
                  UNION ALL
                  SELECT archived, muted, starred, unread_count > 0, 0, 1, 0, message_count, 0, unread_count FROM threads) AS both_sides
            GROUP BY archived, muted, starred, unread
            HAVING sum(kept_threads) <> sum(counted_threads) OR sum(kept_messages) <> sum(counted_messages)
                OR sum(kept_unread) <> sum(counted_unread)
            ORDER BY archived, muted, starred, unread
            """) { row in
            ThreadCountsDrift.problems(state: try (0..<4).map { try row[$0].decode(Bool.self) },
                                       kept: try [4, 6, 8].map { try row[$0].decode(Int.self) },
                                       counted: try [5, 7, 9].map { try row[$0].decode(Int.self) })
        }.flatMap { $0 }
    }
}
#endif
