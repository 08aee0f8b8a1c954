/// The inbox report scene: `threads stats`, `threads db check` and the service's health probe.
public enum InboxReport {
    /// Output formats of the report; each has its own presenter over the same Response.
    public enum Format: String, CaseIterable, Sendable {
        /// Aligned lines for people.
        case text
        /// One JSON object for scripts.
        case json
    }
}
