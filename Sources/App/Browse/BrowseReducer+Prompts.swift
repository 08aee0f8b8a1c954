import Domain
import Presentation

extension BrowseReducer {
    /// A key while the search prompt is open: text edits the search and the list follows it.
    static func search(_ state: inout BrowseState, _ event: BrowseEvent, text: String, previous: String?) -> [BrowseEffect] {
        switch event {
        case .type(let typed):
            return searchFor(&state, text + SingleLine.of(typed), previous: previous)
        case .deleteBackward:
            guard !text.isEmpty else { return [] }
            return searchFor(&state, String(text.dropLast()), previous: previous)
        case .submit:
            state.mode = .normal
            return []
        case .cancel:
            state.mode = .normal
            guard state.search != previous else { return [] }
            state.search = previous
            return [relist(&state)]
        default:
            return []
        }
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

    /// The prompt holding `text`, and the list for it (no search when it is empty).
    private static func searchFor(_ state: inout BrowseState, _ text: String, previous: String?) -> [BrowseEffect] {
        state.mode = .search(text: text, previous: previous)
        let search = text.isEmpty ? nil : text
        guard search != state.search else { return [] }
        state.search = search
        return [relist(&state)]
    }

    /// The first page for a new search, the selected thread kept when it still matches.
    private static func relist(_ state: inout BrowseState) -> BrowseEffect {
        ask(&state, BrowsePage(limit: state.pageSize, appended: false, keep: state.list.selected?.id, otherwise: .first))
    }
}
