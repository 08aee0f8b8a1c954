#if Postgres
import Data
import Domain
import PostgresNIO

// `threads count`: answered from the counters and indexes the schema keeps where the query allows.
extension PostgresDataStore {
    public func threadCount(_ filter: ThreadFilter, as viewer: Viewer?) async throws -> ThreadCount {
        var arguments = PostgresArguments()
        let query = PostgresThreadQuery(filter: filter)
        let counted = query.threadCount(&arguments), bindings = arguments.bindings
        // One statement, read-only like every read: the two numbers come from one snapshot.
        return try await session.transaction(.snapshot) { connection in
            let seat = try await Self.seat(viewer, connection)
            // Another person's, from their kept counts when the filter allows (it binds nothing).
            let kept = if case .other = seat { query.keptThreadCount } else { String?.none }
            let counts = try await connection.rows(PostgresPersonView.seen(kept ?? counted, by: seat), kept == nil ? bindings : PostgresBindings()) {
                ThreadCount(threads: try $0[0].decode(Int.self), unreadMessages: try $0[1].decode(Int.self))
            }
            return counts.first ?? ThreadCount(threads: 0, unreadMessages: 0)
        }
    }
}
#endif
