import Foundation

/// Collects a command's output so that nothing reaches stdout unless the command succeeds.
final class OutputBuffer: @unchecked Sendable {
    // Guarded by `lock`: views may be called from any task.
    private var text = ""
    private let lock = NSLock()

    func append(_ more: String) {
        lock.withLock { text += more }
    }

    /// Everything appended so far.
    var contents: String { lock.withLock { text } }
}
