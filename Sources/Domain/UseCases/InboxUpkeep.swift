/// `threads stats`: the inbox's counts.
public struct ReadStatistics: Sendable {
    private let threads: any InboxUpkeep

    /// Creates the use case over a repository.
    public init(threads: any InboxUpkeep) { self.threads = threads }

    /// The counts.
    public func callAsFunction() async throws -> InboxStatistics { try await threads.statistics() }
}

/// `threads db check`: integrity and schema version; a failing check is an error (exit 1).
public struct CheckStore: Sendable {
    private let threads: any InboxUpkeep

    /// Creates the use case over a repository.
    public init(threads: any InboxUpkeep) { self.threads = threads }

    /// The report when both checks pass; otherwise an error saying what failed.
    public func callAsFunction() async throws -> StoreHealth {
        let health = try await threads.health()
        if let first = health.problems.first {
            let more = health.problems.count > 1 ? " (and \(health.problems.count - 1) more problems)" : ""
            throw ThreadsError.storeUnavailable("the database failed its integrity check: \(first)\(more); restore it from a backup")
        }
        if health.schemaVersion != health.expectedSchemaVersion {
            throw ThreadsError.storeUnavailable("the database has schema version \(health.schemaVersion), this threads expects \(health.expectedSchemaVersion)")
        }
        return health
    }
}
