import Domain
import Presentation

extension BrowseReducer {
    /// A key while the search prompt is open: the text is a query (docs/queries.md), as `list`
    /// and `threads browse QUERY` read one, and the list follows it as it is typed.
    static func search(_ state: inout BrowseState, _ event: BrowseEvent, text: String, previous: String?) -> [BrowseEffect] {
        switch event {
        case .type(let typed):
            return searchFor(&state, text + SingleLine.of(typed), previous: previous)
        case .deleteBackward:
            guard !text.isEmpty else { return [] }
            return searchFor(&state, String(text.dropLast()), previous: previous)
        case .submit:
            state.mode = .normal
            guard !text.allSatisfy(\.isWhitespace) else { return [] }
            do {
                _ = try QueryParser.parse(text)
                return []
            } catch {
                // A query that does not read changes nothing: the search before it is put back,
                // and the status line says what is wrong in `list`'s words.
                state.status = ExitStatus.of(ThreadsError.badQuery(error)).1
                return research(&state, previous)
            }
        case .cancel:
            state.mode = .normal
            return research(&state, previous)
        default:
            return []
        }
    }

    /// `t`: the tag prompt for thread `id`, and the tags' names for its Tab.
    static func startTagging(_ state: inout BrowseState, _ id: ThreadID) -> [BrowseEffect] {
        state.mode = .tags(BrowseTagPrompt(thread: id))
        return [.loadTags]
    }

    /// A key while the tag prompt is open: text edits it, Tab completes a name, Enter makes the
    /// change (the row and the thread are read again when it is done), Esc changes nothing.
    static func tags(_ state: inout BrowseState, _ event: BrowseEvent, _ prompt: BrowseTagPrompt) -> [BrowseEffect] {
        var prompt = prompt
        prompt.offered = []
        switch event {
        case .type(let typed):
            prompt.text += SingleLine.of(typed)
            prompt.tabWaiting = false
        case .deleteBackward:
            prompt.text = String(prompt.text.dropLast())
            prompt.tabWaiting = false
        case .complete: prompt.complete()
        case .submit:
            state.mode = .normal
            guard !prompt.text.allSatisfy(\.isWhitespace) else { return [] }
            return [.changeTags(prompt.text, prompt.thread)]
        case .cancel:
            state.mode = .normal
            return []
        default:
            break
        }
        state.mode = .tags(prompt)
        return []
    }

    /// A key while the saved-filter picker is open.
    static func pickFilter(_ state: inout BrowseState, _ event: BrowseEvent, choices: [String], cursor: Int) -> [BrowseEffect] {
        func moved(to index: Int) -> [BrowseEffect] {
            state.mode = .filters(choices: choices, cursor: min(max(index, 0), choices.count - 1))
            return []
        }
        switch event {
        case .moveDown: return moved(to: cursor + 1)
        case .moveUp: return moved(to: cursor - 1)
        case .first: return moved(to: 0)
        case .last: return moved(to: choices.count - 1)
        case .submit, .open:
            state.mode = .normal
            // `Inbox` is the default filter, not the one the browser was opened with: the
            // picker offers the same lists whatever the command line said.
            state.selection = cursor == 0 ? FilterSelection() : FilterSelection(savedFilterName: choices[cursor])
            state.search = nil
            state.list.top = 0
            return [ask(&state, BrowsePage(limit: state.pageSize, appended: false, keep: nil, otherwise: .first))]
        case .cancel, .back:
            state.mode = .normal
            return []
        default:
            return []
        }
    }

    /// The prompt holding `text`, and the list for it once it reads as a query: one half typed
    /// (`tag:` before its name, an open quote) leaves the list as the last text that read left it.
    private static func searchFor(_ state: inout BrowseState, _ text: String, previous: String?) -> [BrowseEffect] {
        state.mode = .search(text: text, previous: previous)
        let blank = text.allSatisfy(\.isWhitespace)
        guard blank || (try? QueryParser.parse(text)) != nil else { return [] }
        return research(&state, blank ? nil : text)
    }

    /// `search` in force, and the first page for it when it selects another list (a space typed
    /// between two words does not).
    private static func research(_ state: inout BrowseState, _ search: String?) -> [BrowseEffect] {
        let before = state.query
        state.search = search
        return state.query == before ? [] : [relist(&state)]
    }

    /// The first page for a new search, the selected thread kept when it still matches.
    private static func relist(_ state: inout BrowseState) -> BrowseEffect {
        ask(&state, BrowsePage(limit: state.pageSize, appended: false, keep: state.list.selected?.id, otherwise: .first))
    }
}
