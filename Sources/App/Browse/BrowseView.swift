import Foundation
import Presentation

/// The browser's side of the scenes' display boundaries: it keeps the last view model of each
/// kind for the effect that asked, which hands it to the reducer as an event.
final class BrowseView: ThreadListDisplayLogic, ThreadDetailDisplayLogic, ThreadActionsDisplayLogic, SavedFiltersDisplayLogic,
    @unchecked Sendable {
    // Guarded by `lock`: presenters may call from any task.
    private var list: ThreadList.ListThreads.ViewModel?
    private var thread: ThreadDetail.ShowThread.ViewModel?
    private var words: String?
    private var names: [String] = []
    private let lock = NSLock()

    func displayListThreads(_ viewModel: ThreadList.ListThreads.ViewModel) { lock.withLock { list = viewModel } }
    func displayShowThread(_ viewModel: ThreadDetail.ShowThread.ViewModel) { lock.withLock { thread = viewModel } }
    func displayStartThread(_ viewModel: ThreadActions.StartThread.ViewModel) { keepWords(viewModel) }
    func displayPostMessage(_ viewModel: ThreadActions.PostMessage.ViewModel) { keepWords(viewModel) }
    func displayChangeThreads(_ viewModel: ThreadActions.ChangeThreads.ViewModel) { keepWords(viewModel) }
    func displaySaveFilter(_ viewModel: SavedFilters.SaveFilter.ViewModel) { keepWords(viewModel) }
    func displayListFilters(_ viewModel: SavedFilters.ListFilters.ViewModel) { lock.withLock { names = viewModel.lines.map(\.text) } }
    func displayShowFilter(_ viewModel: SavedFilters.ShowFilter.ViewModel) { keepWords(viewModel) }
    func displayDeleteFilter(_ viewModel: SavedFilters.DeleteFilter.ViewModel) { keepWords(viewModel) }

    private func keepWords(_ viewModel: some PrintableViewModel) { lock.withLock { words = viewModel.lines.map(\.text).joined(separator: " ") } }

    /// What was shown last of each kind.
    var lastList: ThreadList.ListThreads.ViewModel? { lock.withLock { list } }
    var lastThread: ThreadDetail.ShowThread.ViewModel? { lock.withLock { thread } }
    var lastWords: String? { lock.withLock { words } }
    var lastNames: [String] { lock.withLock { names } }
}
