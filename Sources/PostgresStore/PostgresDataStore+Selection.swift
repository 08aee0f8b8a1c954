#if Postgres
import Data
import Domain
import PostgresNIO

// A query's threads as a whole: changed at once (`--where`), or explained (`--explain`).
extension PostgresDataStore {
    public func updateThreads(matching filter: ThreadFilter, applying change: ThreadChange, as viewer: Viewer?) async throws -> [Int64] {
        var arguments = PostgresArguments()
        // Read in the transaction that changes it, the selected threads locked in id order: a
        // thread another writer moves out of the selection meanwhile is re-checked once its
        // lock is free and left out, as in the SQLite store, whose write admits no other writer.
        // The lock an UPDATE takes, which still lets another writer link a tag to the thread
        // (a foreign key's share lock) while this one waits for the change log that writer holds.
        let selection = Self.selection(PostgresThreadQuery(filter: filter), &arguments)
        let bindings = arguments.bindings
        return try await session.transaction(.write) { connection in
            let seat = try await Self.registeredSeat(viewer, connection)
            // Another person's view is no table's rows to lock: what it selects by their own state
            // only they change, and the team's state is locked by the steps' own updates.
            let statement = seat == .first ? selection + " FOR NO KEY UPDATE OF t" : PostgresPersonView.seen(selection, by: seat)
            let ids = try await connection.rows(statement, bindings) { try $0[0].decode(Int64.self) }
            if !ids.isEmpty {
                for step in change.steps { try await Self.apply(step, to: ids, seat: seat, connection) }
            }
            return ids
        }
    }

    public func explainThreads(_ query: ThreadQuery, selection: Bool, as viewer: Viewer?) async throws -> QueryExplanation {
        try await session.transaction(.snapshot) { connection in
            let seat = try await Self.seat(viewer, connection)
            var sql = PostgresThreadQuery(filter: query.filter)
            // The page's statement as `threadRows` builds it, common tags walked.
            if !selection { sql.walkedTags = try await Self.walkedTags(query.filter, connection) }
            var arguments = PostgresArguments()
            let statement = PostgresPersonView.seen(selection ? Self.selection(sql, &arguments) : Self.page(sql, query, &arguments), by: seat)
            // Planned with the same values bound, so the plan is the one the server makes for them.
            let plan = try await connection.rows("EXPLAIN " + statement, arguments.bindings) { try $0.text(0) }
            return QueryExplanation(statement: statement, arguments: arguments.literals, plan: plan)
        }
    }

    /// The ids of every thread the query selects, ascending; its values appended to `arguments`.
    static func selection(_ sql: PostgresThreadQuery, _ arguments: inout PostgresArguments) -> String {
        "SELECT t.id FROM threads t WHERE \(sql.condition(&arguments)) ORDER BY t.id"
    }
}
#endif
