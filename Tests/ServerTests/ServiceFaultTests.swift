import Data
import Domain
import Foundation
import GRDB
import HTTPTypes
import Server
import Testing
import TestSupport

/// What goes wrong inside and at the edge, answered as the contract says: every error class keeps
/// its status and problem with CORS on, several flags are one transaction, and an error no route
/// foresaw is a 500 that the server's log tells of.
@Suite("Service: faults")
struct ServiceFaultTests {
    static let origin = "https://inbox.example"

    /// 401, 400, 404, 405 and 413 from a page on the allowed origin: each with its own status
    /// and problem, and the CORS headers a browser needs to read it.
    @Test func everyErrorKeepsItsStatusAndProblemWithCORSOn() async throws {
        var settings = ServerSettings()
        settings.corsOrigin = Self.origin
        settings.maxBody = 64
        let inbox = try await ServiceInbox(settings: settings)
        let origin: HTTPFields = [.origin: Self.origin]
        let cases: [(ServiceInbox.Answer, Int, String)] = [
            (try await inbox.answer(.get, "/v1/threads", token: nil, headers: origin), 401, "unauthorized"),
            (try await inbox.answer(.get, "/v1/threads?q=is:bogus", headers: origin), 400, "bad-query"),
            (try await inbox.answer(.get, "/v1/nothing", headers: origin), 404, "not-found"),
            (try await inbox.answer(.delete, "/v1/threads", headers: origin), 405, "method-not-allowed"),
            (try await inbox.answer(.post, "/v1/threads/3/messages", headers: origin, json: #"{"body":"\#(String(repeating: "x", count: 100))"}"#),
             413, "body-too-large"),
            (try await inbox.answer(.get, "/v1/threads/404", headers: origin), 404, "unknown-thread"),
        ]
        for (answer, status, type) in cases {
            #expect(answer.status == status, "\(answer.body)")
            #expect(answer.object["type"] as? String == type)
            #expect(answer.headers[.contentType] == "application/problem+json")
            #expect(answer.headers[HTTPField.Name("Access-Control-Allow-Origin")!] == Self.origin)
        }
        #expect(cases[0].0.headers[.wwwAuthenticate] == "Bearer")
        #expect(cases[3].0.headers[.allow] != nil)
        // A preflight is still answered by CORS itself.
        var asking = origin
        asking[HTTPField.Name("Access-Control-Request-Method")!] = "PATCH"
        let preflight = try await inbox.answer(.options, "/v1/threads", token: nil, headers: asking)
        #expect(preflight.status == 204 && preflight.headers[HTTPField.Name("Access-Control-Allow-Methods")!]?.contains("PATCH") == true)
    }

    /// The second flag fails (a trigger refuses it): the first is not left applied.
    @Test func aPatchOfSeveralFlagsIsOneTransaction() async throws {
        let inbox = try await ServiceInbox()
        let before = try await inbox.answer(.patch, "/v1/threads/2", json: #"{"starred":false,"archived":false}"#)
        #expect(before.object["starred"] as? Bool == false && before.object["archived"] as? Bool == false, "\(before.body)")
        let raw = try SQLiteDataStore.rawQueue(path: inbox.database)
        try await raw.write { db in
            try db.execute(sql: "CREATE TRIGGER refuse_archive BEFORE UPDATE OF archived ON threads BEGIN SELECT RAISE(ABORT, 'archive refused'); END")
        }
        let refused = try await inbox.answer(.patch, "/v1/threads/2", json: #"{"starred":true,"archived":true}"#)
        #expect(refused.status >= 500, "\(refused.body)")
        let after = try await inbox.answer(.get, "/v1/threads/2")
        #expect(after.object["starred"] as? Bool == false, "the star was applied without the archive: \(after.body)")
        try await raw.write { db in try db.execute(sql: "DROP TRIGGER refuse_archive") }
        let both = try await inbox.answer(.patch, "/v1/threads/2", json: #"{"starred":true,"archived":true}"#)
        #expect(both.status == 200 && both.object["starred"] as? Bool == true && both.object["archived"] as? Bool == true, "\(both.body)")
    }

    /// The route asks the scene for all the flags at once, in the contract's order.
    @Test func aPatchAsksForEveryFlagInOneChange() async throws {
        let inbox = try await ServiceInbox()
        let threads = ThreadRepositoryDouble()
        threads.onChangeThreads = { _, _ in ChangedThreads(changed: [ThreadID(7)]) }
        threads.onShowThread = { _ in nil }
        var environment = inbox.environment
        environment.threads = { _ in threads }
        _ = try await inbox.answer(.patch, "/v1/threads/7", json: #"{"muted":true,"read":false,"starred":true}"#, environment: environment)
        #expect(threads.calls.first == .changeThreads(.ids([ThreadID(7)]), applying: [.star(true), .unreadNewest, .mute(true)]))
        #expect(threads.calls.filter { if case .changeThreads = $0 { true } else { false } }.count == 1)
    }

    /// An error no route foresaw: a 500 with no detail, and a line in the server's log that says
    /// what it was (Hummingbird's log, which the server once turned down to `.critical`).
    @Test func anUnforeseenErrorIsA500AndALogLine() async throws {
        struct Unforeseen: Error {}
        let inbox = try await ServiceInbox()
        let threads = ThreadRepositoryDouble()
        threads.onShowThread = { _ in throw Unforeseen() }
        var environment = inbox.environment
        environment.threads = { _ in threads }
        let answer = try await inbox.answer(.get, "/v1/threads/3", environment: environment)
        #expect(answer.status == 500 && answer.object["detail"] as? String == "")
        #expect(inbox.lines.all.contains { $0.contains("error unexpected error") && $0.contains("Unforeseen") }, "\(inbox.lines.all)")
    }
}
