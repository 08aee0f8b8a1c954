import Data
import InMemoryStore
import Domain
import Foundation
import Presentation

/// A second outer ring, standing in for an app screen: no ArgumentParser, no terminal, no App
/// target. It composes the same inner rings the CLI does, with its own presenter and view, to
/// show that nothing inside depends on the command line.
final class InboxScreen: @unchecked Sendable {
    /// What a screen shows: a title, one row per thread, and whether more can be loaded.
    struct ViewModel: Equatable {
        struct Row: Equatable {
            var id: Int64
            var title: String
            /// "★" when starred, then the unread count when there is one: "★ 2".
            var badge: String
        }
        var title: String
        var rows: [Row]
        var canLoadMore: Bool
    }

    /// The screen's presenter: the same Response the CLI's presenters get, turned into rows.
    struct Presenter: ThreadListPresentationLogic {
        let screen: InboxScreen

        /// The screen shows counts (to know whether more can load), never message text.
        var extras: ThreadQuery.Extras { [.counts] }

        func presentListThreads(_ response: ThreadList.ListThreads.Response) { show(response) }
        func presentCountThreads(_ response: ThreadList.CountThreads.Response) { show(response) }

        /// A response this screen has no place for (an action added to the scene later) shows nothing.
        private func show(_ response: some Sendable) {}

        private func show(_ response: ThreadList.ListThreads.Response) {
            let rows = response.result.items.map { item in
                let star = item.thread.isStarred ? "★" : ""
                let unread = item.unreadCount > 0 ? String(item.unreadCount) : ""
                return ViewModel.Row(id: item.thread.id.rawValue, title: item.thread.title,
                                     badge: [star, unread].filter { !$0.isEmpty }.joined(separator: " "))
            }
            let shown = response.page.offset + rows.count
            screen.show(ViewModel(title: FilterLabelTranslator.label(response.filter.filter), rows: rows,
                                  canLoadMore: shown < (response.result.matchingCount ?? shown)))
        }
    }

    /// The view models shown so far, oldest first (guarded by `lock`).
    private var shown: [ViewModel] = []
    private let lock = NSLock()
    /// The star filter's toggle, as a screen would keep it.
    private(set) var starredOnly = false

    let store: InMemoryDataStore
    private var list: ThreadListInteractor {
        ThreadListInteractor(threads: StoreThreadRepository(store: store), filters: StoreFilterRepository(store: store),
                             clock: .fixed(Date(timeIntervalSince1970: 1_772_000_000)), presenter: Presenter(screen: self))
    }

    init(store: InMemoryDataStore) { self.store = store }

    fileprivate func show(_ viewModel: ViewModel) { lock.withLock { shown.append(viewModel) } }

    /// Everything shown, in order.
    var history: [ViewModel] { lock.withLock { shown } }
    /// What is on screen now.
    var current: ViewModel? { history.last }

    /// Loads the first page for the current toggles (`pageSize` rows).
    func open(pageSize: Int = 50, savedFilter: String? = nil) async throws {
        let filter = ThreadList.Filter.Request(filter: ThreadFilter(starredOnly: starredOnly), savedFilterName: savedFilter)
        try await list.listThreads(ThreadList.ListThreads.Request(filter: filter, page: PageRequest(limit: pageSize)))
    }

    /// Flips the star filter and reloads, as tapping the star button would.
    func toggleStarFilter() async throws {
        starredOnly.toggle()
        try await open()
    }
}
