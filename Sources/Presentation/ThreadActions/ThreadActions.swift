/// The thread actions scene: `new`, `post`, and `star`, `read`, `archive`, `mute` with their opposites.
public enum ThreadActions {
    /// Output formats of the actions.
    public enum Format: String, CaseIterable, Sendable {
        /// One line of plain text each.
        case text
        /// One JSON object each: the new thread's id, the message as stored, the ids changed.
        case json
    }
}
