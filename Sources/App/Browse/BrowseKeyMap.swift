/// Which event a key means on the screen the browser is on. Keys that mean nothing there map to
/// nil and are ignored; text in a prompt (the search, the tags), typed or pasted, is always text.
enum BrowseKeyMap {
    static func event(for key: Key, in state: BrowseState) -> BrowseEvent? {
        if key == .control("c") { return .quit }
        switch state.mode {
        case .search, .tags: return prompt(key)
        case .filters: return picker(key)
        case .help: return .cancel  // any key closes help, q and Esc included
        case .normal: return navigation(key, state)
        }
    }

    private static func prompt(_ key: Key) -> BrowseEvent? {
        switch key {
        case .character(let character): .type(String(character))
        case .paste(let text): .type(text)
        case .backspace, .delete: .deleteBackward
        case .enter: .submit
        case .escape: .cancel
        case .tab: .complete
        default: nil
        }
    }

    private static func picker(_ key: Key) -> BrowseEvent? {
        switch key {
        case .character("j"), .down: .moveDown
        case .character("k"), .up: .moveUp
        case .enter: .submit
        case .escape, .character("q"): .cancel
        default: nil
        }
    }

    private static func navigation(_ key: Key, _ state: BrowseState) -> BrowseEvent? {
        let onThread = state.thread != nil
        switch key {
        case .character("j"), .down: return .moveDown
        case .character("k"), .up: return .moveUp
        case .character(" "), .pageDown: return .pageDown
        case .character("b"), .pageUp: return .pageUp
        case .character("s"): return .toggleStar
        case .character("r"): return .toggleRead
        case .character("a"): return .toggleArchive
        case .character("m"): return .toggleMute
        case .character("t"): return .startTagging
        case .character("R"), .control("l"): return .reload
        case .character("?"): return .help
        case .escape: return .cancel
        default: break
        }
        if onThread {
            switch key {
            case .character("p"): return .reply
            case .character("q"), .character("h"), .left: return .back
            default: return nil
            }
        }
        switch key {
        case .character("g"), .home: return .first
        case .character("G"), .end: return .last
        case .enter, .character("l"), .right: return .open
        case .character("/"): return .startSearch
        case .character("f"): return .showFilters
        case .character("q"): return .quit
        default: return nil
        }
    }
}
