import Domain
import Foundation
import Presentation

/// The service's view for one page of an export: the lines the scene presented, and the id of
/// its last thread, after which the next page starts. The route writes a page out (waiting for
/// the client to take it) before it asks for the next, so a page is all an export ever holds.
final class ExportPage: InterchangeDisplayLogic, @unchecked Sendable {
    // Guarded by `lock`: presenters may call from any task.
    private var kept: [String] = []
    private var lastID: ThreadID?
    private let lock = NSLock()

    func displayImportInbox(_ viewModel: Interchange.ImportInbox.ViewModel) { keep(viewModel) }
    func displayImportMail(_ viewModel: Interchange.ImportMail.ViewModel) { keep(viewModel) }
    func displayExportInbox(_ viewModel: Interchange.ExportInbox.ViewModel) { keep(viewModel) }

    // One body for every display method (so the generator can add one).
    private func keep(_ viewModel: Interchange.ExportInbox.ViewModel) {
        lock.withLock {
            kept += viewModel.lines.map(\.text)
            lastID = viewModel.id
        }
    }
    private func keep(_ viewModel: some PrintableViewModel) { lock.withLock { kept += viewModel.lines.map(\.text) } }

    /// The page's lines, in order.
    var lines: [String] { lock.withLock { kept } }
    /// The page's last thread; nil when the page held none (the export is over).
    var last: ThreadID? { lock.withLock { lastID } }
}
