/// The thread list scene: `threads list`, the main screen.
public enum ThreadList {
    /// Output formats of the list; each has its own presenter over the same Response.
    public enum Format: String, CaseIterable, Sendable {
        /// Aligned columns for people: a table (`--format table` says the same).
        case text
        /// Tab-separated lines for scripts.
        case tsv
        /// One JSON array.
        case json
        /// The page's `<main>`: a table with each thread's marks (docs/web.md).
        case html
    }
}
