#if Postgres
import Data
import Domain
import PostgresNIO

// The change log (schema/postgres/005, 015): the triggers number each transaction's changes with
// the step they take from `change_state`, in the scope of whose change it is; the store reads,
// and marks another person's own changes (`applyPersonal`).
extension PostgresDataStore {
    /// The state and the ids from one snapshot: no change is counted in the state but missing
    /// from the ids, or the other way round.
    public func changeLog(after sequence: Int64?, as viewer: Viewer?) async throws -> ChangeLogRecords {
        try await session.transaction(.snapshot) { connection in
            guard let state = try await connection.rows("SELECT origin, sequence FROM change_state WHERE id = 1", PostgresBindings(), { row in
                (try row[0].decode(String.self), try row[1].decode(Int64.self))
            }).first else {
                throw ThreadsError.store(.engineError(path: "change_state", reason: "the change log has no state row"))
            }
            guard let sequence else { return ChangeLogRecords(origin: state.0, sequence: state.1, threadIDs: []) }
            var bindings = PostgresBindings()
            bindings.append(sequence)
            bindings.append(PersonSeat.teamChanges)
            bindings.append(try await Self.seat(viewer, connection).ownChanges)
            let ids = try await connection.rows(
                "SELECT DISTINCT thread_id FROM thread_changes WHERE sequence > $1 AND person_id IN ($2, $3) ORDER BY thread_id", bindings
            ) { try $0[0].decode(Int64.self) }
            return ChangeLogRecords(origin: state.0, sequence: state.1, threadIDs: ids)
        }
    }
}
#endif
