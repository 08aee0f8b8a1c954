/// The seed scene: `threads seed`, the sample inbox or a synthetic one.
public enum Seed {
    /// Output formats of seeding: one line of plain text.
    public enum Format: String, CaseIterable, Sendable {
        /// Plain text.
        case text
    }
}
