import Data
import Domain
import Foundation
import Presentation

extension Composition {
    /// `import` and `export`; `display` is the streaming view for export, the buffered one for import.
    func interchange(store: any DataStore, output: SceneOutput<Interchange.Format>, display: (any InterchangeDisplayLogic)? = nil) -> InterchangeInteractor {
        let presenter: any InterchangePresentationLogic
        switch output.format {
        case .jsonl: presenter = InterchangeJSONLinesPresenter(display: display ?? view(colors: false))
        case .json: presenter = InterchangeJSONPresenter(display: display ?? view(colors: false))
        }
        return InterchangeInteractor(threads: StoreThreadRepository(store: store, viewer: viewer), clock: environment.clock, presenter: presenter)
    }

    /// The threads of a JSON Lines file, or of standard input for `-`, read as they are used.
    func importSource(_ file: String) throws -> any DraftSource {
        let now = environment.clock.now()
        if file == "-" { return JSONLinesDraftReader(now: now, read: environment.readStandardInput) }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: file, isDirectory: &isFolder), !isFolder.boolValue,
              let handle = FileHandle(forReadingAtPath: file)
        else { throw CommandError.unreadableFile(file) }
        return JSONLinesDraftReader(now: now, handle: handle)
    }
}

extension Interchange.Format: OutputFormat {
    static func standard(toTerminal: Bool) -> Self { .jsonl }
}

extension TerminalView: InterchangeDisplayLogic {
    func displayImportInbox(_ viewModel: Interchange.ImportInbox.ViewModel) { show(viewModel) }
    func displayImportMail(_ viewModel: Interchange.ImportMail.ViewModel) { show(viewModel) }
    func displayExportInbox(_ viewModel: Interchange.ExportInbox.ViewModel) { show(viewModel) }
}
