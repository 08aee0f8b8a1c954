/// The inbox report scene's role: counts and health.
public protocol InboxReportRepository: Sendable {
    /// The inbox's counts and the store's size.
    func countInbox() async throws -> InboxStatistics
    /// The store's integrity complaints and schema versions.
    func checkDatabase() async throws -> StoreHealth
}
