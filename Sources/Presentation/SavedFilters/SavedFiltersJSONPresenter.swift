import Domain

/// Saved filters for scripts: each filter one JSON object, the list one array.
public struct SavedFiltersJSONPresenter: SavedFiltersPresentationLogic {
    private let display: any SavedFiltersDisplayLogic

    public init(display: any SavedFiltersDisplayLogic) { self.display = display }

    public func presentSaveFilter(_ response: SavedFilters.SaveFilter.Response) {
        display.displaySaveFilter(Self.viewModel(Self.object(response.saved)))
    }

    public func presentListFilters(_ response: SavedFilters.ListFilters.Response) {
        display.displayListFilters(Self.viewModel(.array(response.filters.map(Self.object))))
    }

    public func presentShowFilter(_ response: SavedFilters.ShowFilter.Response) {
        display.displayShowFilter(Self.viewModel(Self.object(response.saved)))
    }

    public func presentDeleteFilter(_ response: SavedFilters.DeleteFilter.Response) {
        display.displayDeleteFilter(Self.viewModel(.object([("name", .string(response.name)), ("deleted", .bool(true))])))
    }

    /// One filter: its conditions, sort, label and flags.
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

    private static func viewModel(_ value: JSONText) -> TextViewModel {
        TextViewModel(lines: [.plain(value.serialized)])
    }
}
