/// What `threads db check` found.
public struct StoreHealth: Equatable, Sendable {
    /// The integrity check's complaints; empty when sound.
    public var problems: [String]
    /// The schema version the store is at.
    public var schemaVersion: Int
    /// The schema version this build writes.
    public var expectedSchemaVersion: Int
    /// The tokenizer version of the store's own search index; nil for a store without one
    /// (PostgreSQL's indexes are the server's, the in-memory store reads every text).
    public var tokenizerVersion: TokenizerVersion?

    public init(problems: [String], schemaVersion: Int, expectedSchemaVersion: Int, tokenizerVersion: TokenizerVersion? = nil) {
        self.problems = problems
        self.schemaVersion = schemaVersion
        self.expectedSchemaVersion = expectedSchemaVersion
        self.tokenizerVersion = tokenizerVersion
    }

    /// Every check passes.
    public var isHealthy: Bool { problems.isEmpty && schemaVersion == expectedSchemaVersion && tokenizerVersion?.isCurrent != false }
}
