import Domain
import Foundation

/// The report for people: aligned counts, a readable size.
public struct InboxReportTextPresenter: InboxReportPresentationLogic {
    private let display: any InboxReportDisplayLogic

    public init(display: any InboxReportDisplayLogic) { self.display = display }

    public func presentCountInbox(_ response: InboxReport.CountInbox.Response) {
        let stats = response.statistics
        let rows = [
            ("threads", String(stats.threads)),
            ("messages", String(stats.messages)),
            ("starred", String(stats.starred)),
            ("unread", "\(stats.unreadThreads) threads, \(stats.unreadMessages) messages"),
            ("archived", String(stats.archived)),
            ("muted", String(stats.muted)),
            ("size", stats.sizeBytes.map(Self.size) ?? "in memory"),
        ]
        let lines = rows.map { StyledLine.plain(DisplayWidth.pad($0.0, to: 10) + $0.1) }
        display.displayCountInbox(InboxReport.CountInbox.ViewModel(lines: lines))
    }

    public func presentCheckDatabase(_ response: InboxReport.CheckDatabase.Response) {
        let health = response.health
        let lines = ["integrity: ok", "schema version: \(health.schemaVersion) (current)"]
            + (health.tokenizerVersion.map { ["tokenizer version: \($0.current) (current)"] } ?? [])
        display.displayCheckDatabase(InboxReport.CheckDatabase.ViewModel(lines: lines.map(StyledLine.plain)))
    }

    public func presentProbeStore(_ response: InboxReport.ProbeStore.Response) {
        display.displayProbeStore(InboxReport.ProbeStore.ViewModel(lines: [.plain("store: ok, schema version \(response.schemaVersion)")]))
    }

    /// "1.4 MB": bytes in the largest unit that keeps a number under 1000.
    static func size(_ bytes: Int64) -> String {
        var value = Double(bytes), unit = 0
        let units = ["bytes", "KB", "MB", "GB", "TB"]
        while value >= 1000, unit < units.count - 1 { value /= 1000; unit += 1 }
        return unit == 0 ? "\(bytes) bytes" : String(format: "%.1f %@", value, units[unit])
    }
}
