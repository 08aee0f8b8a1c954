import Domain
import GRDB

// Who is on a thread's page now (schema/019).
extension SQLiteDataStore {
    public func visitThread(_ threadID: Int64, noting visit: VisitRecord?, now: Int64) async throws -> [VisitRecord]? {
        guard let visit else {
            // Only looking (a read-only session): no write lock, the expired left to the next visit.
            return try await read { db in
                guard try Self.threadExists(threadID, db) else { return nil }
                return try Self.visits(threadID, now: now, db)
            }
        }
        return try await write { db in
            guard try Self.threadExists(threadID, db) else { return nil }
            try db.execute(sql: "DELETE FROM thread_visits WHERE until <= ?", arguments: [now])
            if visit.until > now {
                try db.execute(sql: """
                    INSERT INTO thread_visits (thread_id, person_key, person, replying, until)
                    VALUES (?, \(TextColumn.parameter), \(TextColumn.parameter), ?, ?)
                    ON CONFLICT (thread_id, person_key) DO UPDATE SET person = excluded.person, replying = excluded.replying, until = excluded.until
                    """, arguments: [threadID, TextColumn.value(visit.personKey), TextColumn.value(visit.person), visit.replying, visit.until])
            } else {
                try db.execute(sql: "DELETE FROM thread_visits WHERE thread_id = ? AND person_key = \(TextColumn.parameter)",
                               arguments: [threadID, TextColumn.value(visit.personKey)])
            }
            return try Self.visits(threadID, now: now, db)
        }
    }

    private static func threadExists(_ id: Int64, _ db: Database) throws -> Bool {
        try Bool.fetchOne(db, sql: "SELECT 1 FROM threads WHERE id = ?", arguments: [id]) ?? false
    }

    private static func visits(_ threadID: Int64, now: Int64, _ db: Database) throws -> [VisitRecord] {
        try Row.fetchAll(db, sql: """
            SELECT \(TextColumn.select("person")), \(TextColumn.select("person_key")), replying, until FROM thread_visits
            WHERE thread_id = ? AND until > ? ORDER BY person_key
            """, arguments: [threadID, now]).map { row in
            VisitRecord(threadID: threadID, person: try row.text(atIndex: 0), personKey: try row.text(atIndex: 1),
                        replying: try row.decode(atIndex: 2), until: try row.decode(atIndex: 3))
        }
    }
}
