import Data
import Domain
import Presentation

extension Composition {
    /// `filter save|list|show|delete`, as text or JSON (`--format`).
    func savedFilters(store: any DataStore, format: FilterCommand.FormatOption.Format) -> SavedFiltersInteractor {
        let view = view(colors: false)
        let presenter: any SavedFiltersPresentationLogic
        switch format {
        case .text: presenter = SavedFiltersTextPresenter(display: view)
        case .json: presenter = SavedFiltersJSONPresenter(display: view)
        }
        return SavedFiltersInteractor(filters: StoreFilterRepository(store: store), presenter: presenter)
    }
}

extension TerminalView: SavedFiltersDisplayLogic {
    func displaySaveFilter(_ viewModel: SavedFilters.SaveFilter.ViewModel) { show(viewModel) }
    func displayListFilters(_ viewModel: SavedFilters.ListFilters.ViewModel) { show(viewModel) }
    func displayShowFilter(_ viewModel: SavedFilters.ShowFilter.ViewModel) { show(viewModel) }
    func displayDeleteFilter(_ viewModel: SavedFilters.DeleteFilter.ViewModel) { show(viewModel) }
}
