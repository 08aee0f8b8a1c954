/// The store's integrity, schema version and search index's tokenizer version; a failing check is an error.
public struct CheckDatabase: Sendable {
    private let threads: any InboxReportRepository

    public init(threads: any InboxReportRepository) { self.threads = threads }

    /// The report when every check passes; otherwise the error saying what failed first.
    public func callAsFunction() async throws -> StoreHealth {
        let health = try await threads.checkDatabase()
        if let first = health.problems.first {
            throw ThreadsError.store(.failedIntegrityCheck(first: first, more: health.problems.count - 1))
        }
        if health.schemaVersion != health.expectedSchemaVersion {
            throw ThreadsError.store(.schemaMismatch(found: health.schemaVersion, expected: health.expectedSchemaVersion))
        }
        if let tokenizer = health.tokenizerVersion, !tokenizer.isCurrent {
            throw ThreadsError.store(.tokenizerMismatch(found: tokenizer.recorded, expected: tokenizer.current))
        }
        return health
    }
}
