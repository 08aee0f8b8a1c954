import Domain
import GRDB

// Saved filters, looked up, replaced and deleted by name.
extension SQLiteDataStore {
    public func savedFilter(named name: String) async throws -> SavedFilterRecord? {
        try await read { db in
            try Row.fetchOne(db, sql: "SELECT name, definition FROM saved_filters WHERE name = ?", arguments: [name]).map(SavedFilterRecord.init(row:))
        }
    }

    public func savedFilters() async throws -> [SavedFilterRecord] {
        try await read { db in
            try Row.fetchAll(db, sql: "SELECT name, definition FROM saved_filters ORDER BY name").map(SavedFilterRecord.init(row:))
        }
    }

    public func upsertSavedFilter(_ record: SavedFilterRecord) async throws -> Bool {
        try await write { db in
            let existed = try Bool.fetchOne(db, sql: "SELECT 1 FROM saved_filters WHERE name = ?", arguments: [record.name]) ?? false
            try db.execute(sql: """
                INSERT INTO saved_filters (name, definition) VALUES (?, ?)
                ON CONFLICT (name) DO UPDATE SET definition = excluded.definition
                """, arguments: [record.name, record.definition])
            return existed
        }
    }

    public func deleteSavedFilter(named name: String) async throws -> Bool {
        try await write { db in
            try db.execute(sql: "DELETE FROM saved_filters WHERE name = ?", arguments: [name])
            return db.changesCount > 0
        }
    }
}

private extension SavedFilterRecord {
    /// Reads `name, definition`, by position.
    init(row: Row) throws {
        self.init(name: try row.decode(atIndex: 0), definition: try row.decode(atIndex: 1))
    }
}
