import Data
import Domain
import Presentation

extension Composition {
    /// `seed`; `progress` hears of each synthetic thread.
    func seed(store: any DataStore, progress: ProgressReporter? = nil) -> SeedInteractor {
        SeedInteractor(threads: StoreThreadRepository(store: store), clock: environment.clock,
                       onSyntheticThread: { progress?.advance() }, presenter: SeedTextPresenter(display: view(colors: false)))
    }
}

extension TerminalView: SeedDisplayLogic {
    func displaySeedSampleInbox(_ viewModel: Seed.SeedSampleInbox.ViewModel) { show(viewModel) }
    func displaySeedSyntheticInbox(_ viewModel: Seed.SeedSyntheticInbox.ViewModel) { show(viewModel) }
}
