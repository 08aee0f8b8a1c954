#if Postgres
import Data
import Domain
import PostgresNIO

// API tokens, kept by name with their secrets' hashes (schema/postgres/004), each speaking for a person (011).
extension PostgresDataStore {
    public func insertToken(_ record: TokenRecord) async throws -> Bool {
        var bindings = PostgresBindings()
        bindings.append(PostgresText.encode(record.name))
        bindings.append(record.hash)
        bindings.append(record.scope)
        bindings.append(record.createdAt)
        bindings.append(record.lastUsedAt)
        bindings.append(record.person.map(PostgresText.encode))
        return try await session.transaction(.write) { connection in
            // Only a name taken is "not inserted"; a hash taken would be a broken generator, and fails.
            !(try await connection.rows("""
                INSERT INTO api_tokens (name, hash, scope, created_at, last_used_at, person) VALUES ($1, $2, $3, $4, $5, $6)
                ON CONFLICT (name) DO NOTHING RETURNING 1
                """, bindings) { _ in () }).isEmpty
        }
    }

    public func tokenRecords() async throws -> [TokenRecord] {
        // COLLATE "C": the names' bytes, as SQLite orders them, whatever the database's locale.
        try await session.transaction(.snapshot) { connection in
            try await connection.rows("""
                SELECT name, hash, scope, created_at, last_used_at, person FROM api_tokens ORDER BY name COLLATE "C"
                """, PostgresBindings(), TokenRecord.init)
        }
    }

    public func deleteToken(named name: String) async throws -> Bool {
        var bindings = PostgresBindings()
        bindings.append(PostgresText.encode(name))
        return try await session.transaction(.write) { connection in
            !(try await connection.rows("DELETE FROM api_tokens WHERE name = $1 RETURNING 1", bindings) { _ in () }).isEmpty
        }
    }

    /// Notes the use first, only where it is due (an UPDATE that matches no row locks nothing),
    /// then reads the scope and person, in one transaction: a revoke committed before it is always seen.
    public func tokenStanding(hash: String, usedAt: Int64) async throws -> TokenRecord.Standing? {
        var bindings = PostgresBindings()
        bindings.append(hash)
        bindings.append(usedAt)
        bindings.append(usedAt - TokenRecord.useNotingInterval)
        var lookup = PostgresBindings()
        lookup.append(hash)
        return try await session.transaction(.write) { connection in
            try await connection.run("""
                UPDATE api_tokens SET last_used_at = $2 WHERE hash = $1 AND (last_used_at IS NULL OR last_used_at < $3)
                """, bindings)
            return try await connection.rows("SELECT scope, coalesce(person, name) FROM api_tokens WHERE hash = $1", lookup) {
                TokenRecord.Standing(scope: try $0[0].decode(String.self), person: try $0.text(1))
            }.first
        }
    }
}

private extension TokenRecord {
    /// Reads `name, hash, scope, created_at, last_used_at, person`, by position.
    init(_ row: PostgresRandomAccessRow) throws {
        self.init(name: try row.text(0), hash: try row[1].decode(String.self), scope: try row[2].decode(String.self),
                  createdAt: try row[3].decode(Int64.self), lastUsedAt: try row[4].decode(Int64?.self),
                  person: try row[5].decode(String?.self).map(PostgresText.decode))
    }
}
#endif
