extension BrowseReducer {
    /// A key on the thread screen.
    static func onThread(_ state: inout BrowseState, _ event: BrowseEvent) -> [BrowseEffect] {
        guard var thread = state.thread else { return [] }
        let height = state.bodyHeight
        switch event {
        case .moveDown: thread.scroll += 1
        case .moveUp: thread.scroll -= 1
        case .pageDown: thread.scroll += height
        case .pageUp: thread.scroll -= height
        case .first: thread.scroll = 0
        case .last: thread.scroll = thread.body.count
        case .toggleStar, .toggleRead, .toggleArchive, .toggleMute:
            // Until the thread arrives its marks are unknown, and so is which way a toggle goes.
            guard let marks = thread.marks, let change = change(event, for: marks) else { return [] }
            return [.change(change, marks.id)]
        case .reply: return [.editReply(thread.id)]
        case .startTagging: return startTagging(&state, thread.id)
        case .back, .cancel: return back(&state, from: thread)
        case .reload: return reloadShown(&state)
        case .help:
            state.mode = .help(from: .thread(thread.id))
            return []
        default:
            return []
        }
        thread.clampScroll(height: height)
        state.thread = thread
        return []
    }

    /// The list again, on the thread that was open; read again, since opening it marked it read
    /// and its toggles may have changed it (or taken it out of the filter: then the row after it).
    private static func back(_ state: inout BrowseState, from thread: BrowseThread) -> [BrowseEffect] {
        state.thread = nil
        if let index = state.list.index(of: thread.id) {
            state.list.cursor = index
            state.list.reveal(height: state.listHeight)
        }
        return [ask(&state, around(state, keep: thread.id))]
    }
}
