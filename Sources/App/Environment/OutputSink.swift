import Words
import Foundation

/// Where text goes: standard output and standard error, or a capture in tests.
struct OutputSink: Sendable {
    /// Writes to standard output.
    var out: @Sendable (String) -> Void
    /// Writes to standard error.
    var err: @Sendable (String) -> Void

    /// The process's own streams, written straight to their descriptors.
    ///
    /// Output that cannot be written (`threads export > file` on a full disk) ends the process
    /// with one line and exit 1, as every error does (docs/cli.md), after `finish` (the
    /// environment's: it closes the stores); `FileHandle.write` trapped there with a stack trace.
    /// A failing standard error has no one left to tell.
    static func standard(finishing finish: @escaping @Sendable () -> Void) -> OutputSink {
        OutputSink(
            out: { text in
                if let problem = write(text, to: STDOUT_FILENO) {
                    _ = write(ErrorLine.text("could not write the output: \(problem); write it somewhere else"), to: STDERR_FILENO)
                    finish()
                    exit(1)
                }
            },
            err: { text in _ = write(text, to: STDERR_FILENO) }
        )
    }

    /// Writes all of `text`, resuming after short writes and signals; the system's words for the
    /// failure, or nil. Writing from the string's own bytes copies nothing (`Data(text.utf8)` did).
    private static func write(_ text: String, to descriptor: Int32) -> String? {
        var text = text
        return text.withUTF8 { bytes -> String? in
            guard let start = bytes.baseAddress else { return nil }  // nothing to write
            var offset = 0
            while offset < bytes.count {
                let written = Foundation.write(descriptor, start + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return String(cString: strerror(errno))
                }
                offset += written
            }
            return nil
        }
    }
}
