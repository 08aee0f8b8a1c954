import Foundation
import Supervision
import Testing
import TestSupport

/// The contract's "under load and faults", against the real binary on loopback: slow, idle and
/// oversized clients, many writers at once, a hard kill after acknowledged writes, a stop with a
/// request in flight.
@Suite("threads serve: under load and faults", .serialized)
struct ServeUnderLoadTests {
    /// A seeded database served on a free port, with the writer token.
    private func served() throws -> (server: ServeProcess, base: String, database: String) {
        let folder = TemporaryFolder()
        let database = folder.file("inbox.sqlite")
        #expect(try ThreadsBinary.run(["--database", database, "seed", "--sample"], variables: ServiceInbox.variables).status == 0)
        #expect(try ThreadsBinary.run(["--database", database, "token", "create", "w"], variables: ServiceInbox.variables).status == 0)
        let server = try ServeProcess(["--listen", "127.0.0.1:0", "--database", database])
        return (server, try server.base(), database)
    }

    private func token(_ database: String) throws -> String {
        // A second token, made for the test: `token create` prints the secret once.
        let made = try ThreadsBinary.run(["--database", database, "token", "create", "t\(UUID().uuidString.prefix(8))", "--person", "load"], variables: ServiceInbox.variables)
        return made.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test func headersThatNeverFinishAreClosedAfterTenSecondsAndTooManyGet431() async throws {
        let (server, base, _) = try served()
        let port = RawConnection.port(of: base)
        let slow = try RawConnection(port: port)
        slow.send("GET /v1/health HTTP/1.1\r\nHost: x\r\nX-Slow: ")
        let start = Date()
        let answer = slow.read(seconds: 15)
        #expect(answer.closed && answer.text.isEmpty)
        #expect((9.5...25).contains(Date().timeIntervalSince(start)), "closed after \(Date().timeIntervalSince(start)) s")

        let big = try RawConnection(port: port)
        big.send("GET /v1/health HTTP/1.1\r\nHost: x\r\nX-Big: " + String(repeating: "a", count: 17_000) + "\r\n\r\n")
        let refused = big.read(seconds: 5)
        #expect(refused.text.hasPrefix("HTTP/1.1 431 "), "\(refused.text.prefix(80))")
        #expect(refused.text.contains(#""type":"headers-too-large""#) && refused.closed)
        // Just under the limit is fine.
        let fits = try RawConnection(port: port)
        fits.send("GET /v1/health HTTP/1.1\r\nHost: x\r\nX-Big: " + String(repeating: "a", count: 15_000) + "\r\n\r\n")
        #expect(fits.read(seconds: 5, until: "}").text.hasPrefix("HTTP/1.1 200 "))
        server.process.signal(SIGTERM)
        #expect(server.exitStatus() == 0)
    }

    @Test func threeHundredIdleConnectionsLeaveRoomForARequest() async throws {
        let (server, base, _) = try served()
        let port = RawConnection.port(of: base)
        let idle = try (0..<300).map { _ in try RawConnection(port: port) }
        // Each has a request answered and then stays open, idle.
        for connection in idle { connection.send("GET /v1/health HTTP/1.1\r\nHost: x\r\n\r\n") }
        #expect(idle.allSatisfy { $0.read(seconds: 5, until: "}").text.hasPrefix("HTTP/1.1 200 ") })
        let (status, _) = try await ServeProcess.request(base + "/v1/health", token: nil)
        #expect(status == 200)
        // A stop closes idle connections rather than waiting out their 60 s (the bound is loose: a busy machine).
        let stopping = Date()
        server.process.signal(SIGTERM)
        #expect(server.exitStatus() == 0)
        #expect(Date().timeIntervalSince(stopping) < 30, "stopped after \(Date().timeIntervalSince(stopping)) s")
    }

    @Test func sixtyFourClientsPostingTenEachStoreAllSixHundredFortyOnce() async throws {
        let (server, base, database) = try served()
        let token = try token(database)
        let statuses = try await withThrowingTaskGroup(of: [Int].self) { group in
            for client in 0..<64 {
                group.addTask {
                    var statuses: [Int] = []
                    for post in 0..<10 {
                        statuses.append(try await ServeProcess.request(base + "/v1/threads/3/messages", method: "POST", token: token,
                                                                       body: #"{"body":"c\#(client)-p\#(post)","from":"load"}"#).0)
                    }
                    return statuses
                }
            }
            return try await group.reduce(into: []) { $0 += $1 }
        }
        #expect(statuses.count == 640 && statuses.allSatisfy { $0 == 201 })
        server.process.signal(SIGTERM)
        #expect(server.exitStatus() == 0)
        let shown = try ThreadsBinary.run(["--database", database, "show", "3", "--format", "json"], variables: ServiceInbox.variables)
        let messages = ((try JSONSerialization.jsonObject(with: Data(shown.stdout.utf8)) as? [String: Any])?["messages"] as? [[String: Any]]) ?? []
        let bodies = messages.filter { $0["author"] as? String == "load" }.compactMap { $0["body"] as? String }
        #expect(bodies.count == 640 && Set(bodies).count == 640)
    }

    @Test func aHardKillRightAfterAcknowledgedWritesLosesNone() async throws {
        let (server, base, database) = try served()
        let token = try token(database)
        var acknowledged: [String] = []
        for post in 0..<40 {
            let body = "kept-\(post)"
            if try await ServeProcess.request(base + "/v1/threads/2/messages", method: "POST", token: token, body: #"{"body":"\#(body)"}"#).0 == 201 {
                acknowledged.append(body)
            }
        }
        server.process.signal(SIGKILL)
        #expect(server.exitStatus() == 128 + SIGKILL)
        #expect(acknowledged.count == 40)
        let check = try ThreadsBinary.run(["--database", database, "db", "check"], variables: ServiceInbox.variables)
        #expect(check.status == 0 && check.stdout.contains("integrity: ok"), "\(check.stdout)\(check.stderr)")
        let shown = try ThreadsBinary.run(["--database", database, "show", "2", "--format", "json"], variables: ServiceInbox.variables).stdout
        #expect(acknowledged.allSatisfy { shown.contains(#""body":"\#($0)""#) })
    }

    @Test func aStopWaitsForTheRequestInFlightAndEndsEventStreams() async throws {
        let (server, base, database) = try served()
        let token = try token(database)
        let events = try EventStream(base + "/v1/events", token: token)
        #expect(await events.wait(for: ": open\n") != nil)
        let body = #"{"body":"finished after the signal"}"#
        let inFlight = try RawConnection(port: RawConnection.port(of: base))
        inFlight.send("POST /v1/threads/4/messages HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer \(token)\r\n"
                      + "Content-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n\r\n" + body.prefix(10))
        try await Task.sleep(for: .milliseconds(300))
        server.process.signal(SIGTERM)
        try await Task.sleep(for: .milliseconds(500))
        inFlight.send(String(body.dropFirst(10)))
        let answer = inFlight.read(seconds: 8, until: "}")
        #expect(answer.text.hasPrefix("HTTP/1.1 201 "), "\(answer.text.prefix(120))")
        #expect(server.exitStatus(seconds: 12) == 0)
        events.stop()
        let shown = try ThreadsBinary.run(["--database", database, "show", "4", "--format", "json"], variables: ServiceInbox.variables).stdout
        #expect(shown.contains("finished after the signal"))
    }
}
