/// The interchange scene: `threads import` and `threads export`, JSON Lines (docs/interchange.md).
public enum Interchange {
    /// Output formats of import and export: JSON Lines (docs/interchange.md).
    public enum Format: String, CaseIterable, Sendable {
        /// One JSON object a line.
        case jsonl
        /// The same lines out; an import's summary as one object, `{"threads":N,"messages":M}`
        /// (what the service's `/v1/import` answers).
        case json
    }
}
