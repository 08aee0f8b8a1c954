/// Deletes a saved filter by name.
public struct DeleteFilter: Sendable {
    private let filters: any SavedFiltersRepository

    public init(filters: any SavedFiltersRepository) { self.filters = filters }

    /// An unknown name is an error and nothing changes.
    public func callAsFunction(named name: String) async throws {
        guard try await filters.deleteFilter(named: name) else { throw ThreadsError.unknownFilter(name: name) }
    }
}
