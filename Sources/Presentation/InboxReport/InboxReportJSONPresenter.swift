import Domain

/// The report for scripts: one JSON object.
public struct InboxReportJSONPresenter: InboxReportPresentationLogic {
    private let display: any InboxReportDisplayLogic

    public init(display: any InboxReportDisplayLogic) { self.display = display }

    public func presentCountInbox(_ response: InboxReport.CountInbox.Response) {
        let stats = response.statistics
        let object = JSONText.object([
            ("threads", .number(Int64(stats.threads))),
            ("messages", .number(Int64(stats.messages))),
            ("starred", .number(Int64(stats.starred))),
            ("unread", .number(Int64(stats.unreadThreads))),
            ("unread_messages", .number(Int64(stats.unreadMessages))),
            ("archived", .number(Int64(stats.archived))),
            ("muted", .number(Int64(stats.muted))),
            ("database_bytes", stats.sizeBytes.map { .number($0) } ?? .null),
        ])
        display.displayCountInbox(InboxReport.CountInbox.ViewModel(lines: [.plain(object.serialized)]))
    }

    public func presentCheckDatabase(_ response: InboxReport.CheckDatabase.Response) {
        let health = response.health
        let object = JSONText.object([
            ("integrity", .string("ok")), ("schema_version", .number(Int64(health.schemaVersion))),
            ("tokenizer_version", health.tokenizerVersion.map { .string($0.current) } ?? .null),
        ])
        display.displayCheckDatabase(InboxReport.CheckDatabase.ViewModel(lines: [.plain(object.serialized)]))
    }

    public func presentProbeStore(_ response: InboxReport.ProbeStore.Response) {
        let object = JSONText.object([("status", .string("ok")), ("schema", .number(Int64(response.schemaVersion)))])
        display.displayProbeStore(InboxReport.ProbeStore.ViewModel(lines: [.plain(object.serialized)]))
    }
}
