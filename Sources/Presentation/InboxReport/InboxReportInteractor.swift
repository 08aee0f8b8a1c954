import Domain

/// Runs the report's use cases and hands the result to the presenter.
public struct InboxReportInteractor: Sendable {
    private let threads: any InboxReportRepository
    private let presenter: any InboxReportPresentationLogic

    public init(threads: any InboxReportRepository, presenter: any InboxReportPresentationLogic) {
        self.threads = threads
        self.presenter = presenter
    }

    public func countInbox(_ request: InboxReport.CountInbox.Request) async throws {
        let statistics = try await CountInbox(threads: threads)()
        presenter.presentCountInbox(InboxReport.CountInbox.Response(statistics: statistics))
    }

    /// A failed check throws before anything is presented.
    public func checkDatabase(_ request: InboxReport.CheckDatabase.Request) async throws {
        let health = try await CheckDatabase(threads: threads)()
        presenter.presentCheckDatabase(InboxReport.CheckDatabase.Response(health: health))
    }

    /// A store that cannot read throws before anything is presented.
    public func probeStore(_ request: InboxReport.ProbeStore.Request) async throws {
        let schemaVersion = try await ProbeStore(threads: threads)()
        presenter.presentProbeStore(InboxReport.ProbeStore.Response(schemaVersion: schemaVersion))
    }
}
