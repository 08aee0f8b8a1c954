import Data
import Domain
import Presentation

extension Composition {
    /// `seed`; `progress` hears of each synthetic thread.
    func seed(store: any DataStore, output: SceneOutput<Seed.Format>, progress: ProgressReporter? = nil) -> SeedInteractor {
        let presenter: any SeedPresentationLogic
        switch output.format {
        case .text: presenter = SeedTextPresenter(display: view(colors: false))
        }
        return SeedInteractor(threads: StoreThreadRepository(store: store), clock: environment.clock,
                              onSyntheticThread: { progress?.advance() }, presenter: presenter)
    }
}

extension Seed.Format: OutputFormat {
    static func standard(toTerminal: Bool) -> Self { .text }
}

extension TerminalView: SeedDisplayLogic {
    func displaySeedSampleInbox(_ viewModel: Seed.SeedSampleInbox.ViewModel) { show(viewModel) }
    func displaySeedSyntheticInbox(_ viewModel: Seed.SeedSyntheticInbox.ViewModel) { show(viewModel) }
}
