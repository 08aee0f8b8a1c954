import Data
import Domain

// Saved filters and tokens: kept as given, by name.
extension InMemoryDataStore {
    public func savedFilter(named name: String) async throws -> SavedFilterRecord? {
        filters[name].map { SavedFilterRecord(name: name, definition: $0) }
    }

    public func savedFilters() async throws -> [SavedFilterRecord] {
        filters.map { SavedFilterRecord(name: $0.key, definition: $0.value) }
    }

    public func upsertSavedFilter(_ record: SavedFilterRecord) async throws -> Bool {
        filters.updateValue(record.definition, forKey: record.name) != nil
    }

    public func deleteSavedFilter(named name: String) async throws -> Bool {
        filters.removeValue(forKey: name) != nil
    }

    public func insertToken(_ record: TokenRecord) async throws -> Bool {
        guard tokens[record.name] == nil else { return false }
        // As the SQL stores' UNIQUE hash: a second token with one secret is an error, not a refusal.
        guard !tokens.values.contains(where: { $0.hash == record.hash }) else {
            throw ThreadsError.store(.engineError(path: "memory", reason: "UNIQUE constraint failed: api_tokens.hash"))
        }
        tokens[record.name] = record
        return true
    }

    public func tokenRecords() async throws -> [TokenRecord] {
        tokens.values.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
    }

    public func deleteToken(named name: String) async throws -> Bool {
        tokens.removeValue(forKey: name) != nil
    }

    public func tokenStanding(hash: String, usedAt: Int64) async throws -> TokenRecord.Standing? {
        guard let record = tokens.values.first(where: { $0.hash == hash }) else { return nil }
        if TokenRecord.notesUse(at: usedAt, after: record.lastUsedAt) { tokens[record.name]?.lastUsedAt = usedAt }
        return TokenRecord.Standing(scope: record.scope, person: record.person ?? record.name)
    }
}
