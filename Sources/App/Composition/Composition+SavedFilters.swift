import Data
import Domain
import Presentation

extension Composition {
    /// `filter save|list|show|delete`, as text or JSON (`--format`).
    func savedFilters(store: any DataStore, output: SceneOutput<SavedFilters.Format>) -> SavedFiltersInteractor {
        let view = view(colors: false)
        let presenter: any SavedFiltersPresentationLogic
        switch output.format {
        case .text: presenter = SavedFiltersTextPresenter(display: view)
        case .json: presenter = SavedFiltersJSONPresenter(display: view)
        case .html: presenter = SavedFiltersHTMLPresenter(display: view)
        }
        return SavedFiltersInteractor(filters: StoreFilterRepository(store: store), presenter: presenter)
    }
}

extension SavedFilters.Format: OutputFormat {
    static func standard(toTerminal: Bool) -> Self { .text }
}

extension TerminalView: SavedFiltersDisplayLogic {
    func displaySaveFilter(_ viewModel: SavedFilters.SaveFilter.ViewModel) { show(viewModel) }
    func displayListFilters(_ viewModel: SavedFilters.ListFilters.ViewModel) { show(viewModel) }
    func displayShowFilter(_ viewModel: SavedFilters.ShowFilter.ViewModel) { show(viewModel) }
    func displayDeleteFilter(_ viewModel: SavedFilters.DeleteFilter.ViewModel) { show(viewModel) }
}
