import Data
import Foundation
import HTTPTypes
import Server
import Testing

/// What every route shares: tokens, problems for routes and methods, tags, request ids and
/// the log, CORS, and the open routes.
@Suite("Service: HTTP")
struct ServiceBehaviourTests {
    @Test func statsIsStatsJSONAndHealthAndTheDocumentNeedNoToken() async throws {
        let inbox = try await ServiceInbox()
        let stats = try await inbox.answer(.get, "/v1/stats")
        #expect(stats.body + "\n" == (try inbox.cli(["stats", "--format", "json"]).stdout))
        let health = try await inbox.answer(.get, "/v1/health", token: nil)
        #expect(health.status == 200 && health.object["status"] as? String == "ok" && health.object["schema"] as? Int == SQLiteDataStore.schemaVersion)
        let document = try await inbox.answer(.get, "/v1/openapi.json", token: nil)
        let file = try String(contentsOfFile: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Sources/Server/openapi.json").standardized.path, encoding: .utf8)
        #expect(document.status == 200 && document.body == file)
    }

    @Test func noTokenOrAnUnknownOneIs401AndAReadOnlyOneMayNotWrite() async throws {
        let inbox = try await ServiceInbox()
        let none = try await inbox.answer(.get, "/v1/threads", token: nil)
        #expect(none.status == 401 && none.headers[.wwwAuthenticate] == "Bearer")
        let unknown = try await inbox.answer(.get, "/v1/threads", token: "thr_" + String(repeating: "x", count: 43))
        #expect(unknown.status == 401 && unknown.headers[.wwwAuthenticate]?.hasPrefix("Bearer") == true)
        #expect(!unknown.body.contains("thr_"))
        #expect(try await inbox.answer(.get, "/v1/threads", token: ServiceInbox.reader).status == 200)
        let before = try inbox.cli(["export"]).stdout
        let refused = try await inbox.answer(.patch, "/v1/threads/6", token: ServiceInbox.reader, json: #"{"starred":true}"#)
        #expect(refused.status == 403)
        #expect(try inbox.cli(["export"]).stdout == before)
        _ = try await inbox.tokens.revokeToken(named: "reader")
        #expect(try await inbox.answer(.get, "/v1/threads", token: ServiceInbox.reader).status == 401)
    }

    @Test func anUnknownRouteIs404AndAnotherMethod405WithAllow() async throws {
        let inbox = try await ServiceInbox()
        let route = try await inbox.answer(.get, "/v1/nothing")
        #expect(route.status == 404 && route.headers[.contentType] == "application/problem+json")
        let method = try await inbox.answer(.delete, "/v1/threads/3")
        #expect(method.status == 405 && method.headers[.allow] == "GET, PATCH")
        // QUERY, a method the document names nowhere (schemathesis sends it), is one more other
        // method, on every path of the table.
        let query = try #require(HTTPRequest.Method("QUERY"))
        for (path, allow) in [("/v1/health", "GET"), ("/v1/threads", "GET, POST"), ("/v1/filters/mine", "GET, PUT, DELETE")] {
            let answer = try await inbox.answer(query, path)
            #expect(answer.status == 405 && answer.headers[.allow] == allow, "\(path): \(answer.status) \(answer.headers[.allow] ?? "")")
        }
    }

    @Test func aTagAnswers304UntilTheThreadChanges() async throws {
        let inbox = try await ServiceInbox()
        for path in ["/v1/threads/2", "/v1/threads?q=is:starred", "/v1/stats", "/v1/filters"] {
            let first = try await inbox.answer(.get, path)
            let tag = try #require(first.headers[.eTag], "\(path)")
            let again = try await inbox.answer(.get, path, headers: [.ifNoneMatch: tag])
            #expect(again.status == 304 && again.body.isEmpty, "\(path)")
        }
        let tag = try #require(try await inbox.answer(.get, "/v1/threads/2").headers[.eTag])
        _ = try await inbox.answer(.patch, "/v1/threads/2", json: #"{"read":true}"#)
        #expect(try await inbox.answer(.get, "/v1/threads/2", headers: [.ifNoneMatch: tag]).status == 200)
    }

    @Test func aRequestIDIsEchoedOrMadeAndEachRequestLogsOneLineWithoutItsToken() async throws {
        let inbox = try await ServiceInbox()
        let given = try await inbox.answer(.get, "/v1/threads?q=secret-search", headers: [HTTPField.Name("X-Request-Id")!: "abc-123"])
        #expect(given.headers[HTTPField.Name("X-Request-Id")!] == "abc-123")
        let made = try await inbox.answer(.post, "/v1/threads/3/messages", json: #"{"body":"private words"}"#)
        let id = try #require(made.headers[HTTPField.Name("X-Request-Id")!])
        let lines = inbox.lines.all
        #expect(lines.count == 2)
        #expect(lines.first?.contains(" abc-123 GET /v1/threads 200 ") == true)
        #expect(lines.last?.contains(" \(id) POST /v1/threads/3/messages 201 ") == true)
        #expect(!lines.joined().contains("thr_") && !lines.joined().contains("private") && !lines.joined().contains("secret-search"))
    }

    @Test func corsIsOffUnlessAnOriginIsNamed() async throws {
        let plain = try await ServiceInbox()
        let origin: HTTPFields = [.origin: "https://inbox.example"]
        #expect(try await plain.answer(.get, "/v1/threads", headers: origin).headers[.accessControlAllowOrigin] == nil)
        var settings = ServerSettings()
        settings.corsOrigin = "https://inbox.example"
        let open = try await ServiceInbox(settings: settings)
        #expect(try await open.answer(.get, "/v1/threads", headers: origin).headers[.accessControlAllowOrigin] == "https://inbox.example")
    }
}
