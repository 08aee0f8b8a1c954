import Domain
import Foundation

/// The inbox report scene: `threads stats` and `threads db check`.
public enum InboxReport {
    /// What was found.
    public enum Response: Equatable, Sendable {
        /// The counts.
        case statistics(InboxStatistics)
        /// A passing check.
        case health(StoreHealth)
    }

    /// Finished lines.
    public typealias ViewModel = TextViewModel
}

/// The inbox report view.
public protocol InboxReportDisplayLogic: Sendable {
    /// Shows the report.
    func displayReport(_ viewModel: InboxReport.ViewModel)
}

/// Runs the report use cases and hands the result to the presenter.
public struct InboxReportInteractor: Sendable {
    private let readStatistics: ReadStatistics
    private let checkStore: CheckStore
    private let presenter: InboxReportPresenter

    /// Creates the interactor.
    public init(readStatistics: ReadStatistics, checkStore: CheckStore, presenter: InboxReportPresenter) {
        self.readStatistics = readStatistics
        self.checkStore = checkStore
        self.presenter = presenter
    }

    /// `stats`.
    public func statistics() async throws { presenter.present(.statistics(try await readStatistics())) }

    /// `db check`; a failed check throws before anything is presented.
    public func check() async throws { presenter.present(.health(try await checkStore())) }
}

/// Aligned counts for people, or one JSON object with `json`.
public struct InboxReportPresenter: Sendable {
    private let json: Bool
    private let display: any InboxReportDisplayLogic

    /// Creates the presenter.
    public init(json: Bool, display: any InboxReportDisplayLogic) {
        self.json = json
        self.display = display
    }

    /// Turns a report into lines.
    public func present(_ response: InboxReport.Response) {
        switch response {
        case .statistics(let stats):
            let rows: [(String, JSONText, String)] = [
                ("threads", .number(Int64(stats.threads)), String(stats.threads)),
                ("messages", .number(Int64(stats.messages)), String(stats.messages)),
                ("starred", .number(Int64(stats.starred)), String(stats.starred)),
                ("unread", .number(Int64(stats.unreadThreads)), "\(stats.unreadThreads) threads, \(stats.unreadMessages) messages"),
                ("unread_messages", .number(Int64(stats.unreadMessages)), ""),
                ("archived", .number(Int64(stats.archived)), String(stats.archived)),
                ("muted", .number(Int64(stats.muted)), String(stats.muted)),
                ("database_bytes", stats.sizeBytes.map { .number($0) } ?? .null, stats.sizeBytes.map(Self.size) ?? "in memory"),
            ]
            if json { return show([JSONText.object(rows.map { ($0.0, $0.1) }).serialized]) }
            let shown = rows.filter { !$0.2.isEmpty }.map { ($0.0 == "database_bytes" ? "size" : $0.0, $0.2) }
            show(shown.map { DisplayWidth.pad($0.0, to: 10) + $0.1 })
        case .health(let health):
            if json { return show([JSONText.object([("integrity", .string("ok")), ("schema_version", .number(Int64(health.schemaVersion)))]).serialized]) }
            show(["integrity: ok", "schema version: \(health.schemaVersion) (current)"])
        }
    }

    /// "1.4 MB": bytes in the largest unit that keeps a number under 1000.
    static func size(_ bytes: Int64) -> String {
        var value = Double(bytes), unit = 0
        let units = ["bytes", "KB", "MB", "GB", "TB"]
        while value >= 1000, unit < units.count - 1 { value /= 1000; unit += 1 }
        return unit == 0 ? "\(bytes) bytes" : String(format: "%.1f %@", value, units[unit])
    }

    private func show(_ lines: [String]) {
        display.displayReport(InboxReport.ViewModel(lines: lines.map(StyledLine.plain)))
    }
}
