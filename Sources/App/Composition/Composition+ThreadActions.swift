import Data
import Domain
import Presentation

extension Composition {
    /// `new`, `post`, and `star` … `unmute`: plain text, never coloured.
    func threadActions(store: any DataStore) -> ThreadActionsInteractor {
        ThreadActionsInteractor(threads: StoreThreadRepository(store: store), clock: environment.clock,
                                presenter: ThreadActionsTextPresenter(display: view(colors: false)))
    }
}

extension TerminalView: ThreadActionsDisplayLogic {
    func displayStartThread(_ viewModel: ThreadActions.StartThread.ViewModel) { show(viewModel) }
    func displayPostMessage(_ viewModel: ThreadActions.PostMessage.ViewModel) { show(viewModel) }
    func displayChangeThreads(_ viewModel: ThreadActions.ChangeThreads.ViewModel) { show(viewModel) }
}
