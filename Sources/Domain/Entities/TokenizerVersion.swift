/// The version of the tokenizer that built a store's search index, against the one this build
/// tokenizes with (`threads db check`). An index whose tokens another version made can answer
/// searches wrongly, and its entries cannot be removed exactly; a store that keeps such an
/// index rebuilds it when the two differ.
public struct TokenizerVersion: Equatable, Sendable {
    /// What the store recorded when it built the index; nil when it records none.
    public var recorded: String?
    /// What this build's tokenizer is.
    public var current: String

    public init(recorded: String?, current: String) {
        self.recorded = recorded
        self.current = current
    }

    /// The index was built by this build's tokenizer.
    public var isCurrent: Bool { recorded == current }
}
