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
