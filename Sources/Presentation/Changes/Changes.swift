/// The changes scene: `threads changes`, `/v1/changes` and the service's events — where the
/// database's change log stands and which threads changed since a state.
public enum Changes {
    /// Output formats of the scene; each has its own presenter over the same Responses.
    public enum Format: String, CaseIterable, Sendable {
        /// Plain text.
        case text
        /// `{"state":…,"changed":[…]}`, as `/v1/changes` answers.
        case json
    }
}
