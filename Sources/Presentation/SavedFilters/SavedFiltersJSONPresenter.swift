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

    /// One filter: its query, the flags' fields when flags can say it (else null), sort, label
    /// and command-line arguments.
    static func object(_ saved: SavedFilter) -> JSONText {
        let filter = saved.filter
        let flags = filter.flags
        func flag(_ value: (FilterFlags) -> JSONText) -> JSONText { flags.map(value) ?? .null }
        return .object([
            ("name", .string(saved.name)),
            ("query", .string(filter.expression.description)),
            ("all", .bool(filter.includesAll)),
            ("starred", flag { .bool($0.starredOnly) }),
            ("unread", flag { .bool($0.unreadOnly) }),
            ("with", flag { .array($0.participants.map(JSONText.string)) }),
            ("since", flag { $0.since.map { .string(Timestamp.format($0)) } ?? .null }),
            ("until", flag { $0.until.map { .string(Timestamp.format($0)) } ?? .null }),
            ("search", flag { .array($0.searchTerms.map(JSONText.string)) }),
            ("archive", flag { .string($0.archive.rawValue) }),
            ("mute", flag { .string($0.mute.rawValue) }),
            ("sort", saved.sort.map { .string($0.rawValue) } ?? .null),
            ("label", .string(FilterLabelTranslator.label(filter))),
            ("flags", .string(FilterFlagsTranslator.commandLine(filter, sort: saved.sort))),
        ])
    }

    private static func viewModel(_ value: JSONText) -> TextViewModel {
        TextViewModel(lines: [.plain(value.serialized)])
    }
}
