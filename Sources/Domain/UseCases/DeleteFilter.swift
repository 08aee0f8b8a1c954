/// Deletes a saved filter by name.
public struct DeleteFilter: Sendable {
    private let filters: any FilterRepository

    /// Creates the use case over a repository.
    public init(filters: any FilterRepository) { self.filters = filters }

    /// Deletes it; an unknown name is an error and nothing changes.
    public func callAsFunction(named name: String) async throws {
        guard try await filters.deleteFilter(named: name) else {
            throw ThreadsError.notFound("no saved filter named '\(name)'; see 'threads filter list'")
        }
    }
}
