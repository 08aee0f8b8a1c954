import Data
import Domain
import Presentation

extension Composition {
    /// `stats` and `db check`, as aligned text or one JSON object (`--json`).
    func inboxReport(store: any DataStore, json: Bool) -> InboxReportInteractor {
        let view = view(colors: false)
        let presenter: any InboxReportPresentationLogic = json ? InboxReportJSONPresenter(display: view) : InboxReportTextPresenter(display: view)
        return InboxReportInteractor(threads: StoreThreadRepository(store: store), presenter: presenter)
    }
}

extension TerminalView: InboxReportDisplayLogic {
    func displayCountInbox(_ viewModel: InboxReport.CountInbox.ViewModel) { show(viewModel) }
    func displayCheckDatabase(_ viewModel: InboxReport.CheckDatabase.ViewModel) { show(viewModel) }
}
