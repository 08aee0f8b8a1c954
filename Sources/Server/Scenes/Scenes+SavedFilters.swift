import Presentation

extension Scenes {
    /// The API's saved filters (`json`) or the page's, as links (`html`).
    func savedFilters(_ view: ResponseView, format: SavedFilters.Format = .json) -> SavedFiltersInteractor {
        let presenter: any SavedFiltersPresentationLogic
        switch format {
        case .text: presenter = SavedFiltersTextPresenter(display: view)
        case .json: presenter = SavedFiltersJSONPresenter(display: view)
        case .html: presenter = SavedFiltersHTMLPresenter(display: view)
        }
        return SavedFiltersInteractor(filters: environment.filters, presenter: presenter)
    }
}
