/// Where saved filters live.
public protocol FilterRepository: Sendable {
    /// The filter saved under `name`, if any.
    func filter(named name: String) async throws -> SavedFilter?
    /// Every saved filter, by name.
    func allFilters() async throws -> [SavedFilter]
    /// Saves `filter` under its name, replacing one of that name; true when it replaced.
    func save(_ filter: SavedFilter) async throws -> Bool
    /// Deletes the filter named `name`; false when there was none.
    func deleteFilter(named name: String) async throws -> Bool
}
