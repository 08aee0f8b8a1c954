import Presentation

extension Scenes {
    func savedFilters(_ view: ResponseView) -> SavedFiltersInteractor {
        SavedFiltersInteractor(filters: environment.filters, presenter: SavedFiltersJSONPresenter(display: view))
    }
}
