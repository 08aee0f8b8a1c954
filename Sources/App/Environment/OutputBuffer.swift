import Foundation
import Synchronization

/// Collects a command's output so that nothing reaches stdout unless the command succeeds.
final class OutputBuffer: Sendable {
    /// Views may be called from any task.
    private let text = Mutex("")

    func append(_ more: String) {
        text.withLock { $0 += more }
    }

    /// Everything appended so far.
    var contents: String { text.withLock { $0 } }
}
