import Data
import Domain
import Foundation

/// `threads-mail`, run beside `threads` for `import --maildir/--mbox`: it reads and decodes the
/// mail and writes frames to a pipe, which `source` reads (docs/mail.md). Standard input and
/// standard error are this process's own, so `--mbox -` and its complaints pass through. The two
/// must speak one version of the frames: each refuses the other's otherwise.
final class MailReaderProcess {
    private let process = Process()
    /// The messages, as the reader writes them.
    let source: MailFrameReader

    /// Starts the reader found beside `executable`, and never one elsewhere: nil (where
    /// `threads` is, is unknown) is a refusal. It checks the version of the reader's frames
    /// before the import opens the store; `onMessage` hears of each message read.
    init(beside executable: String?, maildirs: [String], mboxes: [String], onMessage: @escaping () -> Void) throws {
        guard let reader = ExecutableLocation.sibling("threads-mail", of: executable) else { throw CommandError.missingMailReader(path: nil) }
        guard FileManager.default.isExecutableFile(atPath: reader) else { throw CommandError.missingMailReader(path: reader) }
        let pipe = Pipe()
        process.executableURL = URL(fileURLWithPath: reader)
        process.arguments = maildirs.flatMap { ["--maildir", $0] } + mboxes.flatMap { ["--mbox", $0] }
        process.standardOutput = pipe
        // Foundation's Process enters the current directory again in the child, and fails when this
        // user may not search it (`runuser` or `sudo -u` from a private folder). Nothing relative
        // could be read there anyway: the reader then starts at the root.
        if access(FileManager.default.currentDirectoryPath, X_OK) != 0 { process.currentDirectoryURL = URL(fileURLWithPath: "/") }
        process.environment = ProcessInfo.processInfo.environment.merging([MailFrameVersion.variable: String(MailFrameVersion.current)]) { $1 }
        let output = pipe.fileHandleForReading
        source = MailFrameReader(read: { try output.read(upToCount: 1 << 20) ?? Data() }, onMessage: onMessage)
        do { try process.run() } catch { throw CommandError.missingMailReader(path: "\(reader) (\(error.localizedDescription))") }
        let version: Int
        do {
            version = try source.writerVersion()
        } catch {
            finish()
            throw error
        }
        guard version == MailFrameVersion.current else {
            finish()
            throw CommandError.mailReaderVersion(path: reader, speaks: version, reads: MailFrameVersion.current)
        }
    }

    /// Stops the reader if it is still running (the import failed first), and waits for it.
    func finish() {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }
}
