@testable import App
import Foundation
import InMemoryStore
import Supervision
import TestSupport
import Testing

/// `threads` and `threads-mail` from different builds refuse each other with one line and exit 1,
/// rather than one misreading the other's frames (docs/mail.md).
@Suite("Mail pipe version")
struct MailPipeVersionTests {
    /// `threads import --mbox -` in process, with `script` (sh) as the `threads-mail` beside it.
    /// The store is never opened: the version is checked before the import begins.
    private func importing(withReader script: String) async -> (CommandResult, reader: String) {
        let folder = TemporaryFolder()
        let reader = folder.file("threads-mail")
        #expect(FileManager.default.createFile(atPath: reader, contents: Data(("#!/bin/sh\n" + script + "\n").utf8),
                                               attributes: [.posixPermissions: 0o755]))
        let capture = Capture()
        var environment = AppEnvironment(variables: [:], clock: .fixed(InProcess.now), stdoutIsTerminal: false, terminalColumns: nil,
                                         output: capture.sink, openStore: { _ in
                                             Issue.record("the store was opened")
                                             return InMemoryDataStore()
                                         })
        environment.executablePath = { folder.file("threads") }
        let status = await CommandRunner.run(["import", "--mbox", "-"], environment: environment)
        let (out, err) = capture.result
        return (CommandResult(status: status, stdout: out, stderr: err), reader)
    }

    @Test func threadsRefusesAReaderOfAnotherVersion() async {
        // Version 2's header (kind V, a 64-bit number), then a frame this threads must not read.
        let (result, reader) = await importing(withReader: #"printf 'V\002\000\000\000\000\000\000\000E'"#)
        #expect(result.status == 1 && result.stdout.isEmpty)
        #expect(result.stderr == "threads: threads-mail at \(reader) speaks version 2; this threads speaks 1: reinstall both with scripts/install\n")
    }

    @Test func threadsRefusesAReaderFromBeforeVersionsAsVersion0() async {
        // What such a reader writes for an empty mbox: the end frame alone.
        let (result, reader) = await importing(withReader: "printf 'E'")
        #expect(result.status == 1 && result.stdout.isEmpty)
        #expect(result.stderr == "threads: threads-mail at \(reader) speaks version 0; this threads speaks 1: reinstall both with scripts/install\n")
    }

    /// The `threads-mail` the build put beside `threads`, run as a `threads` of another version would.
    /// Spawned cleanly rather than by `Process.run()`, which now and then crashes the whole test
    /// process (`CleanSpawn.run`).
    private func reader(frames: String?) throws -> (status: Int32, stdout: Data, stderr: String) {
        let mbox = TemporaryFolder().file("empty.mbox")
        #expect(FileManager.default.createFile(atPath: mbox, contents: Data()))
        let program = Binary.url.deletingLastPathComponent().appendingPathComponent("threads-mail").path
        let environment = ["PATH": "/usr/bin:/bin"].merging(frames.map { ["THREADS_MAIL_FRAMES": $0] } ?? [:]) { $1 }
        let finished = try CleanSpawn.run([program, "--mbox", mbox], environment: environment)
        return (finished.status, finished.stdout, String(decoding: finished.stderr, as: UTF8.self))
    }

    @Test func theReaderRefusesAThreadsFromBeforeVersions() throws {
        let result = try reader(frames: nil)
        #expect(result.status == 1 && result.stdout.isEmpty)
        #expect(result.stderr == "threads-mail: the threads that ran it speaks version 0; this threads-mail speaks 1: reinstall both with scripts/install\n")
    }

    @Test func theReaderAnswersAThreadsOfAnotherVersionWithItsOwnVersionAlone() throws {
        // That threads words the refusal itself, as this one does above.
        let result = try reader(frames: "2")
        #expect(result.status == 1 && result.stderr.isEmpty)
        #expect(result.stdout == Data([0x56, 1, 0, 0, 0, 0, 0, 0, 0]))
        let same = try reader(frames: "1")
        #expect(same.status == 0 && same.stdout == Data([0x56, 1, 0, 0, 0, 0, 0, 0, 0, 0x45]), "\(same.stderr)")
    }
}
