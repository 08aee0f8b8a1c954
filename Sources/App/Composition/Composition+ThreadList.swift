import Data
import Domain
import Presentation

extension Composition {
    /// `list` and `count`, with the presenter for the format asked (table on a terminal, TSV when piped).
    func threadList(store: any DataStore, output: SceneOutput<ThreadList.Format>) -> ThreadListInteractor {
        let view = view(colors: output.colors)
        let presenter: any ThreadListPresentationLogic
        switch output.format {
        case .text: presenter = ThreadListTablePresenter(width: output.width, clock: environment.clock, display: view)
        case .tsv: presenter = ThreadListTSVPresenter(display: view)
        case .json: presenter = ThreadListJSONPresenter(display: view)
        case .html: presenter = ThreadListHTMLPresenter(clock: environment.clock, forms: .none, display: view)
        }
        return ThreadListInteractor(threads: StoreThreadRepository(store: store, viewer: viewer), filters: StoreFilterRepository(store: store), clock: environment.clock, presenter: presenter)
    }
}

extension ThreadList.Format: OutputFormat {
    /// People's output is `text` in every scene; here it is a table, and `--format table`, the
    /// word docs/cli.md and scripts have always used, is the same thing.
    public init?(argument: String) { self.init(rawValue: argument == "table" ? "text" : argument) }
    static func standard(toTerminal: Bool) -> Self { toTerminal ? .text : .tsv }
    static var defaultHelp: String { "text, a table, on a terminal; tsv otherwise" }
    public static var allValueStrings: [String] { ArgumentValues.rawValues(of: Self.self) + ["table"] }
}

extension TerminalView: ThreadListDisplayLogic {
    func displayListThreads(_ viewModel: ThreadList.ListThreads.ViewModel) { show(viewModel) }
    func displayCountThreads(_ viewModel: ThreadList.CountThreads.ViewModel) { show(viewModel) }
}
