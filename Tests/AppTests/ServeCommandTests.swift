@testable import App
import Foundation
import InMemoryStore
import TestSupport
import Testing

/// `threads serve` locates the database as every command does and hands over to the
/// `threads-server` installed beside `threads`, replacing itself.
@Suite("threads serve")
struct ServeCommandTests {
    final class Handover: @unchecked Sendable {
        private let lock = NSLock()
        private var calls: [(String, [String])] = []  // guarded by `lock`
        func record(_ path: String, _ arguments: [String]) { lock.withLock { calls.append((path, arguments)) } }
        var all: [(String, [String])] { lock.withLock { calls } }
    }

    private func run(_ arguments: [String], variables: [String: String], beside folder: TemporaryFolder, handover: Handover) async -> CommandResult {
        let capture = Capture()
        var environment = AppEnvironment(variables: variables, clock: .fixed(InProcess.now), stdoutIsTerminal: false, terminalColumns: nil,
                                         output: capture.sink, openStore: { _ in InMemoryDataStore() })
        environment.executablePath = { folder.file("threads") }
        environment.replaceProcess = { path, arguments in
            handover.record(path, arguments)
            return ENOEXEC
        }
        let status = await CommandRunner.run(arguments, environment: environment)
        let (out, err) = capture.result
        return CommandResult(status: status, stdout: out, stderr: err)
    }

    @Test func itHandsTheLocatedDatabaseAndItsOptionsToTheServerBesideIt() async throws {
        let folder = TemporaryFolder()
        #expect(FileManager.default.createFile(atPath: folder.file("threads-server"), contents: Data(), attributes: [.posixPermissions: 0o755]))
        let handover = Handover()
        let result = await run(["serve", "--listen", "0.0.0.0:9000", "--log-format", "json", "--cors-origin", "https://a.example"],
                               variables: ["THREADS_DATABASE": "/srv/inbox.sqlite"], beside: folder, handover: handover)
        let call = try #require(handover.all.first)
        #expect(call.0 == folder.file("threads-server"))
        #expect(call.1 == ["--listen", "0.0.0.0:9000", "--database", "/srv/inbox.sqlite", "--log-format", "json", "--max-body", "1048576",
                           "--cors-origin", "https://a.example"])
        // Here the handover "failed" (the recorder returns ENOEXEC): one line, exit 1.
        #expect(result.status == 1 && result.stderr.split(separator: "\n").count == 1)

        let home = TemporaryFolder()
        _ = await run(["serve"], variables: ["HOME": home.path], beside: folder, handover: handover)
        #expect(handover.all.last?.1 == ["--listen", "127.0.0.1:8080", "--database", home.path + "/.local/share/threads/threads.sqlite",
                                         "--log-format", "text", "--max-body", "1048576", "--create-folders"])
    }

    @Test func withoutTheServerBesideItItSaysWhereItLookedAndExits1() async {
        let folder = TemporaryFolder()
        let handover = Handover()
        let result = await run(["serve"], variables: ["THREADS_DATABASE": "/srv/inbox.sqlite"], beside: folder, handover: handover)
        #expect(handover.all.isEmpty)
        #expect(result.status == 1)
        #expect(result.stderr == "threads: serve runs threads-server, installed beside threads, and there is none at \(folder.file("threads-server")); 'scripts/install' installs both\n")
    }
}
