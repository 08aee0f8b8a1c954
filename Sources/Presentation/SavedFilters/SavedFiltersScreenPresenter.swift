import Domain

/// Saved filters for a full-screen view's picker: one line a filter, its name alone (a name has
/// no spaces, so the line is the name to apply); other outcomes as status-line words.
public struct SavedFiltersScreenPresenter: SavedFiltersPresentationLogic {
    private let display: any SavedFiltersDisplayLogic

    public init(display: any SavedFiltersDisplayLogic) { self.display = display }

    public func presentSaveFilter(_ response: SavedFilters.SaveFilter.Response) {
        let verb = response.replaced ? "Replaced" : "Saved"
        display.displaySaveFilter(SavedFilters.SaveFilter.ViewModel(lines: [.plain("\(verb) filter \(response.saved.name)")]))
    }

    public func presentListFilters(_ response: SavedFilters.ListFilters.Response) {
        display.displayListFilters(SavedFilters.ListFilters.ViewModel(lines: response.filters.map { .plain($0.name) }))
    }

    public func presentShowFilter(_ response: SavedFilters.ShowFilter.Response) {
        display.displayShowFilter(SavedFilters.ShowFilter.ViewModel(lines: [.plain(response.saved.name)]))
    }

    public func presentDeleteFilter(_ response: SavedFilters.DeleteFilter.Response) {
        display.displayDeleteFilter(SavedFilters.DeleteFilter.ViewModel(lines: [.plain("Deleted filter \(response.name)")]))
    }
}
