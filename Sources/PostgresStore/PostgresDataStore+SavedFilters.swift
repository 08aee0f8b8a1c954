#if Postgres
import Data
import Domain
import PostgresNIO

// Saved filters, looked up, replaced and deleted by name.
extension PostgresDataStore {
    public func savedFilter(named name: String) async throws -> SavedFilterRecord? {
        var bindings = PostgresBindings()
        bindings.append(PostgresText.encode(name))
        return try await session.transaction(.snapshot) { connection in
            try await connection.rows("SELECT name, definition FROM saved_filters WHERE name = $1", bindings, SavedFilterRecord.init).first
        }
    }

    public func savedFilters() async throws -> [SavedFilterRecord] {
        try await session.transaction(.snapshot) { connection in
            try await connection.rows("SELECT name, definition FROM saved_filters ORDER BY name", PostgresBindings(), SavedFilterRecord.init)
        }
    }

    public func upsertSavedFilter(_ record: SavedFilterRecord) async throws -> Bool {
        var bindings = PostgresBindings()
        bindings.append(PostgresText.encode(record.name))
        bindings.append(PostgresText.encode(record.definition))
        return try await session.transaction(.write) { connection in
            // `xmax <> 0` on the returned row: it was an existing row, updated.
            try await connection.rows("""
                INSERT INTO saved_filters (name, definition) VALUES ($1, $2)
                ON CONFLICT (name) DO UPDATE SET definition = excluded.definition RETURNING xmax <> 0
                """, bindings) { try $0[0].decode(Bool.self) }.first ?? false
        }
    }

    public func deleteSavedFilter(named name: String) async throws -> Bool {
        var bindings = PostgresBindings()
        bindings.append(PostgresText.encode(name))
        return try await session.transaction(.write) { connection in
            !(try await connection.rows("DELETE FROM saved_filters WHERE name = $1 RETURNING 1", bindings) { _ in () }).isEmpty
        }
    }
}

private extension SavedFilterRecord {
    /// Reads `name, definition`, by position.
    init(_ row: PostgresRandomAccessRow) throws {
        self.init(name: try row.text(0), definition: try row.text(1))
    }
}
#endif
