import Domain
import Presentation

/// The browser's one rule book: how each event changes the state, and what work it asks for.
/// Pure: no terminal, no store, no clock; the same state and event always give the same result.
enum BrowseReducer {
    /// The state for a route at start, and the loads it needs: the list's first page, and the
    /// thread when the route opens one (marked read, as opening it from the list would).
    static func start(route: Route, selection: FilterSelection, columns: Int, rows: Int) -> (BrowseState, [BrowseEffect]) {
        var state = BrowseState(columns: max(columns, 1), rows: max(rows, 1), selection: selection)
        guard case .thread(let id) = route else {
            let list = ask(&state, BrowsePage(limit: state.pageSize, appended: false, keep: nil, otherwise: .first))
            return (state, [list])
        }
        state.thread = BrowseThread(id: id)
        // The list behind the thread opens on it when its first page holds it.
        let list = ask(&state, BrowsePage(limit: state.pageSize, appended: false, keep: id, otherwise: .first))
        return (state, [list, .loadThread(id, markRead: true)])
    }

    /// Applies `event` to `state` and returns the work it asks for, in order.
    static func reduce(_ state: inout BrowseState, _ event: BrowseEvent) -> [BrowseEffect] {
        guard !state.quitting else { return [] }
        guard event.isIntent else { return result(&state, event) }
        // A key ends what the status line said about the last action.
        state.status = nil
        if event == .quit {
            state.quitting = true
            return [.quit]
        }
        switch state.mode {
        case .help:
            state.mode = .normal
            return []
        case .search(let text, let previous):
            return search(&state, event, text: text, previous: previous)
        case .tags(let prompt):
            return tags(&state, event, prompt)
        case .filters(let choices, let cursor):
            return pickFilter(&state, event, choices: choices, cursor: cursor)
        case .normal:
            return state.thread == nil ? onList(&state, event) : onThread(&state, event)
        }
    }

    /// What came back from an effect, or the terminal's new size.
    private static func result(_ state: inout BrowseState, _ event: BrowseEvent) -> [BrowseEffect] {
        switch event {
        case .listLoaded(let viewModel, appended: true):
            // A page continuing rows that have since been replaced is dropped.
            guard state.list.waiting, let page = state.list.asked, page.appended else { return [] }
            state.list.waiting = false
            state.list.append(viewModel, page: page, height: state.listHeight)
            return prefetch(&state) + recount(&state)
        case .listLoaded(let viewModel, appended: false):
            let asked = state.list.asked.flatMap { $0.appended ? nil : $0 }
            let page = asked ?? BrowsePage(limit: state.pageSize, appended: false, keep: state.list.selected?.id, otherwise: .samePosition)
            state.list.waiting = false
            state.list.replace(with: viewModel, page: page, query: state.query, height: state.listHeight)
            return prefetch(&state) + recount(&state)
        case .listCounted(let viewModel, let counted):
            // A count of a list since replaced (another search, another filter) is dropped, as is
            // one the state gave up for a page: it may be of rows that have changed since.
            guard state.list.counting, counted == state.query, let total = viewModel.total else { return [] }
            state.list.counting = false
            state.list.uncounted = false
            state.list.show(BrowseList.Count(query: counted, total: total, header: viewModel.lines.first))
            return []
        case .threadLoaded(let viewModel):
            // A thread that is no longer open (the user went back, or opened another) is dropped.
            guard var thread = state.thread, viewModel.marks.map({ $0.id == thread.id }) ?? true else { return [] }
            thread.lines = viewModel.lines
            thread.marks = viewModel.marks
            thread.clampScroll(height: state.bodyHeight)
            state.thread = thread
            return []
        case .filtersLoaded(let names):
            guard case .filters(_, let cursor) = state.mode else { return [] }
            state.mode = .filters(choices: [BrowseKeys.inbox] + names, cursor: min(cursor, names.count))
            return []
        case .tagsLoaded(let names):
            guard case .tags(var prompt) = state.mode else { return [] }
            prompt.names = names
            if prompt.tabWaiting { prompt.complete() }
            state.mode = .tags(prompt)
            return []
        case .actionDone(let words):
            state.status = words
            return reloadShown(&state)
        case .failed(let words):
            state.status = words
            // The page asked for may be the one that failed: moving may ask again.
            state.list.waiting = false
            return []
        case .replied(let words):
            state.status = words ?? BrowseKeys.nothingPosted
            return words == nil ? [] : reloadShown(&state)
        case .resized(let columns, let rows):
            state.columns = max(columns, 1)
            state.rows = max(rows, 1)
            state.list.reveal(height: state.listHeight)
            let height = state.bodyHeight
            state.thread?.clampScroll(height: height)
            // Rows and bodies are laid out for a width: what is shown is read again at the new one.
            return reloadShown(&state)
        default:
            return []
        }
    }

