/// The interchange output boundary.
public protocol InterchangePresentationLogic: Sendable {
    func presentImportInbox(_ response: Interchange.ImportInbox.Response)
    func presentImportMail(_ response: Interchange.ImportMail.Response)
    func presentExportInbox(_ response: Interchange.ExportInbox.Response)
}

/// The interchange view. Export shows one view model per thread, so a view for it should write
/// as it goes rather than hold the whole inbox.
public protocol InterchangeDisplayLogic: Sendable {
    func displayImportInbox(_ viewModel: Interchange.ImportInbox.ViewModel)
    func displayImportMail(_ viewModel: Interchange.ImportMail.ViewModel)
    func displayExportInbox(_ viewModel: Interchange.ExportInbox.ViewModel)
}
