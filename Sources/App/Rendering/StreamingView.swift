import Foundation
import Presentation

/// A view that writes as it goes (for export), in 64 KiB blocks rather than a syscall a line,
/// so memory stays flat however large the inbox.
final class StreamingView: InterchangeDisplayLogic, @unchecked Sendable {
    // Guarded by `lock`.
    private var pending = ""
    private let lock = NSLock()
    private let write: @Sendable (String) -> Void
    private let onLine: () -> Void
    static let blockSize = 64 * 1024

    /// Writes to `write`; `onLine` hears of each thread written (for progress).
    init(write: @escaping @Sendable (String) -> Void, onLine: @escaping () -> Void = {}) {
        self.write = write
        self.onLine = onLine
    }

    func displayExportInbox(_ viewModel: Interchange.ExportInbox.ViewModel) {
        onLine()
        lock.withLock {
            for line in viewModel.lines { pending += line.text + "\n" }
            if pending.utf8.count >= Self.blockSize { write(pending); pending = "" }
        }
    }

    /// An import's confirmation is written like any line (export is what this view is for).
    func displayImportInbox(_ viewModel: Interchange.ImportInbox.ViewModel) {
        lock.withLock { for line in viewModel.lines { pending += line.text + "\n" } }
    }

    /// Writes what is left.
    func flush() {
        lock.withLock {
            if !pending.isEmpty { write(pending); pending = "" }
        }
    }
}
