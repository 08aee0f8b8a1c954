/// Every saved filter, by name.
public struct ListFilters: Sendable {
    private let filters: any FilterRepository

    /// Creates the use case over a repository.
    public init(filters: any FilterRepository) { self.filters = filters }

    /// The saved filters, sorted by name.
    public func callAsFunction() async throws -> [SavedFilter] {
        try await filters.allFilters().sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
    }
}
