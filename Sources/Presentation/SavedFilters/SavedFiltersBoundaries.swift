/// The saved filters' output boundary; one conformer per format (`SavedFilters.Format`).
public protocol SavedFiltersPresentationLogic: Sendable {
    func presentSaveFilter(_ response: SavedFilters.SaveFilter.Response)
    func presentListFilters(_ response: SavedFilters.ListFilters.Response)
    func presentShowFilter(_ response: SavedFilters.ShowFilter.Response)
    func presentDeleteFilter(_ response: SavedFilters.DeleteFilter.Response)
}

/// The saved filters' view.
public protocol SavedFiltersDisplayLogic: Sendable {
    func displaySaveFilter(_ viewModel: SavedFilters.SaveFilter.ViewModel)
    func displayListFilters(_ viewModel: SavedFilters.ListFilters.ViewModel)
    func displayShowFilter(_ viewModel: SavedFilters.ShowFilter.ViewModel)
    func displayDeleteFilter(_ viewModel: SavedFilters.DeleteFilter.ViewModel)
}
