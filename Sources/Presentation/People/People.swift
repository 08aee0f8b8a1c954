/// The people scene: `threads people`.
public enum People {
    /// Output formats of the scene; each has its own presenter over the same Responses.
    public enum Format: String, CaseIterable, Sendable {
        /// Aligned lines for people.
        case text
        /// JSON for scripts.
        case json
    }
}
