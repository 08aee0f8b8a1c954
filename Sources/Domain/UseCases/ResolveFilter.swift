/// The filter in force: a saved filter, when one is named, and the query typed now, both holding.
public struct ResolveFilter: Sendable {
    private let filters: any SavedFiltersRepository

    public init(filters: any SavedFiltersRepository) { self.filters = filters }

    /// The combined filter, and the sort typed or saved (nil when neither gave one, so a caller's
    /// default still applies). An unknown saved filter is an error.
    public func callAsFunction(_ selection: FilterSelection) async throws -> (filter: ThreadFilter, sort: ThreadSort?) {
        guard let name = selection.savedFilterName else { return (selection.filter, selection.sort) }
        let saved = try await ShowFilter(filters: filters)(named: name)
        return (saved.filter.adding(selection.filter), selection.sort ?? saved.sort)
    }
}
