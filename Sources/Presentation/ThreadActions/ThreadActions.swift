/// The thread actions scene: `new`, `post`, and `star`, `read`, `archive`, `mute` with their opposites.
public enum ThreadActions {
    /// Output formats of the actions: one line of plain text each.
    public enum Format: String, CaseIterable, Sendable {
        /// Plain text.
        case text
    }
}
