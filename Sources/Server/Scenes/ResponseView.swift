import Domain
import Presentation
import Synchronization

/// The service's side of the scenes' display boundaries: one per request, it keeps what the
/// scene's JSON presenter made, which the route writes as the body. A view model that carries
/// more than text for the route (the new thread's id) keeps that too.
final class ResponseView: ThreadListDisplayLogic, ThreadDetailDisplayLogic, ThreadActionsDisplayLogic, SavedFiltersDisplayLogic,
    InboxReportDisplayLogic, ChangesDisplayLogic, InterchangeDisplayLogic, TagsDisplayLogic, Sendable {
    /// What the presenters showed last: they may call from any task.
    private struct Shown {
        var lines: [String] = []
        var started: ThreadID?
        var changes: Changes.ListChanges.ViewModel?
        var markup: HTMLText?
        var question: String?
    }

    private let shown = Mutex(Shown())

    func displayListThreads(_ viewModel: ThreadList.ListThreads.ViewModel) { keep(viewModel) }
    func displayCountThreads(_ viewModel: ThreadList.CountThreads.ViewModel) { keep(viewModel) }
    func displayShowThread(_ viewModel: ThreadDetail.ShowThread.ViewModel) { keep(viewModel) }
    func displayVisitThread(_ viewModel: ThreadDetail.VisitThread.ViewModel) { keep(viewModel) }
    func displayStartThread(_ viewModel: ThreadActions.StartThread.ViewModel) { keep(viewModel) }
    func displayPostMessage(_ viewModel: ThreadActions.PostMessage.ViewModel) { keep(viewModel) }
    func displayChangeThreads(_ viewModel: ThreadActions.ChangeThreads.ViewModel) { keep(viewModel) }
    func displaySaveFilter(_ viewModel: SavedFilters.SaveFilter.ViewModel) { keep(viewModel) }
    func displayListFilters(_ viewModel: SavedFilters.ListFilters.ViewModel) { keep(viewModel) }
    func displayShowFilter(_ viewModel: SavedFilters.ShowFilter.ViewModel) { keep(viewModel) }
    func displayDeleteFilter(_ viewModel: SavedFilters.DeleteFilter.ViewModel) { keep(viewModel) }
    func displayCountInbox(_ viewModel: InboxReport.CountInbox.ViewModel) { keep(viewModel) }
    func displayCheckDatabase(_ viewModel: InboxReport.CheckDatabase.ViewModel) { keep(viewModel) }
    func displayProbeStore(_ viewModel: InboxReport.ProbeStore.ViewModel) { keep(viewModel) }
    func displayListChanges(_ viewModel: Changes.ListChanges.ViewModel) { keep(viewModel) }
    func displayImportInbox(_ viewModel: Interchange.ImportInbox.ViewModel) { keep(viewModel) }
    func displayImportMail(_ viewModel: Interchange.ImportMail.ViewModel) { keep(viewModel) }
    func displayExportInbox(_ viewModel: Interchange.ExportInbox.ViewModel) { keep(viewModel) }
    func displayListTags(_ viewModel: Tags.ListTags.ViewModel) { keep(viewModel) }
    func displayRenameTag(_ viewModel: Tags.RenameTag.ViewModel) { keep(viewModel) }
    func displayDeleteTag(_ viewModel: Tags.DeleteTag.ViewModel) { keep(viewModel) }

    // One body for every display method (so the generator can add one).
    private func keep(_ viewModel: ThreadActions.StartThread.ViewModel) {
        shown.withLock { ($0.lines, $0.started) = (viewModel.lines.map(\.text), viewModel.id) }
    }
    private func keep(_ viewModel: Changes.ListChanges.ViewModel) {
        shown.withLock { ($0.lines, $0.changes) = (viewModel.lines.map(\.text), viewModel) }
    }
    private func keep(_ viewModel: ThreadActions.ChangeThreads.ViewModel) {
        shown.withLock { ($0.lines, $0.markup, $0.question) = (viewModel.lines.map(\.text), viewModel.html, viewModel.question) }
    }
    private func keep(_ viewModel: ThreadActions.PostMessage.ViewModel) {
        shown.withLock { ($0.lines, $0.markup, $0.question) = (viewModel.lines.map(\.text), viewModel.html, viewModel.question) }
    }
    private func keep(_ viewModel: some PrintableViewModel) {
        shown.withLock { ($0.lines, $0.markup) = (viewModel.lines.map(\.text), (viewModel as? any HTMLViewModel)?.html) }
    }

    /// The JSON text shown last, its lines joined as the presenter laid them out.
    var text: String { shown.withLock { $0.lines.joined(separator: "\n") } }
    /// The change log as last shown: the state, and whether anything changed since the one asked.
    var changeLog: (state: String, changed: Bool)? { shown.withLock { $0.changes.map { ($0.state, $0.changed) } } }
    /// The HTML shown last, from an HTML presenter.
    var html: HTMLText? { shown.withLock { $0.markup } }
    /// The page's `<main>` shown last; a presenter that made none is a fault of the wiring.
    func page() throws -> HTMLText {
        guard let html else { throw Problem(.internalServerError, "internal", "") }
        return html
    }
    /// Whether the scene answered with a question, not a change.
    var asked: Bool { shown.withLock { $0.question != nil } }
    /// The thread a start made, once one was shown.
    var startedThread: ThreadID? { shown.withLock { $0.started } }
}
