import Domain
import Foundation
import Presentation
import Synchronization

/// The completion's side of the list and saved-filter scenes' display boundaries: it keeps the
/// listed threads and the last lines shown (the filter picker's names, the tags' names); a shell gets either a
/// line each.
final class CompletionView: ThreadListDisplayLogic, SavedFiltersDisplayLogic, TagsDisplayLogic, Sendable {
    /// What the presenters showed last: they may call from any task.
    private struct Shown {
        var threads: [ThreadID] = []
        var lines: [String] = []
    }

    private let shown = Mutex(Shown())

    func displayListThreads(_ viewModel: ThreadList.ListThreads.ViewModel) { keep(viewModel) }
    func displayCountThreads(_ viewModel: ThreadList.CountThreads.ViewModel) { keep(viewModel) }
    func displaySaveFilter(_ viewModel: SavedFilters.SaveFilter.ViewModel) { keep(viewModel) }
    func displayListFilters(_ viewModel: SavedFilters.ListFilters.ViewModel) { keep(viewModel) }
    func displayShowFilter(_ viewModel: SavedFilters.ShowFilter.ViewModel) { keep(viewModel) }
    func displayDeleteFilter(_ viewModel: SavedFilters.DeleteFilter.ViewModel) { keep(viewModel) }
    func displayListTags(_ viewModel: Tags.ListTags.ViewModel) { keep(viewModel) }
    func displayRenameTag(_ viewModel: Tags.RenameTag.ViewModel) { keep(viewModel) }
    func displayDeleteTag(_ viewModel: Tags.DeleteTag.ViewModel) { keep(viewModel) }

    // One body for every display method (so the generator can add one), as in `BrowseView`.
    private func keep(_ viewModel: ThreadList.ListThreads.ViewModel) { shown.withLock { $0.threads = viewModel.rows.map(\.marks.id) } }
    private func keep(_ viewModel: some PrintableViewModel) { shown.withLock { $0.lines = viewModel.lines.map(\.text) } }

    /// The threads of the last list shown, in its order.
    var threads: [ThreadID] { shown.withLock { $0.threads } }
    /// The last lines shown, a line each (the saved filters' names).
    var lines: [String] { shown.withLock { $0.lines } }
}