    /// The effect for `page` of the list, remembered so its arrival is placed as asked.
    static func ask(_ state: inout BrowseState, _ page: BrowsePage) -> BrowseEffect {
        state.list.asked = page
        state.list.waiting = true
        // The page goes first: the count in flight is dropped, and asked again once it is in.
        state.list.counting = false
        let offset = page.appended ? state.list.offset + state.list.rows.count : page.start
        return .loadList(state.query, page: PageRequest(limit: page.limit, offset: offset), appended: page.appended)
    }

    /// The list again around the cursor (a page either side, however far it has been scrolled),
    /// the selected thread (or the open one) kept; and the open thread, not marked read again.
    static func reloadShown(_ state: inout BrowseState) -> [BrowseEffect] {
        let keep = state.thread?.id ?? state.list.selected?.id
        let list = ask(&state, around(state, keep: keep))
        return [list] + (state.thread.map { [.loadThread($0.id, markRead: false)] } ?? [])
    }

    /// A page either side of the cursor, replacing the loaded rows.
    static func around(_ state: BrowseState, keep: ThreadID?) -> BrowsePage {
        let start = max(state.list.offset + state.list.cursor - state.pageSize, 0)
        // The rows loaded from `start` on, at least a page and at most two, so a reload after
        // scrolling far costs what one near the top does.
        let loaded = state.list.offset + state.list.rows.count - start
        return BrowsePage(limit: min(max(loaded, state.pageSize), 2 * state.pageSize), appended: false, start: start, keep: keep,
                          otherwise: .samePosition)
    }

    /// The list's count, once no page of it is awaited and it is on screen (not behind a
    /// thread): never beside a page, which on the store's one connection would wait for it.
    static func recount(_ state: inout BrowseState) -> [BrowseEffect] {
        guard state.list.uncounted, !state.list.counting, !state.list.waiting, state.thread == nil else { return [] }
        state.list.counting = true
        return [.countList(state.query, scope: state.list.scope)]
    }

    /// The next page, once the cursor is within a screen of the last loaded row; the page
    /// before, once it is within a screen of the first (after `G`, the window starts late).
    static func prefetch(_ state: inout BrowseState) -> [BrowseEffect] {
        let list = state.list
        guard !list.waiting else { return [] }
        if list.offset > 0, list.cursor < state.listHeight {
            let start = max(list.offset - state.pageSize, 0)
            let limit = list.offset - start + min(list.rows.count, state.pageSize)
            return [ask(&state, BrowsePage(limit: limit, appended: false, start: start, keep: list.selected?.id, otherwise: .samePosition))]
        }
        guard list.canLoadMore, list.cursor + state.listHeight >= list.rows.count else { return [] }
        return [ask(&state, BrowsePage(limit: state.pageSize, appended: true, keep: nil, otherwise: .samePosition))]
    }

    /// The change a toggle key makes to a thread with `marks`: each flips what the thread has.
    static func change(_ event: BrowseEvent, for marks: ThreadMarks) -> ThreadChange? {
        switch event {
        case .toggleStar: .star(!marks.isStarred)
        case .toggleRead: marks.hasUnread ? .readAll : .unreadNewest
        case .toggleArchive: .archive(!marks.isArchived)
        case .toggleMute: .mute(!marks.isMuted)
        default: nil
        }
    }
}
