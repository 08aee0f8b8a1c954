import Data
import Domain
import Presentation

extension Composition {
    /// `threads mute` and `unmute`: the use case over the store's repository, the presenter onto the terminal.
    func muteThreads(store: any DataStore) -> MuteThreadsInteractor {
        MuteThreadsInteractor(
            useCase: MuteThreads(threads: StoreThreadRepository(store: store)),
            presenter: MuteThreadsPresenter(display: view(colors: false)))
    }
}

extension TerminalView: MuteThreadsDisplayLogic {
    func displayMuteThreads(_ viewModel: ThreadActions.MuteThreads.ViewModel) {
        buffer.append(renderer.render(viewModel.lines))
    }
}
