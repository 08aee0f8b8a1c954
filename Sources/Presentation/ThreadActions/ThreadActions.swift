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
}
