/// What `threads db check` found.
public struct StoreHealth: Equatable, Sendable {
    /// The integrity check's complaints; empty when sound.
    public var problems: [String]
    /// The schema version the store is at.
    public var schemaVersion: Int
    /// The schema version this build writes.
    public var expectedSchemaVersion: Int

    public init(problems: [String], schemaVersion: Int, expectedSchemaVersion: Int) {
        self.problems = problems
        self.schemaVersion = schemaVersion
        self.expectedSchemaVersion = expectedSchemaVersion
    }

    /// Both checks pass.
    public var isHealthy: Bool { problems.isEmpty && schemaVersion == expectedSchemaVersion }
}
