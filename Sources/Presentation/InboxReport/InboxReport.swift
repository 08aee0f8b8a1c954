/// The inbox report scene: `threads stats` and `threads db check`.
public enum InboxReport {
    /// Output formats of the report; each has its own presenter over the same Response.
    public enum Format: String, CaseIterable, Sendable {
        /// Aligned lines for people.
        case text
        /// One JSON object for scripts.
        case json
    }
}
