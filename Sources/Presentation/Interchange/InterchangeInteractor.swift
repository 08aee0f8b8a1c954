import Domain

/// Runs import and export; export presents each thread as soon as it is read.
public struct InterchangeInteractor: Sendable {
    private let threads: any InterchangeRepository
    private let clock: Clock
    private let presenter: any InterchangePresentationLogic

    public init(threads: any InterchangeRepository, clock: Clock, presenter: any InterchangePresentationLogic) {
        self.threads = threads
        self.clock = clock
        self.presenter = presenter
    }

    public func importInbox(_ request: Interchange.ImportInbox.Request) async throws {
        let source = CountingDraftSource(request.source)
        let count = try await ImportInbox(threads: threads)(from: source)
        presenter.presentImportInbox(Interchange.ImportInbox.Response(count: count, messages: source.messages, name: request.name))
    }

    public func importMail(_ request: Interchange.ImportMail.Request) async throws {
        let count = try await ImportMail(threads: threads)(from: request.source, tagging: request.tags)
        presenter.presentImportMail(Interchange.ImportMail.Response(count: count, skipped: request.source.skipped, verbose: request.verbose))
    }

    public func exportInbox(_ request: Interchange.ExportInbox.Request) async throws {
        let presenter = presenter
        try await ExportInbox(threads: threads, clock: clock)(request.filter, after: request.after, limit: request.limit) {
            presenter.presentExportInbox(Interchange.ExportInbox.Response(thread: $0))
        }
    }
}
