/// The tokens scene: `threads token create|list|revoke`, the keys that let clients use the
/// HTTP service (`threads serve`).
public enum Tokens {
    /// Output formats of the scene; each has its own presenter over the same Responses.
    public enum Format: String, CaseIterable, Sendable {
        /// Lines for people; `create` prints the secret alone, for `$(…)` in a script.
        case text
        /// JSON for scripts.
        case json
    }
}
