import Data
import Domain
import Presentation

extension Composition {
    /// `list`, with the presenter for the format asked (table on a terminal, TSV when piped).
    func threadList(store: any DataStore, output: OutputOptions) -> ThreadListInteractor {
        let view = view(colors: output.colors(environment))
        let presenter: any ThreadListPresentationLogic
        switch output.resolvedFormat(environment) {
        case .table: presenter = ThreadListTablePresenter(width: output.width(environment), clock: environment.clock, display: view)
        case .tsv: presenter = ThreadListTSVPresenter(display: view)
        case .json: presenter = ThreadListJSONPresenter(display: view)
        }
        return ThreadListInteractor(threads: StoreThreadRepository(store: store), filters: StoreFilterRepository(store: store), clock: environment.clock, presenter: presenter)
    }
}

extension TerminalView: ThreadListDisplayLogic {
    func displayListThreads(_ viewModel: ThreadList.ListThreads.ViewModel) { show(viewModel) }
}
