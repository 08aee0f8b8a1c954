/// One saved filter by name, for `filter show` and `--filter NAME`.
public struct LoadFilter: Sendable {
    private let filters: any FilterRepository

    /// Creates the use case over a repository.
    public init(filters: any FilterRepository) { self.filters = filters }

    /// The filter named `name`; an unknown name is an error that says how to list them.
    public func callAsFunction(named name: String) async throws -> SavedFilter {
        guard let saved = try await filters.filter(named: name) else {
            throw ThreadsError.notFound("no saved filter named '\(name)'; see 'threads filter list'")
        }
        return saved
    }
}
