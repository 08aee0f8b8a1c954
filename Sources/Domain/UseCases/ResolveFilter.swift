/// The filter in force: a saved filter, when one is named, with the conditions typed now added.
public struct ResolveFilter: Sendable {
    private let filters: any FilterRepository

    public init(filters: any FilterRepository) { self.filters = filters }

    /// The merged filter, and the sort typed or saved (nil when neither gave one, so a caller's
    /// default still applies). An unknown saved filter is an error.
    public func callAsFunction(_ selection: FilterSelection) async throws -> (filter: ThreadFilter, sort: ThreadSort?) {
        guard let name = selection.savedFilterName else {
            var filter = selection.flags
            if let archive = selection.archive { filter.archive = archive }
            if let mute = selection.mute { filter.mute = mute }
            return (filter, selection.sort)
        }
        let saved = try await ShowFilter(filters: filters)(named: name)
        return (saved.filter.adding(selection.flags, archive: selection.archive, mute: selection.mute), selection.sort ?? saved.sort)
    }
}
