import Foundation
import Presentation

/// The browser's side of the scenes' display boundaries: it keeps the last view model of each
/// kind for the effect that asked, which hands it to the reducer as an event.
final class BrowseView: ThreadListDisplayLogic, ThreadDetailDisplayLogic, ThreadActionsDisplayLogic, SavedFiltersDisplayLogic,
    @unchecked Sendable {
    // Guarded by `lock`: presenters may call from any task.
    private var list: ThreadList.ListThreads.ViewModel?
    private var count: ThreadList.CountThreads.ViewModel?
    private var thread: ThreadDetail.ShowThread.ViewModel?
    private var lines: [String] = []
    private let lock = NSLock()

    func displayListThreads(_ viewModel: ThreadList.ListThreads.ViewModel) { keep(viewModel) }
    func displayCountThreads(_ viewModel: ThreadList.CountThreads.ViewModel) { keep(viewModel) }
    func displayShowThread(_ viewModel: ThreadDetail.ShowThread.ViewModel) { keep(viewModel) }
    func displayStartThread(_ viewModel: ThreadActions.StartThread.ViewModel) { keep(viewModel) }
    func displayPostMessage(_ viewModel: ThreadActions.PostMessage.ViewModel) { keep(viewModel) }
    func displayChangeThreads(_ viewModel: ThreadActions.ChangeThreads.ViewModel) { keep(viewModel) }
    func displaySaveFilter(_ viewModel: SavedFilters.SaveFilter.ViewModel) { keep(viewModel) }
    func displayListFilters(_ viewModel: SavedFilters.ListFilters.ViewModel) { keep(viewModel) }
    func displayShowFilter(_ viewModel: SavedFilters.ShowFilter.ViewModel) { keep(viewModel) }
    func displayDeleteFilter(_ viewModel: SavedFilters.DeleteFilter.ViewModel) { keep(viewModel) }

    // One body for every display method (so the generator can add one): the overloads pick
    // what each kind of view model leaves for its effect.
    private func keep(_ viewModel: ThreadList.ListThreads.ViewModel) { lock.withLock { list = viewModel } }
    private func keep(_ viewModel: ThreadList.CountThreads.ViewModel) { lock.withLock { count = viewModel } }
    private func keep(_ viewModel: ThreadDetail.ShowThread.ViewModel) { lock.withLock { thread = viewModel } }
    private func keep(_ viewModel: some PrintableViewModel) { lock.withLock { lines = viewModel.lines.map(\.text) } }

    /// What was shown last of each kind.
    var lastList: ThreadList.ListThreads.ViewModel? { lock.withLock { list } }
    var lastCount: ThreadList.CountThreads.ViewModel? { lock.withLock { count } }
    var lastThread: ThreadDetail.ShowThread.ViewModel? { lock.withLock { thread } }
    /// The last text shown, as a status line's words (an action's outcome).
    var lastWords: String? { lock.withLock { lines.isEmpty ? nil : lines.joined(separator: " ") } }
    /// The last text shown, a line each (the saved filters' names).
    var lastLines: [String] { lock.withLock { lines } }
}
