import Domain
import Presentation
import Synchronization

/// The service's view for one page of an export: the lines the scene presented, and the id of
/// its last thread, after which the next page starts. The route writes a page out (waiting for
/// the client to take it) before it asks for the next, so a page is all an export ever holds.
final class ExportPage: InterchangeDisplayLogic, Sendable {
    /// Presenters may call from any task.
    private let page = Mutex<(lines: [String], last: ThreadID?)>(([], nil))

    func displayImportInbox(_ viewModel: Interchange.ImportInbox.ViewModel) { keep(viewModel) }
    func displayImportMail(_ viewModel: Interchange.ImportMail.ViewModel) { keep(viewModel) }
    func displayExportInbox(_ viewModel: Interchange.ExportInbox.ViewModel) { keep(viewModel) }

    // One body for every display method (so the generator can add one).
    private func keep(_ viewModel: Interchange.ExportInbox.ViewModel) {
        page.withLock { $0 = ($0.lines + viewModel.lines.map(\.text), viewModel.id) }
    }
    private func keep(_ viewModel: some PrintableViewModel) { page.withLock { $0.lines += viewModel.lines.map(\.text) } }

    /// The page's lines, in order.
    var lines: [String] { page.withLock { $0.lines } }
    /// The page's last thread; nil when the page held none (the export is over).
    var last: ThreadID? { page.withLock { $0.last } }
}
