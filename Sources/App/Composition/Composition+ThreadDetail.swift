import Data
import Domain
import Presentation

extension Composition {
    /// `show`, as text wrapped to the terminal or as JSON (`--format json`).
    func threadDetail(store: any DataStore, output: SceneOutput<ThreadDetail.Format>) -> ThreadDetailInteractor {
        let view = view(colors: output.colors)
        let presenter: any ThreadDetailPresentationLogic
        switch output.format {
        case .text: presenter = ThreadDetailTextPresenter(width: output.width, clock: environment.clock, display: view)
        case .json: presenter = ThreadDetailJSONPresenter(display: view)
        case .html: presenter = ThreadDetailHTMLPresenter(clock: environment.clock, forms: .none, display: view)
        }
        return ThreadDetailInteractor(threads: StoreThreadRepository(store: store, viewer: viewer), clock: environment.clock, presenter: presenter)
    }
}

extension ThreadDetail.Format: OutputFormat {
    static func standard(toTerminal: Bool) -> Self { .text }

    /// `table`, this format's word before it was named as every scene's text is, is still taken:
    /// scripts and docs/cli.md's older examples say `show --format table`.
    public init?(argument: String) { self.init(rawValue: argument == "table" ? "text" : argument) }
}

extension TerminalView: ThreadDetailDisplayLogic {
    func displayShowThread(_ viewModel: ThreadDetail.ShowThread.ViewModel) { show(viewModel) }
    func displayVisitThread(_ viewModel: ThreadDetail.VisitThread.ViewModel) { show(viewModel) }
}
