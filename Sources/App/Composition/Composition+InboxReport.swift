import Data
import Domain
import Presentation

extension Composition {
    /// `stats` and `db check`, as aligned text or one JSON object (`--format json`).
    func inboxReport(store: any DataStore, output: SceneOutput<InboxReport.Format>) -> InboxReportInteractor {
        let view = view(colors: false)
        let presenter: any InboxReportPresentationLogic
        switch output.format {
        case .text: presenter = InboxReportTextPresenter(display: view)
        case .json: presenter = InboxReportJSONPresenter(display: view)
        }
        return InboxReportInteractor(threads: StoreThreadRepository(store: store), presenter: presenter)
    }
}

extension InboxReport.Format: OutputFormat {
    static func standard(toTerminal: Bool) -> Self { .text }
}

extension TerminalView: InboxReportDisplayLogic {
    func displayCountInbox(_ viewModel: InboxReport.CountInbox.ViewModel) { show(viewModel) }
    func displayCheckDatabase(_ viewModel: InboxReport.CheckDatabase.ViewModel) { show(viewModel) }
    func displayProbeStore(_ viewModel: InboxReport.ProbeStore.ViewModel) { show(viewModel) }
}
