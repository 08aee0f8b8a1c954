import Foundation
import Presentation
import Synchronization

/// The browser's side of the scenes' display boundaries: it keeps the last view model of each
/// kind for the effect that asked, which hands it to the reducer as an event.
final class BrowseView: ThreadListDisplayLogic, ThreadDetailDisplayLogic, ThreadActionsDisplayLogic, SavedFiltersDisplayLogic,
    TagsDisplayLogic, Sendable {
    /// What the presenters showed last of each kind: they may call from any task.
    private struct Shown {
        var list: ThreadList.ListThreads.ViewModel?
        var count: ThreadList.CountThreads.ViewModel?
        var thread: ThreadDetail.ShowThread.ViewModel?
        var lines: [String] = []
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
    func displayListTags(_ viewModel: Tags.ListTags.ViewModel) { keep(viewModel) }
    func displayRenameTag(_ viewModel: Tags.RenameTag.ViewModel) { keep(viewModel) }
    func displayDeleteTag(_ viewModel: Tags.DeleteTag.ViewModel) { keep(viewModel) }

    // One body for every display method (so the generator can add one): the overloads pick
    // what each kind of view model leaves for its effect.
    private func keep(_ viewModel: ThreadList.ListThreads.ViewModel) { shown.withLock { $0.list = viewModel } }
    private func keep(_ viewModel: ThreadList.CountThreads.ViewModel) { shown.withLock { $0.count = viewModel } }
    private func keep(_ viewModel: ThreadDetail.ShowThread.ViewModel) { shown.withLock { $0.thread = viewModel } }
    private func keep(_ viewModel: some PrintableViewModel) { shown.withLock { $0.lines = viewModel.lines.map(\.text) } }

    /// What was shown last of each kind.
    var lastList: ThreadList.ListThreads.ViewModel? { shown.withLock { $0.list } }
    var lastCount: ThreadList.CountThreads.ViewModel? { shown.withLock { $0.count } }
    var lastThread: ThreadDetail.ShowThread.ViewModel? { shown.withLock { $0.thread } }
    /// The last text shown, as a status line's words (an action's outcome).
    var lastWords: String? { shown.withLock { $0.lines.isEmpty ? nil : $0.lines.joined(separator: " ") } }
    /// The last text shown, a line each (the saved filters' names, the tags' names).
    var lastLines: [String] { shown.withLock { $0.lines } }
}
