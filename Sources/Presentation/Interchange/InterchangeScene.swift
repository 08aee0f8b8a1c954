import Domain

/// The interchange scene: `threads import` and `threads export` (JSON Lines, interchange.md).
public enum Interchange {
    /// Finished lines.
    public typealias ViewModel = TextViewModel
}

/// The interchange view; export calls it once per thread, so it should write as it goes.
public protocol InterchangeDisplayLogic: Sendable {
    /// Shows lines.
    func displayInterchange(_ viewModel: Interchange.ViewModel)
}

/// Runs import and export; export presents each thread as soon as it is read.
public struct InterchangeInteractor: Sendable {
    private let importInbox: ImportInbox
    private let exportInbox: ExportInbox
    private let presenter: InterchangePresenter

    /// Creates the interactor.
    public init(importInbox: ImportInbox, exportInbox: ExportInbox, presenter: InterchangePresenter) {
        self.importInbox = importInbox
        self.exportInbox = exportInbox
        self.presenter = presenter
    }

    /// Imports everything `source` yields, or nothing.
    public func importThreads(from source: any DraftSource, named name: String) async throws {
        presenter.presentImported(count: try await importInbox(from: source), from: name)
    }

    /// Exports the threads `filter` selects.
    public func exportThreads(_ filter: ThreadFilter) async throws {
        let presenter = presenter
        try await exportInbox(filter) { presenter.presentExported($0) }
    }
}

/// JSON Lines out, a sentence for an import.
public struct InterchangePresenter: Sendable {
    private let display: any InterchangeDisplayLogic

    /// Creates the presenter.
    public init(display: any InterchangeDisplayLogic) { self.display = display }

    /// One exported thread: one line with every field, messages oldest first.
    public func presentExported(_ detail: ThreadDetail) {
        display.displayInterchange(Interchange.ViewModel(lines: [.plain(Self.line(detail))]))
    }

    /// The import's outcome.
    public func presentImported(count: Int, from name: String) {
        display.displayInterchange(Interchange.ViewModel(lines: [.plain("Imported \(count == 1 ? "1 thread" : "\(count) threads") from \(name).")]))
    }

    /// The JSON Lines form of a thread.
    public static func line(_ detail: ThreadDetail) -> String {
        let thread = detail.summary.thread
        return JSONText.object([
            ("key", .string(thread.key)),
            ("title", .string(thread.title)),
            ("participants", .array(thread.participants.map(JSONText.string))),
            ("starred", .bool(thread.isStarred)),
            ("archived", .bool(thread.isArchived)),
            ("muted", .bool(thread.isMuted)),
            ("created_at", .string(Timestamp.format(thread.createdAt))),
            ("messages", .array(detail.messages.map { message in
                .object([
                    ("author", .string(message.author)),
                    ("body", .string(message.body)),
                    ("sent_at", .string(Timestamp.format(message.sentAt))),
                    ("read", .bool(message.isRead)),
                ])
            })),
        ]).serialized
    }
}
