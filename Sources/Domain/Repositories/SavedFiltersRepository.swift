/// The saved filters scene's role: where saved filters live.
public protocol SavedFiltersRepository: Sendable {
    /// Saves `filter` under its name, replacing one of that name; true when it replaced.
    func saveFilter(_ filter: SavedFilter) async throws -> Bool
    /// Every saved filter, in no particular order.
    func listFilters() async throws -> [SavedFilter]
    /// The filter saved under exactly `name`, if any.
    func showFilter(named name: String) async throws -> SavedFilter?
    /// Deletes the filter named `name`; false when there was none.
    func deleteFilter(named name: String) async throws -> Bool
}
