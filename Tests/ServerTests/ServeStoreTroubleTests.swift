import Domain
import Foundation
import HTTPTypes
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Supervision
import Testing
import TestSupport

/// The store in trouble, against the real binary: locked by another process past the busy
/// timeout (503 with `Retry-After: 1`, nothing changed, reads still answered), and unreadable
/// (health says 503).
@Suite("threads serve: a store in trouble", .serialized)
struct ServeStoreTroubleTests {
    @Test func aWriteWhileAnotherProcessHoldsTheLockIs503AndChangesNothing() async throws {
        let folder = TemporaryFolder()
        let database = folder.file("inbox.sqlite")
        #expect(try ThreadsBinary.run(["--database", database, "seed", "--sample"], variables: ServiceInbox.variables).status == 0)
        let token = try ThreadsBinary.run(["--database", database, "token", "create", "w"], variables: ServiceInbox.variables)
            .stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        let server = try ServeProcess(["--listen", "127.0.0.1:0", "--database", database],
                                      variables: ServiceInbox.variables.merging(["THREADS_BUSY_TIMEOUT_MS": "300"]) { $1 })
        let base = try server.base()
        let before = try ThreadsBinary.run(["--database", database, "show", "3", "--format", "json"], variables: ServiceInbox.variables).stdout

        let lock = try WriteLock(database)

        var request = URLRequest(url: try #require(URL(string: base + "/v1/threads/3/messages")))
        request.httpMethod = "POST"
        request.setValue("Bearer " + token, forHTTPHeaderField: "Authorization")
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = Data(#"{"body":"while locked"}"#.utf8)
        let (data, response) = try await URLSession.shared.data(for: request)
        let http = try #require(response as? HTTPURLResponse)
        #expect(http.statusCode == 503)
        #expect(http.value(forHTTPHeaderField: "Retry-After") == "1")
        let problem = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        #expect(problem?["type"] as? String == "store-busy")
        // The CLI's line names the file; the service's words do not (a path of the server's).
        #expect(problem?["detail"] as? String == "the database is locked by another process; try again")
        // Readers are not held up by a writer (WAL).
        #expect(try await ServeProcess.request(base + "/v1/threads/3", token: token).0 == 200)

        try lock.release()
        #expect(try ThreadsBinary.run(["--database", database, "show", "3", "--format", "json"], variables: ServiceInbox.variables).stdout == before)
        #expect(try await ServeProcess.request(base + "/v1/threads/3/messages", method: "POST", token: token, body: #"{"body":"after"}"#).0 == 201)
        server.process.signal(SIGTERM)
        #expect(server.exitStatus() == 0)
    }

    /// The service reads on connections of their own: a write waiting for another process's
    /// lock holds up no read. On one connection the read would wait behind the write.
    @Test func aReadIsAnsweredWhileAWriteWaitsForTheLock() async throws {
        let folder = TemporaryFolder()
        let database = folder.file("inbox.sqlite")
        #expect(try ThreadsBinary.run(["--database", database, "seed", "--sample"], variables: ServiceInbox.variables).status == 0)
        let token = try ThreadsBinary.run(["--database", database, "token", "create", "w"], variables: ServiceInbox.variables)
            .stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        let server = try ServeProcess(["--listen", "127.0.0.1:0", "--database", database],
                                      variables: ServiceInbox.variables.merging(["THREADS_BUSY_TIMEOUT_MS": "10000"]) { $1 })
        let base = try server.base()
        // The token's first use is noted now, a write, so that the requests below only read it.
        #expect(try await ServeProcess.request(base + "/v1/threads?limit=1", token: token).0 == 200)
        let lock = try WriteLock(database)

        let finished = Finishes()
        let post = Task {
            let status = try await ServeProcess.request(base + "/v1/threads/3/messages", method: "POST", token: token, body: #"{"body":"waited"}"#).0
            await finished.note("post \(status)")
        }
        // Time for the post to reach the lock; were it later, the read below would pass anyway.
        try await Task.sleep(for: .milliseconds(500))
        let read = try await ServeProcess.request(base + "/v1/threads?limit=5", token: token).0
        await finished.note("read \(read)")
        try lock.release()
        try await post.value
        #expect(await finished.order == ["read 200", "post 201"])
        server.process.signal(SIGTERM)
        #expect(server.exitStatus() == 0)
    }

    @Test func aQueryPastTheTimeoutIs503AndTheServerGoesOn() async throws {
        let folder = TemporaryFolder()
        let database = folder.file("inbox.sqlite")
        // Enough messages that threads without an `e` (few: a page reads nearly every message
        // before it fills) take far longer than a millisecond to find.
        let seed = ["--database", database, "seed", "--threads", "2000", "--messages", "60000", "--quiet"]
        #expect(try ThreadsBinary.run(seed, variables: ServiceInbox.variables).status == 0)
        let token = try ThreadsBinary.run(["--database", database, "token", "create", "t"], variables: ServiceInbox.variables)
            .stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        let server = try ServeProcess(["--listen", "127.0.0.1:0", "--database", database],
                                      variables: ServiceInbox.variables.merging(["THREADS_QUERY_TIMEOUT_MS": "1"]) { $1 })
        let base = try server.base()

        let (status, body) = try await ServeProcess.request(base + "/v1/threads?q=not%20e", token: token)
        #expect(status == 503, "\(body)")
        let problem = try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any]
        #expect(problem?["type"] as? String == "query-timeout")
        #expect(problem?["detail"] as? String == "the query ran past THREADS_QUERY_TIMEOUT_MS (1 ms) and was stopped; nothing changed")
        // The store was left as it was: short questions and writes are still answered.
        #expect(try await ServeProcess.request(base + "/v1/threads/7", token: token).0 == 200)
        #expect(try await ServeProcess.request(base + "/v1/threads/7/messages", method: "POST", token: token, body: #"{"body":"after"}"#).0 == 201)
        // The CLI sets no limit: the same question is answered, with nothing found.
        let search = try ThreadsBinary.run(["--database", database, "list", "--search", "zq", "--format", "json"], variables: ServiceInbox.variables)
        #expect(search.status == 0 && search.stdout == "[]\n", "\(search.stdout)")
        server.process.signal(SIGTERM)
        #expect(server.exitStatus() == 0)
    }

    @Test func aQueryTimeoutThatIsNotANumberIsRefused() throws {
        let folder = TemporaryFolder()
        let server = try ServeProcess(["--listen", "127.0.0.1:0", "--database", folder.file("inbox.sqlite")],
                                      variables: ServiceInbox.variables.merging(["THREADS_QUERY_TIMEOUT_MS": "5s"]) { $1 })
        #expect(server.exitStatus() == 64)
        let line = "threads: THREADS_QUERY_TIMEOUT_MS must be a whole number of milliseconds (0 for no limit), got '5s'"
        #expect(server.waitForLine(seconds: 5) { $0 == line } != nil, "\(server.stderr)")
    }

    @Test func healthIs503WhenTheStoreCannotBeRead() async throws {
        let inbox = try await ServiceInbox()
        let healthy = try await inbox.answer(.get, "/v1/health", token: nil)
        #expect(healthy.status == 200 && healthy.body.hasPrefix(#"{"status":"ok","schema":"#))
        // Closed under the service: every read fails from now on, as a store gone away would.
        try inbox.store.close()
        let sick = try await inbox.answer(.get, "/v1/health", token: nil)
        #expect(sick.status == 503 && sick.headers[.contentType] == "application/problem+json", "\(sick.body)")
        #expect(sick.object["status"] as? Int == 503)
    }

    /// Health asks the store one thing, the probe (a read that costs the same however large the
    /// inbox; not `stats`' counts), answers with what it read, and is 503 when the probe fails.
    @Test func healthIsTheStoresProbeAndItsFailureA503() async throws {
        let inbox = try await ServiceInbox()
        let threads = ThreadRepositoryDouble()
        threads.onProbeStore = { 14 }
        var environment = inbox.environment
        environment.threads = { _ in threads }
        let healthy = try await inbox.answer(.get, "/v1/health", token: nil, environment: environment)
        #expect(healthy.status == 200 && healthy.body == #"{"status":"ok","schema":14}"#, "\(healthy.body)")
        #expect(threads.calls == [.probeStore])
        threads.onProbeStore = { throw ThreadsError.store(.damaged(path: inbox.database)) }
        let sick = try await inbox.answer(.get, "/v1/health", token: nil, environment: environment)
        #expect(sick.status == 503 && sick.object["type"] as? String == "store-unavailable", "\(sick.body)")
        #expect(sick.headers[.contentType] == "application/problem+json")
        #expect(threads.calls == [.probeStore, .probeStore])
    }
}

/// The order in which requests running at once finished.
private actor Finishes {
    private(set) var order: [String] = []
    func note(_ what: String) { order.append(what) }
}

/// sqlite3 in another process, holding the database's write lock until released; a supervised
/// child (Tests/Supervision), so a test that fails first leaves no lock holder behind.
private struct WriteLock {
    let process: SupervisedProcess

    /// Returns once the lock is held.
    init(_ database: String) throws {
        process = try SupervisedProcess(["/usr/bin/sqlite3", database], environment: ["PATH": "/usr/bin:/bin"],
                                        standardInput: .pipe, standardOutput: .pipe)
        try process.input?.write(contentsOf: Data("BEGIN IMMEDIATE;\nSELECT 'locked';\n".utf8))
        let answer = String(decoding: process.output?.availableData ?? Data(), as: UTF8.self)
        #expect(answer.contains("locked"))
    }

    /// Ends sqlite3's empty transaction and lets it exit.
    func release() throws {
        try process.input?.write(contentsOf: Data("COMMIT;\n".utf8))
        try process.input?.close()
        process.waitForExit(seconds: 30)
    }
}
