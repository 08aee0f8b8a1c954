import Domain
import GRDB

// The change log (schema/007, 021): the triggers mark each changed thread with the number after
// the state, in the scope of whose change it is; `sealChanges` makes that number the state as the
// transaction commits.
extension SQLiteDataStore {
    public func changeLog(after sequence: Int64?, as viewer: Viewer?) async throws -> ChangeLogRecords {
        try await read { db in
            guard let row = try Row.fetchOne(db.cachedStatement(sql: "SELECT origin, sequence FROM change_state WHERE id = 1")),
                  let origin = row[0] as String?, let current = row[1] as Int64?
            else { throw ThreadsError.store(.engineError(path: "change_state", reason: "the change log has no state row")) }
            guard let sequence else { return ChangeLogRecords(origin: origin, sequence: current, threadIDs: []) }
            let own = try Self.seat(viewer, db).ownChanges
            // Marks above the state (a writer that did not seal) are included: told twice beats never.
            let ids = try Int64.fetchAll(db.cachedStatement(sql: Self.changedSince), arguments: [sequence, PersonSeat.teamChanges, own])
            return ChangeLogRecords(origin: origin, sequence: current, threadIDs: Array(Set(ids)).sorted())
        }
    }

    /// The threads marked above a state in the scopes asked, read from the sequence index, which
    /// covers the scope too: a poll that finds nothing is one probe. Sorted (and a thread changed
    /// in both scopes made one) by the caller, not by `ORDER BY thread_id`, for which SQLite walks
    /// the whole table in id order to spare a sort (5 ms a poll at 100,000 threads, scripts/bench-serve).
    static let changedSince = "SELECT thread_id FROM thread_changes WHERE sequence > ? AND person_id IN (?, ?)"

    /// Moves the state on by one when this transaction marked a thread, so that every
    /// transaction that changed something is one step; one index probe when nothing did.
    static func sealChanges(_ db: Database) throws {
        try db.cachedStatement(sql: """
            UPDATE change_state SET sequence = sequence + 1
            WHERE EXISTS (SELECT 1 FROM thread_changes WHERE sequence > change_state.sequence)
            """).execute()
    }

    /// Marks the threads `select` finds (its one column, named `id`) as changed in
    /// `person`'s own scope: the triggers cannot tell a person's own change of their rows from
    /// the team's change that also moved them (a message that arrives is unread for everyone).
    static func markOwnChange(of person: Int64, threads select: String, arguments: StatementArguments, _ db: Database) throws {
        try db.execute(sql: """
            INSERT INTO thread_changes (thread_id, person_id, sequence)
            SELECT changed.id, ?, (SELECT sequence + 1 FROM change_state) FROM (\(select)) AS changed WHERE true
            ON CONFLICT (thread_id, person_id) DO UPDATE SET sequence = excluded.sequence WHERE sequence <> excluded.sequence
            """, arguments: [person] + arguments)
    }
}
