/// Every saved filter, by name.
public struct ListFilters: Sendable {
    private let filters: any SavedFiltersRepository

    public init(filters: any SavedFiltersRepository) { self.filters = filters }

    /// Sorted by the names' bytes, so the order is the same in every locale.
    public func callAsFunction() async throws -> [SavedFilter] {
        try await filters.listFilters().sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
    }
}
