#if Postgres
import Data
import Domain
import PostgresNIO

// Who is on a thread's page now (schema/postgres/013). Two servers on one database see the same
// rows; their clocks are the machines', which a team's servers keep in step well within a visit.
extension PostgresDataStore {
    public func visitThread(_ threadID: Int64, noting visit: VisitRecord?, now: Int64) async throws -> [VisitRecord]? {
        try await session.transaction(visit == nil ? .snapshot : .write) { connection in
            var thread = PostgresBindings()
            thread.append(threadID)
            guard try await !connection.rows("SELECT 1 FROM threads WHERE id = $1", thread) { _ in true }.isEmpty else { return nil }
            if let visit {
                var expired = PostgresBindings()
                expired.append(now)
                try await connection.run("DELETE FROM thread_visits WHERE until <= $1", expired)
                var bindings = PostgresBindings()
                bindings.append(threadID)
                bindings.append(PostgresText.encode(visit.personKey))
                if visit.until > now {
                    bindings.append(PostgresText.encode(visit.person))
                    bindings.append(visit.replying)
                    bindings.append(visit.until)
                    try await connection.run("""
                        INSERT INTO thread_visits (thread_id, person_key, person, replying, until) VALUES ($1, $2, $3, $4, $5)
                        ON CONFLICT (thread_id, person_key) DO UPDATE SET person = excluded.person, replying = excluded.replying, until = excluded.until
                        """, bindings)
                } else {
                    try await connection.run("DELETE FROM thread_visits WHERE thread_id = $1 AND person_key = $2", bindings)
                }
            }
            var asked = PostgresBindings()
            asked.append(threadID)
            asked.append(now)
            return try await connection.rows("""
                SELECT person, person_key, replying, until FROM thread_visits WHERE thread_id = $1 AND until > $2 ORDER BY person_key
                """, asked) { row in
                VisitRecord(threadID: threadID, person: try row.text(0), personKey: try row.text(1),
                            replying: try row[2].decode(Bool.self), until: try row[3].decode(Int64.self))
            }
        }
    }
}
#endif
