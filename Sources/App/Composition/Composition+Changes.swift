import Data
import Domain
import Presentation

extension Composition {
    /// `changes`, as text or JSON (`--format`).
    func changes(store: any DataStore, output: SceneOutput<Changes.Format>) -> ChangesInteractor {
        let presenter: any ChangesPresentationLogic
        switch output.format {
        case .text: presenter = ChangesTextPresenter(display: view(colors: output.colors))
        case .json: presenter = ChangesJSONPresenter(display: view(colors: output.colors))
        }
        return ChangesInteractor(threads: StoreThreadRepository(store: store, viewer: viewer), presenter: presenter)
    }
}

extension Changes.Format: OutputFormat {
    static func standard(toTerminal: Bool) -> Self { .text }
}

extension TerminalView: ChangesDisplayLogic {
    func displayListChanges(_ viewModel: Changes.ListChanges.ViewModel) { show(viewModel) }
}
