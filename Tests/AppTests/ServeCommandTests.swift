@testable import App
import Foundation
import InMemoryStore
import TestSupport
import Testing

/// `threads serve` locates the database as every command does and hands over to the
/// `threads-server` installed beside `threads`, replacing itself.
@Suite("threads serve")
struct ServeCommandTests {
    /// The handovers a command asked for: the program, its arguments and its environment.
    final class Handover: @unchecked Sendable {
        private let lock = NSLock()
        private var calls: [(String, [String], [String: String])] = []  // guarded by `lock`
        func record(_ path: String, _ arguments: [String], _ variables: [String: String]) {
            lock.withLock { calls.append((path, arguments, variables)) }
        }
        var all: [(String, [String], [String: String])] { lock.withLock { calls } }
    }

    private func run(_ arguments: [String], variables: [String: String], beside folder: TemporaryFolder, handover: Handover) async -> CommandResult {
        let capture = Capture()
        var environment = AppEnvironment(variables: variables, clock: .fixed(InProcess.now), stdoutIsTerminal: false, terminalColumns: nil,
                                         output: capture.sink, openStore: { _ in InMemoryDataStore() })
        environment.executablePath = { folder.file("threads") }
        environment.replaceProcess = { path, arguments, variables in
            handover.record(path, arguments, variables)
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
                               variables: ["THREADS_DATABASE": "/srv/inbox.sqlite", "THREADS_USER": "dana"], beside: folder, handover: handover)
        let call = try #require(handover.all.first)
        #expect(call.0 == folder.file("threads-server"))
        #expect(call.1 == ["--listen", "0.0.0.0:9000", "--log-format", "json", "--max-body", "1048576", "--cors-origin", "https://a.example"])
        // The environment goes on whole, the database in it.
        #expect(call.2 == ["THREADS_DATABASE": "/srv/inbox.sqlite", "THREADS_USER": "dana"])
        // Here the handover "failed" (the recorder returns ENOEXEC): one line, exit 1.
        #expect(result.status == 1 && result.stderr.split(separator: "\n").count == 1)

        let home = TemporaryFolder()
        _ = await run(["serve"], variables: ["HOME": home.path], beside: folder, handover: handover)
        #expect(handover.all.last?.1 == ["--listen", "127.0.0.1:8080", "--log-format", "text", "--max-body", "1048576", "--create-folders"])
        #expect(handover.all.last?.2["THREADS_DATABASE"] == home.path + "/.local/share/threads/threads.sqlite")
    }

    /// `ps` shows every process's arguments to every user, and a server's URL may hold its
    /// password: the database reaches the server in its environment, for files as for servers.
    @Test(arguments: [["--database", "file:///srv/inbox.sqlite"], ["--database=/srv/inbox.sqlite"], []])
    func theDatabaseIsNeverAnArgumentOfTheServer(given: [String]) async throws {
        let folder = TemporaryFolder()
        #expect(FileManager.default.createFile(atPath: folder.file("threads-server"), contents: Data(), attributes: [.posixPermissions: 0o755]))
        let handover = Handover()
        _ = await run(["serve"] + given, variables: ["THREADS_DATABASE": "/srv/inbox.sqlite"], beside: folder, handover: handover)
        let call = try #require(handover.all.first)
        #expect(!call.1.contains { $0.contains("inbox.sqlite") || $0.hasPrefix("--database") }, "\(call.1)")
        #expect(call.2["THREADS_DATABASE"] == "/srv/inbox.sqlite")
    }

    #if Postgres
    /// A server's URL goes on as typed, its password too, and only in the environment.
    @Test func aServersURLWithItsPasswordIsNeverAnArgumentOfTheServer() async throws {
        let folder = TemporaryFolder()
        #expect(FileManager.default.createFile(atPath: folder.file("threads-server"), contents: Data(), attributes: [.posixPermissions: 0o755]))
        let handover = Handover()
        let url = "postgres://alice:s3cret@db.example.com/inbox"
        _ = await run(["serve", "--database", url], variables: ["PGPASSWORD": "other"], beside: folder, handover: handover)
        let call = try #require(handover.all.first)
        #expect(!call.1.contains { $0.contains("s3cret") || $0.contains("postgres") }, "\(call.1)")
        #expect(call.2 == ["THREADS_DATABASE": url, "PGPASSWORD": "other"])
    }
    #endif

    @Test func withoutTheServerBesideItItSaysWhereItLookedAndExits1() async {
        let folder = TemporaryFolder()
        let handover = Handover()
        let result = await run(["serve"], variables: ["THREADS_DATABASE": "/srv/inbox.sqlite"], beside: folder, handover: handover)
        #expect(handover.all.isEmpty)
        #expect(result.status == 1)
        #expect(result.stderr == "threads: serve runs threads-server, installed beside threads, and there is none at \(folder.file("threads-server")); 'scripts/install' installs both\n")
    }
}
