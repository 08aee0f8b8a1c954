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

    public func presentExportInbox(_ response: Interchange.ExportInbox.Response) {
        display.displayExportInbox(Interchange.ExportInbox.ViewModel(lines: [.plain(InterchangeJSONLinesPresenter.line(response.thread))]))
    }
}
