import Domain

/// The saved-filter repository over any `DataStore`: filters in, JSON documents stored.
public struct StoreFilterRepository: FilterRepository {
    private let store: any DataStore

    /// Creates the repository over `store`.
    public init(store: any DataStore) { self.store = store }

    /// The filter named `name`, decoded.
    public func filter(named name: String) async throws -> SavedFilter? {
        try await store.savedFilter(named: name).map(SavedFilterCodec.savedFilter)
    }

    /// Every saved filter, decoded.
    public func allFilters() async throws -> [SavedFilter] {
        try await store.savedFilters().map(SavedFilterCodec.savedFilter)
    }

    /// Encodes and saves.
    public func save(_ filter: SavedFilter) async throws -> Bool {
        try await store.upsertSavedFilter(try SavedFilterCodec.record(filter))
    }

    /// Deletes by name.
    public func deleteFilter(named name: String) async throws -> Bool {
        try await store.deleteSavedFilter(named: name)
    }
}
