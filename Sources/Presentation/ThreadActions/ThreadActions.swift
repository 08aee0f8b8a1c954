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
        let steps: [ThreadChange.Step] = [.star(true), .star(false), .archive(true), .archive(false), .mute(true), .mute(false), .readAll, .unreadNewest]
        return steps.first { ThreadActionsTextPresenter.command($0) == word }.map { [$0] }
    }

    /// The tag change typed (`+waiting -todo`: the page's tag field, the browser's `t` prompt, each
    /// `+`/`-` word of `threads tag`): `+NAME` adds, `-NAME` removes, and a name alone adds, for a
    /// person who types one. Every name is checked first: a bad one is
    /// `ThreadsError.invalidTagName` and nothing is asked.
    public static func tagChange(_ text: String) throws(ThreadsError) -> ThreadChange {
        var change: ThreadChange = []
        for word in text.split(whereSeparator: \.isWhitespace) {
            switch word.first {
            case "-": change.steps.append(.untag(try TagName(validating: String(word.dropFirst()))))
            case "+": change.steps.append(.tag(try TagName(validating: String(word.dropFirst()))))
            default: change.steps.append(.tag(try TagName(validating: String(word))))
            }
        }
        return change
    }
}
