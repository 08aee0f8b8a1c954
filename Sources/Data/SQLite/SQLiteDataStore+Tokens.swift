import Domain
import GRDB

// API tokens, kept by name with their secrets' hashes (schema/006), each speaking for a person (017).
extension SQLiteDataStore {
    public func insertToken(_ record: TokenRecord) async throws -> Bool {
        try await write { db in
            // Only a name taken is "not inserted"; a hash taken would be a broken generator, and fails.
            try db.execute(sql: """
                INSERT INTO api_tokens (name, hash, scope, created_at, last_used_at, person) VALUES (?, ?, ?, ?, ?, ?)
                ON CONFLICT (name) DO NOTHING
                """, arguments: [record.name, record.hash, record.scope, record.createdAt, record.lastUsedAt, record.person])
            return db.changesCount > 0
        }
    }

    public func tokenRecords() async throws -> [TokenRecord] {
        try await read { db in
            try Row.fetchAll(db, sql: "SELECT name, hash, scope, created_at, last_used_at, person FROM api_tokens ORDER BY name")
                .map(TokenRecord.init(row:))
        }
    }

    public func deleteToken(named name: String) async throws -> Bool {
        try await write { db in
            try db.execute(sql: "DELETE FROM api_tokens WHERE name = ?", arguments: [name])
            return db.changesCount > 0
        }
    }

    /// Reads first and writes only when the last use is due to be noted: most requests then
    /// take no write lock, which a busy server would otherwise queue on. The note is kept
    /// only when it can be: while another process holds the write lock past the busy timeout,
    /// the token still opens what it may (reads go on in WAL mode) and the use is noted later.
    public func tokenStanding(hash: String, usedAt: Int64) async throws -> TokenRecord.Standing? {
        let found = try await read { db -> (standing: TokenRecord.Standing, lastUsedAt: Int64?)? in
            let sql = "SELECT scope, last_used_at, coalesce(person, name) FROM api_tokens WHERE hash = ?"
            guard let row = try Row.fetchOne(db, sql: sql, arguments: [hash]) else { return nil }
            return (TokenRecord.Standing(scope: try row.decode(atIndex: 0), person: try row.decode(atIndex: 2)), try row.decode(atIndex: 1))
        }
        guard let found else { return nil }
        if TokenRecord.notesUse(at: usedAt, after: found.lastUsedAt) {
            do {
                try await write { db in
                    // The condition again: another process may have noted a use since the read.
                    try db.execute(sql: """
                        UPDATE api_tokens SET last_used_at = ?
                        WHERE hash = ? AND (last_used_at IS NULL OR last_used_at < ?)
                        """, arguments: [usedAt, hash, usedAt - TokenRecord.useNotingInterval])
                }
            } catch ThreadsError.storeBusy {
                // Noted on a later request.
            }
        }
        return found.standing
    }
}

private extension TokenRecord {
    /// Reads `name, hash, scope, created_at, last_used_at, person`, by position.
    init(row: Row) throws {
        self.init(name: try row.decode(atIndex: 0), hash: try row.decode(atIndex: 1), scope: try row.decode(atIndex: 2),
                  createdAt: try row.decode(atIndex: 3), lastUsedAt: try row.decode(atIndex: 4), person: try row.decode(atIndex: 5))
    }
}
