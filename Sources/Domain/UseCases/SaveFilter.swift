/// Saves a named filter (and optional sort) for `--filter NAME`; saving a name again replaces it.
public struct SaveFilter: Sendable {
    private let filters: any FilterRepository

    /// Creates the use case over a repository.
    public init(filters: any FilterRepository) { self.filters = filters }

    /// Validates the name and saves; returns true when an older filter of that name was replaced.
    public func callAsFunction(_ filter: SavedFilter) async throws -> Bool {
        _ = try FilterName.validated(filter.name)
        if filter.filter.searchTerms.contains(where: \.isEmpty) { throw ThreadsError.invalidInput("--search needs some text") }
        return try await filters.save(filter)
    }
}
