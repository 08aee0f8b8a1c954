import Domain

/// The saved-filter repository over any `DataStore`: filters in, JSON documents stored
/// (`SavedFilterCodec`), so a store needs no column per condition.
public struct StoreFilterRepository: SavedFiltersRepository {
    private let store: any DataStore

    public init(store: any DataStore) { self.store = store }

    public func saveFilter(_ filter: SavedFilter) async throws -> Bool {
        try await store.upsertSavedFilter(try SavedFilterCodec.record(filter))
    }

    public func listFilters() async throws -> [SavedFilter] {
        try await store.savedFilters().map(SavedFilterCodec.savedFilter)
    }

    public func showFilter(named name: String) async throws -> SavedFilter? {
        try await store.savedFilter(named: name).map(SavedFilterCodec.savedFilter)
    }

    public func deleteFilter(named name: String) async throws -> Bool {
        try await store.deleteSavedFilter(named: name)
    }
}
