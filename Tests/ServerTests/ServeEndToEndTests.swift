import Foundation
import Supervision
import Testing
import TestSupport

/// `threads serve` started as a user starts it, on loopback.
@Suite("threads serve: the binary", .serialized)
struct ServeEndToEndTests {
    @Test func itSaysWhereItListensMakesTheFirstTokenOnceAndStopsCleanlyOnSIGTERM() async throws {
        let folder = TemporaryFolder()
        let database = folder.file("inbox.sqlite")
        #expect(try ThreadsBinary.run(["--database", database, "seed", "--sample"], variables: ServiceInbox.variables).status == 0)
        let server = try ServeProcess(["--listen", "127.0.0.1:0", "--database", database])
        let base = try server.base()
        #expect(base.hasPrefix("http://127.0.0.1:") && !base.hasSuffix(":0"))
        let line = try #require(server.waitForLine { $0.contains("created token 'default'") })
        let token = try #require(line.split(separator: " ").last.map(String.init))
        #expect(token.hasPrefix("thr_"))
        let (status, body) = try await ServeProcess.request(base + "/v1/threads?q=is:starred", token: token)
        #expect(status == 200 && body.hasPrefix("{\"threads\":["))
        #expect(try await ServeProcess.request(base + "/v1/threads", token: nil).0 == 401)
        #expect(try await ServeProcess.request(base + "/v1/health", token: nil).0 == 200)
        // The token is listed, never shown again; the log has one line per request and no token.
        let listed = try ThreadsBinary.run(["--database", database, "token", "list"], variables: ServiceInbox.variables)
        #expect(listed.stdout.contains("default") && !listed.stdout.contains(token))
        server.process.signal(SIGTERM)
        #expect(server.exitStatus() == 0)
        #expect(server.stderr.components(separatedBy: token).count == 2, "the token only on its own line")
        #expect(server.stderr.split(separator: "\n").filter { $0.contains(" GET /v1/") }.count == 3)
    }

    @Test func anAddressBeyondLoopbackIsRefusedWhileTheDatabaseHoldsNoToken() throws {
        let folder = TemporaryFolder()
        let database = folder.file("inbox.sqlite")
        let server = try ServeProcess(["--listen", "0.0.0.0:0", "--database", database])
        #expect(server.exitStatus() == 64)
        let lines = server.stderr.split(separator: "\n")
        #expect(lines.count == 1 && lines.first?.hasPrefix("threads: refusing to listen on 0.0.0.0") == true)
        #expect(try ThreadsBinary.run(["--database", database, "token", "create", "ci"], variables: ServiceInbox.variables).status == 0)
        let served = try ServeProcess(["--listen", "0.0.0.0:0", "--database", database])
        _ = try served.base()
        #expect(!served.stderr.contains("created token"))
        served.process.signal(SIGINT)
        #expect(served.exitStatus() == 0)
    }

    /// `ps` shows a process's arguments to every user of the machine, and a server's URL may
    /// hold a password: the server is told its database in its environment only.
    @Test func theServerFindsItsDatabaseInItsEnvironmentAndNeverInItsArguments() async throws {
        let folder = TemporaryFolder()
        let database = folder.file("inbox.sqlite")
        #expect(try ThreadsBinary.run(["--database", database, "seed", "--sample"], variables: ServiceInbox.variables).status == 0)
        let served = try ServeProcess(["--listen", "127.0.0.1:0", "--database", database])
        _ = try served.base()
        let line = try #require(served.waitForLine { $0.contains("created token 'default'") })
        let token = try #require(line.split(separator: " ").last.map(String.init))
        let arguments = String(decoding: try Data(contentsOf: URL(fileURLWithPath: "/proc/\(served.process.pid)/cmdline")), as: UTF8.self)
        #expect(arguments.hasSuffix("threads-server\0--listen\0127.0.0.1:0\0--log-format\0text\0--max-body\01048576\0"), "\(arguments)")
        served.process.signal(SIGTERM)
        #expect(served.exitStatus() == 0)

        // threads-server alone finds it there: the seeded file, with the sample's 15 threads.
        let direct = try ServeProcess(["--listen", "127.0.0.1:0"], variables: ServiceInbox.variables.merging(["THREADS_DATABASE": database]) { $1 },
                                      directly: true)
        let (status, body) = try await ServeProcess.request(try direct.base() + "/v1/stats", token: token)
        #expect(status == 200 && body.contains(#""threads":15"#), "\(body)")
        direct.process.signal(SIGTERM)
        #expect(direct.exitStatus() == 0)

        // And nowhere else: no such option, and without the variable, one line naming it.
        let given = try ServeProcess(["--listen", "127.0.0.1:0", "--database", database], directly: true)
        #expect(given.exitStatus() == 64)
        #expect(given.stderr == "threads: Unknown option '--database'\n", "\(given.stderr)")
        let unset = try ServeProcess(["--listen", "127.0.0.1:0"], directly: true)
        #expect(unset.exitStatus() == 64)
        #expect(unset.stderr == "threads: threads-server serves the database THREADS_DATABASE names, and it is not set; 'threads serve' sets it\n")
    }

    @Test func theServersHelpSaysWhereItsDatabaseComesFrom() throws {
        let help = try SupervisedProcess([ThreadsBinary.url("threads-server").path, "--help"], environment: [:], standardOutput: .pipe)
        let text = String(decoding: try #require(help.output).readDataToEndOfFile(), as: UTF8.self)
        #expect(help.waitForExit(seconds: 20) == 0)
        #expect(text.hasPrefix("OVERVIEW: The inbox over HTTP, as 'threads serve' runs it"), "\(text)")
        #expect(text.contains("$THREADS_DATABASE") && text.contains("--listen") && !text.contains("--database"), "\(text)")
    }

    @Test func badOptionsAreOneLineAndExit64() throws {
        let folder = TemporaryFolder()
        for arguments in [["--listen", "nowhere"], ["--listen", "127.0.0.1:70000"], ["--log-format", "xml"]] {
            let server = try ServeProcess(arguments + ["--database", folder.file("x.sqlite")])
            #expect(server.exitStatus() == 64, "\(arguments)")
            #expect(server.stderr.split(separator: "\n").count == 1, "\(arguments): \(server.stderr)")
        }
    }
}
