import Data
import Domain
import Foundation
import Presentation

/// Runs what the browser's state asks for through the same scenes the commands use, each with
/// its screen presenter, and hands back what came of it as events. Errors become `failed` with
/// the CLI's words for them, so the screen stays usable.
struct BrowseEffects: Sendable {
    let store: any DataStore
    let clock: Clock
    /// Who browses (`--as`, else `$THREADS_USER`, else the login name): whom replies are from,
    /// whose read state, stars and mutes the screens show, and whose `is:mine` the list asks.
    let viewer: Viewer
    private var me: Person { viewer.person }
    /// `$VISUAL`, else `$EDITOR`, else `vi`.
    let editor: String

    func run(_ effect: BrowseEffect, columns: Int, session: TerminalSession?) async -> [BrowseEvent] {
        let view = BrowseView()
        do {
            switch effect {
            case .loadList(let selection, let page, let appended):
                try await list(view, columns).listThreads(ThreadList.ListThreads.Request(filter: selection, page: page))
                return view.lastList.map { [.listLoaded($0, appended: appended)] } ?? []
            case .countList(let selection, let scope):
                try await list(view, columns, scope: scope).countThreads(ThreadList.CountThreads.Request(filter: selection))
                return view.lastCount.map { [.listCounted($0, for: selection)] } ?? []
            case .loadThread(let id, let markRead):
                try await thread(view, columns).showThread(ThreadDetail.ShowThread.Request(id: id, opening: markRead))
                return view.lastThread.map { [.threadLoaded($0)] } ?? []
            case .change(let change, let id):
                try await actions(view).changeThreads(ThreadActions.ChangeThreads.Request(.ids([id]), change: change))
                return [.actionDone(view.lastWords ?? "")]
            case .loadFilters:
                try await SavedFiltersInteractor(filters: StoreFilterRepository(store: store), presenter: SavedFiltersScreenPresenter(display: view))
                    .listFilters(SavedFilters.ListFilters.Request())
                return [.filtersLoaded(view.lastLines)]
            case .loadTags:
                try await TagsInteractor(tags: StoreThreadRepository(store: store, viewer: viewer), presenter: TagsScreenPresenter(display: view))
                    .listTags(Tags.ListTags.Request())
                return [.tagsLoaded(view.lastLines)]
            case .changeTags(let text, let id):
                let change = try ThreadActions.tagChange(text)
                try await actions(view).changeThreads(ThreadActions.ChangeThreads.Request(.ids([id]), change: change))
                return [.actionDone(view.lastWords ?? "")]
            case .editReply(let id):
                guard let body = try ReplyEditor(command: editor).write(session: session) else { return [.replied(nil)] }
                try await actions(view).postMessage(ThreadActions.PostMessage.Request(id: id, author: me.name, body: body))
                return [.replied(view.lastWords)]
            case .quit:
                return []
            }
        } catch {
            return [.failed(ExitStatus.of(error).1)]
        }
    }

    private func list(_ view: BrowseView, _ columns: Int, scope: Int? = nil) -> ThreadListInteractor {
        ThreadListInteractor(threads: StoreThreadRepository(store: store, viewer: viewer), filters: StoreFilterRepository(store: store), clock: clock,
                             presenter: ThreadListScreenPresenter(width: columns, clock: clock, display: view, scope: scope))
    }

    private func thread(_ view: BrowseView, _ columns: Int) -> ThreadDetailInteractor {
        ThreadDetailInteractor(threads: StoreThreadRepository(store: store, viewer: viewer), clock: clock,
                               presenter: ThreadDetailTextPresenter(width: columns, clock: clock, display: view))
    }

    private func actions(_ view: BrowseView) -> ThreadActionsInteractor {
        ThreadActionsInteractor(threads: StoreThreadRepository(store: store, viewer: viewer), filters: StoreFilterRepository(store: store), clock: clock,
                                presenter: ThreadActionsScreenPresenter(display: view))
    }
}
