extension BrowseReducer {
    /// A key on the list screen.
    static func onList(_ state: inout BrowseState, _ event: BrowseEvent) -> [BrowseEffect] {
        let height = state.listHeight, count = state.list.rows.count
        switch event {
        case .moveDown: return move(&state, to: state.list.cursor + 1)
        case .moveUp: return move(&state, to: state.list.cursor - 1)
        case .first:
            guard state.list.offset > 0 else { return move(&state, to: 0) }
            return [ask(&state, BrowsePage(limit: state.pageSize, appended: false, start: 0, keep: nil, otherwise: .first))]
        case .last:
            guard state.list.canLoadMore else { return move(&state, to: count - 1) }
            // The last thread may be far past the loaded rows: its page alone is read when the
            // total is known (the rest when it is not), replacing the loaded rows.
            guard let total = state.list.total else {
                return [ask(&state, BrowsePage(limit: nil, appended: false, keep: nil, otherwise: .last))]
            }
            let start = max(total - state.pageSize, 0)
            return [ask(&state, BrowsePage(limit: state.pageSize, appended: false, start: start, keep: nil, otherwise: .last))]
        case .pageDown:
            // The view turns a screen and the cursor with it, as in a pager.
            state.list.top += height
            return move(&state, to: state.list.cursor + height)
        case .pageUp:
            state.list.top -= height
            return move(&state, to: state.list.cursor - height)
        case .open:
            guard let marks = state.list.selected else { return [] }
            state.thread = BrowseThread(id: marks.id)
            // The thread goes first; the count starts again when the list is back.
            state.list.counting = false
            return [.loadThread(marks.id, markRead: true)]
        case .toggleStar, .toggleRead, .toggleArchive, .toggleMute:
            guard let marks = state.list.selected, let change = change(event, for: marks) else { return [] }
            return [.change(change, marks.id)]
        case .startTagging:
            guard let marks = state.list.selected else { return [] }
            return startTagging(&state, marks.id)
        case .startSearch:
            // The prompt opens on the search in force, so it can be edited or cleared.
            state.mode = .search(text: state.search ?? "", previous: state.search)
            return []
        case .showFilters:
            // `Inbox` can be picked at once; the saved names join it when they arrive.
            state.mode = .filters(choices: [BrowseKeys.inbox], cursor: 0)
            return [.loadFilters]
        case .reload: return reloadShown(&state)
        case .help:
            state.mode = .help(from: .list)
            return []
        case .cancel:
            state.quitting = true
            return [.quit]
        default:
            return []
        }
    }

    /// The cursor moved to `index` (clamped to the loaded rows), and the next page asked for
    /// when it comes near their end.
    private static func move(_ state: inout BrowseState, to index: Int) -> [BrowseEffect] {
        state.list.cursor = index
        state.list.reveal(height: state.listHeight)
        return prefetch(&state)
    }
}
