import Foundation
import HTTPTypes
import Server
import Testing

/// The thread routes in process, each answer held to what the CLI prints for the same
/// database: the list and `show` objects byte for byte, errors in its words.
@Suite("Service: threads")
struct ThreadRouteTests {
    /// `GET /v1/threads` for these parameters, and the `list` arguments that select the same.
    static let selections: [(String, [String])] = [
        ("", []),
        ("?q=is:starred", ["is:starred"]),
        ("?q=from:aiko%20or%20is:starred&sort=oldest", ["from:aiko or is:starred", "--sort", "oldest"]),
        ("?all=true&sort=title&limit=4", ["--all", "--sort", "title", "--limit", "4"]),
        ("?q=%E3%83%AD%E3%82%B4", ["ロゴ"]),
        ("?q=is:archived", ["is:archived"]),
    ]

    @Test(arguments: selections)
    func aPageIsTheListsJSON(query: String, arguments: [String]) async throws {
        let inbox = try await ServiceInbox()
        let answer = try await inbox.answer(.get, "/v1/threads" + query)
        #expect(answer.status == 200)
        let limit = arguments.contains("--limit") ? [] : ["--limit", "30"]
        let printed = try inbox.cli(["list"] + arguments + limit + ["--format", "json"]).stdout
        let prefix = "{\"threads\":"
        #expect(answer.body.hasPrefix(prefix + printed.dropLast()))
        #expect(answer.headers[.contentType] == "application/json")
    }

    @Test func aFullPageHasANextThatContinuesItAndAnotherQuerysCursorIsRefused() async throws {
        let inbox = try await ServiceInbox()
        let first = try await inbox.answer(.get, "/v1/threads?all=true&limit=5")
        let next = try #require(first.object["next"] as? String)
        let second = try await inbox.answer(.get, "/v1/threads?all=true&limit=5&cursor=\(next)")
        let ids = { (answer: ServiceInbox.Answer) in ((answer.object["threads"] as? [[String: Any]]) ?? []).compactMap { $0["id"] as? Int } }
        let all = try inbox.cli(["list", "--all", "--format", "tsv"]).stdout.split(separator: "\n").compactMap { Int($0.prefix { $0 != "\t" }) }
        #expect(ids(first) + ids(second) == Array(all.prefix(10)))
        let other = try await inbox.answer(.get, "/v1/threads?limit=5&cursor=\(next)")
        #expect(other.status == 400 && (other.object["detail"] as? String)?.contains("another query") == true)
        let last = try await inbox.answer(.get, "/v1/threads?all=true&limit=500")
        #expect(last.object["next"] is NSNull)
    }

    @Test func showIsShowsJSONAndAnUnknownIDIsA404InTheCLIsWords() async throws {
        let inbox = try await ServiceInbox()
        let answer = try await inbox.answer(.get, "/v1/threads/2")
        #expect(answer.status == 200)
        #expect(answer.body + "\n" == (try inbox.cli(["show", "2", "--format", "json"]).stdout))
        let missing = try await inbox.answer(.get, "/v1/threads/999")
        let cli = try inbox.cli(["show", "999"]).stderr
        #expect(missing.status == 404 && missing.headers[.contentType] == "application/problem+json")
        #expect(missing.object["detail"] as? String == String(cli.dropFirst("threads: ".count).dropLast()))
        #expect(missing.object["type"] as? String == "unknown-thread" && missing.object["status"] as? Int == 404)
        #expect(try await inbox.answer(.get, "/v1/threads/abc").status == 400)
    }

    @Test func aBadQueryIsA400WithTheCLIsLineAndTheColumn() async throws {
        let inbox = try await ServiceInbox()
        let answer = try await inbox.answer(.get, "/v1/threads?q=is:bogus")
        let cli = try inbox.cli(["list", "is:bogus"]).stderr
        #expect(answer.status == 400)
        #expect(answer.object["detail"] as? String == String(cli.dropFirst("threads: ".count).dropLast()))
        #expect(answer.object["column"] as? Int == 1)
        for bad in ["?limit=0", "?limit=501", "?sort=sideways", "?all=yes", "?colour=red", "?cursor=%%%"] {
            #expect(try await inbox.answer(.get, "/v1/threads" + bad).status == 400, "\(bad)")
        }
    }

    @Test func startingAThreadAnswers201WithItsLocationAndShowsObject() async throws {
        let inbox = try await ServiceInbox()
        let answer = try await inbox.answer(.post, "/v1/threads", json: #"{"title":"Lunch","with":["Sam"],"body":"Noon?"}"#)
        #expect(answer.status == 201)
        let id = try #require(answer.object["id"] as? Int)
        #expect(answer.headers[.location] == "/v1/threads/\(id)")
        #expect(answer.body + "\n" == (try inbox.cli(["show", String(id), "--format", "json"]).stdout))
        #expect((answer.object["messages"] as? [[String: Any]])?.first?["author"] as? String == "tester")
    }

    @Test func aPostAnswersTheMessageAsStored() async throws {
        let inbox = try await ServiceInbox()
        let answer = try await inbox.answer(.post, "/v1/threads/3/messages", json: #"{"body":"line one\nline two","from":"Dana"}"#)
        #expect(answer.status == 201)
        let shown = try JSONSerialization.jsonObject(with: Data(try inbox.cli(["show", "3", "--format", "json"]).stdout.utf8)) as? [String: Any]
        let last = try #require((shown?["messages"] as? [[String: Any]])?.last)
        #expect(answer.object["id"] as? Int == last["id"] as? Int)
        #expect(answer.object["body"] as? String == "line one\nline two" && answer.object["author"] as? String == "Dana")
        #expect(try await inbox.answer(.post, "/v1/threads/999/messages", json: #"{"body":"x"}"#).status == 404)
    }

    /// Bad bodies: each its status, and the store as it was.
    @Test(arguments: [
        (#"{"title":"","with":["Sam"]}"#, "application/json", 422),
        (#"{"title":"Hi","with":[]}"#, "application/json", 422),
        (#"{"title":"Hi","with":"Sam"}"#, "application/json", 422),
        (#"{"title":"Hi","with":["Sam"],"colour":"red"}"#, "application/json", 400),
        (#"["title"]"#, "application/json", 400),
        (#"{"title":"Hi""#, "application/json", 400),
        (#"{"title":"Hi","with":["Sam"]}"#, "text/plain", 415),
    ])
    func aBadDraftChangesNothing(body: String, type: String, status: Int) async throws {
        let inbox = try await ServiceInbox()
        let before = try inbox.cli(["export"]).stdout
        let answer = try await inbox.answer(.post, "/v1/threads", headers: [.contentType: type], json: body)
        #expect(answer.status == status)
        #expect(answer.headers[.contentType] == "application/problem+json")
        #expect(try inbox.cli(["export"]).stdout == before)
    }

    @Test func aBodyOverTheLimitIs413() async throws {
        var settings = ServerSettings()
        settings.maxBody = 64
        let inbox = try await ServiceInbox(settings: settings)
        let answer = try await inbox.answer(.post, "/v1/threads/3/messages", json: "{\"body\":\"" + String(repeating: "x", count: 100) + "\"}")
        #expect(answer.status == 413)
    }
}
