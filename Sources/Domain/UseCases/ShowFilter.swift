/// One saved filter by name.
public struct ShowFilter: Sendable {
    private let filters: any SavedFiltersRepository

    public init(filters: any SavedFiltersRepository) { self.filters = filters }

    /// An unknown name is an error.
    public func callAsFunction(named name: String) async throws -> SavedFilter {
        guard let saved = try await filters.showFilter(named: name) else { throw ThreadsError.unknownFilter(name: name) }
        return saved
    }
}
