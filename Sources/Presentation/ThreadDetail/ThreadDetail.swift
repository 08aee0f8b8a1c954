/// The thread scene: `threads show ID`, one thread and all its messages.
public enum ThreadDetail {
    /// Output formats of a thread; each has its own presenter over the same Response.
    public enum Format: String, CaseIterable, Sendable {
        /// Wrapped text for people, from the Text presenter, as every scene names it (the command
        /// line also takes `table`, its word before).
        case text
        /// One JSON object.
        case json
        /// The page's `<main>` (docs/web.md).
        case html
    }
}
