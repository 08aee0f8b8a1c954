/// The tags scene: `threads tags`, `tags rename`, `tags delete`. Putting a tag on threads is a
/// change of threads, in `ThreadActions.ChangeThreads`.
public enum Tags {
    /// Output formats of the tags; each has its own presenter over the same Response.
    public enum Format: String, CaseIterable, Sendable {
        /// Lines for people.
        case text
        /// JSON for scripts and the service.
        case json
        /// The page's: the tags as links to their lists, with their unread counts.
        case html
    }
}
