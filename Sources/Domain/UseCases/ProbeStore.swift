/// That the store answers, for a health probe polled every few seconds (`GET /v1/health`): one
/// read whose cost does not grow with the inbox. Throws the store's error when it cannot read.
public struct ProbeStore: Sendable {
    private let threads: any InboxReportRepository

    public init(threads: any InboxReportRepository) { self.threads = threads }

    /// The schema version the store is at, as it read it.
    public func callAsFunction() async throws -> Int { try await threads.probeStore() }
}
