import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The user's editor on an empty temporary file, the screen handed back to it while it runs.
struct ReplyEditor {
    /// A shell command line (`vi`, `code -w`); the file's path is added as its last argument.
    let command: String

    /// The text written, or nil when the file was left empty (or only whitespace).
    func write(session: TerminalSession?) throws -> String? {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("threads-reply-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("reply.txt")
        FileManager.default.createFile(atPath: file.path, contents: Data(), attributes: [.posixPermissions: 0o600])
        session?.suspend()
        defer { session?.resume() }
        // system(3), not Process: Process starts the child in a process group of its own, which
        // cannot read the terminal, so the editor would stop.
        _ = system(command + " " + Self.quoted(file.path))
        let text = String(decoding: (try? Data(contentsOf: file)) ?? Data(), as: UTF8.self)
        return text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? nil : text
    }

    static func quoted(_ value: String) -> String { "'" + value.replacingOccurrences(of: "'", with: "'\\''") + "'" }
}
