/// The query plan scene: `--explain` on `list`, `export` and the `--where` of a change.
public enum QueryPlan {
    /// Output formats of a plan: plain text.
    public enum Format: String, CaseIterable, Sendable {
        /// Plain text.
        case text
    }
}
