/// The thread scene: `threads show ID`, one thread and all its messages.
public enum ThreadDetail {
    /// Output formats of a thread; each has its own presenter over the same Response.
    public enum Format: String, CaseIterable, Sendable {
        /// Wrapped text for people (`table`, as the list's format for people is named).
        case table
        /// One JSON object.
        case json
    }
}
