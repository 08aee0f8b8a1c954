import Domain

/// Saved filters for people: confirmations, an aligned list, one filter in words and flags.
public struct SavedFiltersTextPresenter: SavedFiltersPresentationLogic {
    private let display: any SavedFiltersDisplayLogic

    public init(display: any SavedFiltersDisplayLogic) { self.display = display }

    public func presentSaveFilter(_ response: SavedFilters.SaveFilter.Response) {
        let verb = response.replaced ? "Replaced" : "Saved"
        let name = response.saved.name
        let line = "\(verb) filter '\(name)': \(describe(response.saved)). Use it with 'threads list --filter \(name)'."
        display.displaySaveFilter(SavedFilters.SaveFilter.ViewModel(lines: [.plain(line)]))
    }

    public func presentListFilters(_ response: SavedFilters.ListFilters.Response) {
        guard !response.filters.isEmpty else {
            let line = "No saved filters. Save one with 'threads filter save NAME --starred'."
            return display.displayListFilters(SavedFilters.ListFilters.ViewModel(lines: [.plain(line)]))
        }
        let nameWidth = max(4, response.filters.map { DisplayWidth.of($0.name) }.max() ?? 0)
        var lines = [StyledLine([StyledSpan(DisplayWidth.pad("NAME", to: nameWidth) + "  FILTER", .dim)])]
        for saved in response.filters {
            lines.append(StyledLine([StyledSpan(DisplayWidth.pad(saved.name, to: nameWidth), .heading), StyledSpan("  " + describe(saved))]))
        }
        display.displayListFilters(SavedFilters.ListFilters.ViewModel(lines: lines))
    }

    public func presentShowFilter(_ response: SavedFilters.ShowFilter.Response) {
        let saved = response.saved
        let arguments = FilterFlagsTranslator.queryCommandLine(saved.filter, sort: saved.sort)
        display.displayShowFilter(SavedFilters.ShowFilter.ViewModel(lines: [
            StyledLine([StyledSpan(saved.name, .heading)]),
            .plain("  " + describe(saved)),
            .plain("  query: " + (saved.filter.expression.isEverything ? "(none)" : SingleLine.of(saved.filter.expression.description))),
            StyledLine([StyledSpan("  threads list" + (arguments.isEmpty ? "" : " " + arguments), .dim)]),
        ]))
    }

    public func presentDeleteFilter(_ response: SavedFilters.DeleteFilter.Response) {
        display.displayDeleteFilter(SavedFilters.DeleteFilter.ViewModel(lines: [.plain("Deleted filter '\(response.name)'.")]))
    }

    private func describe(_ saved: SavedFilter) -> String {
        FilterLabelTranslator.label(saved.filter) + (saved.sort.map { ", sorted by \($0.rawValue)" } ?? "")
    }
}
