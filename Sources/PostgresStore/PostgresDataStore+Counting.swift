#if Postgres
import Data
import Domain
import PostgresNIO

// `threads count`: answered from the counters and indexes the schema keeps where the query allows.
extension PostgresDataStore {
    public func threadCount(_ filter: ThreadFilter, as viewer: Viewer?) async throws -> ThreadCount {
        var arguments = PostgresArguments()
        let sql = PostgresThreadQuery(filter: filter).threadCount(&arguments), bindings = arguments.bindings
        // One statement, read-only like every read: the two numbers come from one snapshot.
        return try await session.transaction(.snapshot) { connection in
            let counts = try await connection.rows(PostgresPersonView.seen(sql, by: try await Self.seat(viewer, connection)), bindings) {
                ThreadCount(threads: try $0[0].decode(Int.self), unreadMessages: try $0[1].decode(Int.self))
            }
            return counts.first ?? ThreadCount(threads: 0, unreadMessages: 0)
        }
    }
}
#endif
