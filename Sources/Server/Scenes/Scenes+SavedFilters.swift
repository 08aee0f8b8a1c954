import Presentation

extension Scenes {
    func savedFilters(_ view: ResponseView) -> SavedFiltersInteractor {
        SavedFiltersInteractor(filters: environment.filters, presenter: SavedFiltersJSONPresenter(display: view))
    }

    /// The page's saved filters, as links.
    func savedFiltersPage(_ view: ResponseView) -> SavedFiltersInteractor {
        SavedFiltersInteractor(filters: environment.filters, presenter: SavedFiltersHTMLPresenter(display: view))
    }
}
