import Domain

/// For scripts and the service: an import's summary as one object, `{"threads":N,"messages":M}`;
/// an export's lines as JSON Lines writes them.
public struct InterchangeJSONPresenter: InterchangePresentationLogic {
    private let display: any InterchangeDisplayLogic

    public init(display: any InterchangeDisplayLogic) { self.display = display }

    public func presentImportInbox(_ response: Interchange.ImportInbox.Response) {
        let object = JSONText.object([("threads", .number(Int64(response.count))), ("messages", .number(Int64(response.messages)))])
        display.displayImportInbox(Interchange.ImportInbox.ViewModel(lines: [.plain(object.serialized)]))
    }

    /// `{"messages":N,"threads":M,"already_here":K,"not_mail":J}`, and `skipped` with `--verbose`.
    public func presentImportMail(_ response: Interchange.ImportMail.Response) {
        let count = response.count
        var fields: [(String, JSONText)] = [
            ("messages", .number(Int64(count.added))), ("threads", .number(Int64(count.threads))),
            ("already_here", .number(Int64(count.alreadyHere))), ("not_mail", .number(Int64(response.skipped.count))),
        ]
        if response.verbose {
            fields.append(("skipped", .array(response.skipped.map { .object([("origin", .string($0.origin)), ("reason", .string($0.reason))]) })))
        }
        display.displayImportMail(Interchange.ImportMail.ViewModel(lines: [.plain(JSONText.object(fields).serialized)]))
    }

    public func presentExportInbox(_ response: Interchange.ExportInbox.Response) {
        display.displayExportInbox(Interchange.ExportInbox.ViewModel(lines: [.plain(InterchangeJSONLinesPresenter.line(response.thread))], id: response.thread.summary.thread.id))
    }
}
