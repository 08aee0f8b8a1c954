/// The saved-filters scene: `threads filter save|list|show|delete`.
public enum SavedFilters {
    /// Output formats of saved filters; each has its own presenter over the same Response.
    public enum Format: String, CaseIterable, Sendable {
        /// Lines for people.
        case text
        /// JSON for scripts.
        case json
        /// The page's: the filters as links to their lists.
        case html
    }
}
