import Foundation

/// Where text goes: standard output and standard error, or a capture in tests.
struct OutputSink: Sendable {
    /// Writes to standard output.
    var out: @Sendable (String) -> Void
    /// Writes to standard error.
    var err: @Sendable (String) -> Void

    /// The process's own streams.
    static let standard = OutputSink(
        out: { FileHandle.standardOutput.write(Data($0.utf8)) },
        err: { FileHandle.standardError.write(Data($0.utf8)) }
    )
}

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
