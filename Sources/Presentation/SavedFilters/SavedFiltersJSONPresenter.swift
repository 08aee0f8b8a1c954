import Domain

/// Saved filters for scripts: each filter one JSON object, the list one array.
public struct SavedFiltersJSONPresenter: SavedFiltersPresentationLogic {
    private let display: any SavedFiltersDisplayLogic

    /// Creates the presenter, which shows its output on `display`.
    public init(display: any SavedFiltersDisplayLogic) { self.display = display }

    public func presentSaved(_ response: SavedFilters.Save.Response) { show(Self.object(response.saved)) }
    public func presentList(_ response: SavedFilters.List.Response) { show(.array(response.filters.map(Self.object))) }
    public func presentShow(_ response: SavedFilters.Show.Response) { show(Self.object(response.saved)) }
    public func presentDeleted(_ response: SavedFilters.Delete.Response) {
        show(.object([("name", .string(response.name)), ("deleted", .bool(true))]))
    }

    /// The object for one filter: its conditions, sort, label and flags.
    static func object(_ saved: SavedFilter) -> JSONText {
        let filter = saved.filter
        return .object([
            ("name", .string(saved.name)),
            ("starred", .bool(filter.starredOnly)),
            ("unread", .bool(filter.unreadOnly)),
            ("with", .array(filter.participants.map(JSONText.string))),
            ("since", filter.since.map { .string(Timestamp.format($0)) } ?? .null),
            ("until", filter.until.map { .string(Timestamp.format($0)) } ?? .null),
            ("search", .array(filter.searchTerms.map(JSONText.string))),
            ("archive", .string(filter.archive.rawValue)),
            ("mute", .string(filter.mute.rawValue)),
            ("sort", saved.sort.map { .string($0.rawValue) } ?? .null),
            ("label", .string(FilterLabelTranslator.label(filter))),
            ("flags", .string(FilterFlagsTranslator.commandLine(filter, sort: saved.sort))),
        ])
    }

    private func show(_ value: JSONText) {
        display.displayFilters(SavedFilters.ViewModel(lines: [.plain(value.serialized)]))
    }
}
