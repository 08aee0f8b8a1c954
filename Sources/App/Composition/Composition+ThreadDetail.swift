import Data
import Domain
import Presentation

extension Composition {
    /// `show`, as text wrapped to the terminal or as JSON (`--format json`).
    func threadDetail(store: any DataStore, output: OutputOptions) -> ThreadDetailInteractor {
        let view = view(colors: output.colors(environment))
        let presenter: any ThreadDetailPresentationLogic = output.format == .json
            ? ThreadDetailJSONPresenter(display: view)
            : ThreadDetailTextPresenter(width: output.width(environment), clock: environment.clock, display: view)
        return ThreadDetailInteractor(threads: StoreThreadRepository(store: store), presenter: presenter)
    }
}

extension TerminalView: ThreadDetailDisplayLogic {
    func displayShowThread(_ viewModel: ThreadDetail.ShowThread.ViewModel) { show(viewModel) }
}
