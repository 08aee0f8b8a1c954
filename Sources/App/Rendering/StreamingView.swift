import Foundation
import Presentation
import Synchronization

/// A view that writes as it goes (for export), in 64 KiB blocks rather than a syscall a line,
/// so memory stays flat however large the inbox.
final class StreamingView: InterchangeDisplayLogic, Sendable {
    /// Written, but not yet out.
    private let pending = Mutex("")
    private let write: @Sendable (String) -> Void
    private let onLine: @Sendable () -> Void
    static let blockSize = 64 * 1024

    /// Writes to `write`; `onLine` hears of each thread written (for progress).
    init(write: @escaping @Sendable (String) -> Void, onLine: @escaping @Sendable () -> Void = {}) {
        self.write = write
        self.onLine = onLine
    }

    func displayImportInbox(_ viewModel: Interchange.ImportInbox.ViewModel) { stream(viewModel) }
    func displayImportMail(_ viewModel: Interchange.ImportMail.ViewModel) { stream(viewModel) }
    func displayExportInbox(_ viewModel: Interchange.ExportInbox.ViewModel) { stream(viewModel) }

    /// One body for every display method (so the generator can add one): each view model is one
    /// thread's line for export, which `onLine` counts; a block is written once it is full.
    private func stream(_ viewModel: some PrintableViewModel) {
        onLine()
        pending.withLock { pending in
            for line in viewModel.lines { pending += line.text + "\n" }
            if pending.utf8.count >= Self.blockSize { write(pending); pending = "" }
        }
    }

    /// Writes what is left.
    func flush() {
        pending.withLock { pending in
            if !pending.isEmpty { write(pending); pending = "" }
        }
    }
}
