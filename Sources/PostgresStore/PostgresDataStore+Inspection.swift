#if Postgres
import Data
import Domain
import PostgresNIO

// The store as a whole: its counts and size on the server, and its health.
extension PostgresDataStore {
    public func statistics() async throws -> InboxStatistics {
        try await session.transaction(.snapshot) { connection in
            let rows = try await connection.rows("""
                SELECT count(*), coalesce(sum(message_count), 0), count(*) FILTER (WHERE starred),
                       count(*) FILTER (WHERE unread_count > 0 AND NOT muted), coalesce(sum(unread_count) FILTER (WHERE NOT muted), 0),
                       count(*) FILTER (WHERE archived), count(*) FILTER (WHERE muted), pg_database_size(current_database())
                FROM threads
                """) { row in
                InboxStatistics(
                    threads: try row[0].decode(Int.self), messages: try row[1].decode(Int.self), starred: try row[2].decode(Int.self),
                    unreadThreads: try row[3].decode(Int.self), unreadMessages: try row[4].decode(Int.self),
                    archived: try row[5].decode(Int.self), sizeBytes: try row[7].decode(Int64.self), muted: try row[6].decode(Int.self))
            }
            return rows[0]
        }
    }

    public func health() async throws -> StoreHealth {
        try await session.transaction(.snapshot) { connection in
            let version = try await PostgresSchemaMigrator.version(connection)
            return StoreHealth(problems: try await Self.counterDrift(connection), schemaVersion: version, expectedSchemaVersion: Self.schemaVersion)
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
}
#endif
