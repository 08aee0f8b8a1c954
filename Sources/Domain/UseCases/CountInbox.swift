/// The inbox's counts: threads, messages, starred, unread, archived, muted, size.
public struct CountInbox: Sendable {
    private let threads: any InboxReportRepository

    public init(threads: any InboxReportRepository) { self.threads = threads }

    public func callAsFunction() async throws -> InboxStatistics { try await threads.countInbox() }
}
