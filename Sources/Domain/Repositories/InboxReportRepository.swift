/// The inbox report scene's role: counts and health.
public protocol InboxReportRepository: Sendable {
    /// The inbox's counts and the store's size.
    func countInbox() async throws -> InboxStatistics
    /// The store's integrity complaints and schema versions.
    func checkDatabase() async throws -> StoreHealth
    /// The schema version the store is at, from one read that costs the same however much the
    /// store holds; throws when the store cannot be read.
    func probeStore() async throws -> Int
}
