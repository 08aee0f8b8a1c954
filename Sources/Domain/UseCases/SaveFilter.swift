/// Saves a named filter (and optional sort) for later lists; saving a name again replaces it.
public struct SaveFilter: Sendable {
    private let filters: any SavedFiltersRepository

    public init(filters: any SavedFiltersRepository) { self.filters = filters }

    /// Validates the name and saves; true when an older filter of that name was replaced.
    public func callAsFunction(_ filter: SavedFilter) async throws -> Bool {
        _ = try FilterName.validated(filter.name)
        try filter.filter.validate()
        return try await filters.saveFilter(filter)
    }
}
