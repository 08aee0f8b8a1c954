import Domain

/// The thread actions scene: `new`, `post`, and `star`, `read`, `archive`, `mute` with their opposites.
public enum ThreadActions {
    /// Output formats of the actions.
    public enum Format: String, CaseIterable, Sendable {
        /// One line of plain text each.
        case text
        /// One JSON object each: the new thread's id, the message as stored, the ids changed.
        case json
        /// The page's: a change's question with its confirm button, a line for what was done.
        case html
    }

    /// The change a command's word names (`star`, `unread`, `unarchive` …), as a page's form posts it.
    public static func change(named word: String) -> ThreadChange? {
        let changes: [ThreadChange] = [.star(true), .star(false), .archive(true), .archive(false), .mute(true), .mute(false), .readAll, .unreadNewest]
        return changes.first { ThreadActionsTextPresenter.command($0) == word }
    }

    /// The tag changes a page's tag field asks (`+waiting -todo`), as `threads tag` reads its
    /// words: `+NAME` adds, `-NAME` removes, and a name alone adds, for a person who types one.
    /// Every name is checked first: a bad one is `ThreadsError.invalidTagName` and nothing is asked.
    public static func tagChanges(_ text: String) throws(ThreadsError) -> [ThreadChange] {
        var changes: [ThreadChange] = []
        for word in text.split(whereSeparator: \.isWhitespace) {
            switch word.first {
            case "-": changes.append(.untag(try TagName(validating: String(word.dropFirst()))))
            case "+": changes.append(.tag(try TagName(validating: String(word.dropFirst()))))
            default: changes.append(.tag(try TagName(validating: String(word))))
            }
        }
        return changes
    }
}
