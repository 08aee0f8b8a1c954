import Domain

/// Saved filters for people: confirmations, an aligned list, one filter in words and flags.
public struct SavedFiltersTextPresenter: SavedFiltersPresentationLogic {
    private let display: any SavedFiltersDisplayLogic

    /// Creates the presenter, which shows its output on `display`.
    public init(display: any SavedFiltersDisplayLogic) { self.display = display }

    public func presentSaved(_ response: SavedFilters.Save.Response) {
        let verb = response.replaced ? "Replaced" : "Saved"
        show(["\(verb) filter '\(response.saved.name)': \(describe(response.saved)). Use it with 'threads list --filter \(response.saved.name)'."])
    }

    public func presentList(_ response: SavedFilters.List.Response) {
        guard !response.filters.isEmpty else {
            return show(["No saved filters. Save one with 'threads filter save NAME --starred'."])
        }
        let nameWidth = max(4, response.filters.map { DisplayWidth.of($0.name) }.max() ?? 0)
        var lines = [StyledLine([StyledSpan(DisplayWidth.pad("NAME", to: nameWidth) + "  FILTER", .dim)])]
        for saved in response.filters {
            lines.append(StyledLine([StyledSpan(DisplayWidth.pad(saved.name, to: nameWidth), .heading), StyledSpan("  " + describe(saved))]))
        }
        display.displayFilters(SavedFilters.ViewModel(lines: lines))
    }

    public func presentShow(_ response: SavedFilters.Show.Response) {
        let saved = response.saved
        let flags = FilterFlagsTranslator.commandLine(saved.filter, sort: saved.sort)
        display.displayFilters(SavedFilters.ViewModel(lines: [
            StyledLine([StyledSpan(saved.name, .heading)]),
            .plain("  " + describe(saved)),
            StyledLine([StyledSpan("  threads list" + (flags.isEmpty ? "" : " " + flags), .dim)]),
        ]))
    }

    public func presentDeleted(_ response: SavedFilters.Delete.Response) {
        show(["Deleted filter '\(response.name)'."])
    }

    private func describe(_ saved: SavedFilter) -> String {
        FilterLabelTranslator.label(saved.filter) + (saved.sort.map { ", sorted by \($0.rawValue)" } ?? "")
    }

    private func show(_ lines: [String]) {
        display.displayFilters(SavedFilters.ViewModel(lines: lines.map(StyledLine.plain)))
    }
}
