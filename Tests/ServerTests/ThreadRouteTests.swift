import Domain
import Foundation
import HTTPTypes
import Server
import Testing
import Words

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

    /// A query of as many terms as a query may have is answered as `list` answers it, joined by
    /// `or` or side by side; one term more is a 400 in the CLI's words, with its column.
    @Test func theLongestQueryIsAnsweredAndOneTermMoreIsRefused() async throws {
        let inbox = try await ServiceInbox()
        let absent = (1..<QueryLimits.terms).map { "zq\($0)" }
        let encode = { (query: String) in query.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "" }
        let expected = try Self.listed(inbox, ["ロゴ"])
        #expect(!expected.isEmpty)
        for query in [(absent + ["ロゴ"]).joined(separator: " or "), (["ロゴ"] + absent.map { "-" + $0 }).joined(separator: " ")] {
            let answer = try await inbox.answer(.get, "/v1/threads?limit=500&q=" + encode(query))
            #expect(answer.status == 200, "\(answer.body.prefix(300))")
            #expect(Self.ids(answer) == expected)
        }
        let over = (absent + ["ロゴ", "one-more"]).joined(separator: " or ")
        let refused = try await inbox.answer(.get, "/v1/threads?q=" + encode(over))
        let column = over.count - "one-more".count + 1
        #expect(refused.status == 400 && refused.object["type"] as? String == "bad-query", "\(refused.body.prefix(300))")
        #expect(refused.object["column"] as? Int == column)
        #expect(refused.object["detail"] as? String == "query: too many terms at column \(column): " + over)
    }

    /// The ids of a list answer, in order.
    static func ids(_ answer: ServiceInbox.Answer) -> [Int] {
        ((answer.object["threads"] as? [[String: Any]]) ?? []).compactMap { $0["id"] as? Int }
    }

    /// The ids `list` prints for `arguments`, every page of them, in order.
    static func listed(_ inbox: ServiceInbox, _ arguments: [String]) throws -> [Int] {
        try inbox.cli(["list"] + arguments + ["--limit", "0", "--format", "tsv"]).stdout.split(separator: "\n").compactMap { Int($0.prefix { $0 != "\t" }) }
    }

    @Test(arguments: ThreadSort.allCases)
    func followingNextThroughEveryPageGivesTheWholeList(sort: ThreadSort) async throws {
        let inbox = try await ServiceInbox()
        var walked: [Int] = [], cursor: String?, pages = 0
        repeat {
            let answer = try await inbox.answer(.get, "/v1/threads?all=true&sort=\(sort.rawValue)&limit=4" + (cursor.map { "&cursor=" + $0 } ?? ""))
            #expect(answer.status == 200)
            walked += Self.ids(answer)
            cursor = answer.object["next"] as? String
            pages += 1
        } while cursor != nil && pages < 20
        let whole = try Self.listed(inbox, ["--all", "--sort", sort.rawValue])
        #expect(whole.count > 8, "the sample fills several pages")
        #expect(walked == whole, "\(sort)")
    }

    @Test func aThreadStartedBetweenPagesNeitherRepeatsNorSkipsAnything() async throws {
        let inbox = try await ServiceInbox()
        let whole = try Self.listed(inbox, [])
        let first = try await inbox.answer(.get, "/v1/threads?limit=4")
        #expect(Self.ids(first) == Array(whole[0..<4]))
        let next = try #require(first.object["next"] as? String)
        let started = try await inbox.answer(.post, "/v1/threads", json: #"{"title":"Newest","with":["Sam"],"body":"Hi"}"#)
        let id = try #require(started.object["id"] as? Int)
        #expect(Self.ids(try await inbox.answer(.get, "/v1/threads?limit=4")).first == id, "the new thread is in front")
        let second = try await inbox.answer(.get, "/v1/threads?limit=4&cursor=\(next)")
        #expect(Self.ids(second) == Array(whole[4..<8]))
    }

    /// A cursor's text, and the cursor of a text, base64url as the service writes them (a test
    /// may know what the client must not rely on).
    static func text(ofCursor cursor: String) -> String? {
        var base64 = cursor.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
        return Data(base64Encoded: base64).flatMap { String(data: $0, encoding: .utf8) }
    }

    static func cursor(ofText text: String) -> String {
        Data(text.utf8).base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    @Test func aGarbledOrForgedCursorIsA400() async throws {
        let inbox = try await ServiceInbox()
        let next = try #require(try await inbox.answer(.get, "/v1/threads?limit=2").object["next"] as? String)
        let parts = try #require(Self.text(ofCursor: next)).split(separator: ".", maxSplits: 2).map(String.init)
        try #require(parts.count == 3 && parts[2].hasPrefix("a"), "fingerprint, id, and the time of the recent sort")
        let garbled = ["%%%", "abc", "-_-_", Self.cursor(ofText: "nonsense"), Self.cursor(ofText: "\(parts[0]).\(parts[1])")]
        let forged = ["0", "-3", "x"].map { "\(parts[0]).\($0).\(parts[2])" }
            + ["a99999999999999999999", "a9223372036854775807", "a-9223372036854775808", "u-1", "x1", ""].map { "\(parts[0]).\(parts[1]).\($0)" }
        for cursor in garbled + forged.map(Self.cursor(ofText:)) {
            let answer = try await inbox.answer(.get, "/v1/threads?limit=2&cursor=\(cursor)")
            #expect(answer.status == 400 && answer.object["type"] as? String == "bad-request", "\(cursor)")
            #expect((answer.object["detail"] as? String)?.contains("not one this service gave") == true, "\(cursor): \(answer.body)")
        }
        // Well formed, for this query, but a title where the recent sort reads a time: the list refuses it.
        let title = try await inbox.answer(.get, "/v1/threads?limit=2&cursor=" + Self.cursor(ofText: "\(parts[0]).\(parts[1]).tBudget"))
        #expect(title.status == 400 && title.object["type"] as? String == "bad-request", "\(title.body)")
        #expect(try await inbox.answer(.get, "/v1/threads?limit=2&cursor=\(next)").status == 200, "the cursor as given still works")
    }

    @Test func aCursorOfAnotherQueryAllOrSortIsA400() async throws {
        let inbox = try await ServiceInbox()
        let next = try #require(try await inbox.answer(.get, "/v1/threads?q=is:unread&sort=title&limit=2").object["next"] as? String)
        for other in ["q=is:starred&sort=title", "q=is:unread&sort=title&all=true", "q=is:unread&sort=unread", "q=is:unread"] {
            let answer = try await inbox.answer(.get, "/v1/threads?\(other)&limit=2&cursor=\(next)")
            #expect(answer.status == 400 && (answer.object["detail"] as? String)?.contains("another query") == true, "\(other): \(answer.body)")
        }
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
        // The writer token speaks for "tester": a `from` naming that person, in any case, is them.
        let answer = try await inbox.answer(.post, "/v1/threads/3/messages", json: #"{"body":"line one\nline two","from":"TESTER"}"#)
        #expect(answer.status == 201)
        let shown = try JSONSerialization.jsonObject(with: Data(try inbox.cli(["show", "3", "--format", "json"]).stdout.utf8)) as? [String: Any]
        let last = try #require((shown?["messages"] as? [[String: Any]])?.last)
        #expect(answer.object["id"] as? Int == last["id"] as? Int)
        #expect(answer.object["body"] as? String == "line one\nline two" && answer.object["author"] as? String == "tester")
        #expect(try await inbox.answer(.post, "/v1/threads/999/messages", json: #"{"body":"x"}"#).status == 404)
    }

    /// A reply that would cross another: with `If-Match`, a post goes onto the thread only as
    /// the client last read it. Another's reply since is 412 with the thread's tag now, and
    /// nothing is written; the tag now (strong, or `*`) lets it through.
    @Test func ifMatchStopsAReplyThatWouldCrossAnother() async throws {
        let inbox = try await ServiceInbox()
        let read = try await inbox.answer(.get, "/v1/threads/3")
        let seen = try #require(read.headers[.eTag])
        #expect(try await inbox.answer(.post, "/v1/threads/3/messages", json: #"{"body":"Ben first"}"#).status == 201)
        let before = try inbox.cli(["export"]).stdout
        for header in [seen, "W/" + seen, #""0000000000000000""#] {
            let crossed = try await inbox.answer(.post, "/v1/threads/3/messages", headers: [.ifMatch: header], json: #"{"body":"mine"}"#)
            #expect(crossed.status == 412 && crossed.object["type"] as? String == "thread-moved", "\(header): \(crossed.body)")
            #expect(crossed.headers[.eTag] == (try await inbox.answer(.get, "/v1/threads/3")).headers[.eTag])
        }
        #expect(try inbox.cli(["export"]).stdout == before, "nothing written")
        let now = try #require(try await inbox.answer(.get, "/v1/threads/3").headers[.eTag])
        #expect(try await inbox.answer(.post, "/v1/threads/3/messages", headers: [.ifMatch: "\"x\", " + now], json: #"{"body":"after reading"}"#).status == 201)
        #expect(try await inbox.answer(.post, "/v1/threads/3/messages", headers: [.ifMatch: "*"], json: #"{"body":"any"}"#).status == 201)
        #expect(try await inbox.answer(.post, "/v1/threads/999/messages", headers: [.ifMatch: "*"], json: #"{"body":"x"}"#).status == 404)
        // The request's own faults come first; a blank If-Match asks nothing.
        #expect(try await inbox.answer(.post, "/v1/threads/3/messages", headers: [.ifMatch: seen], json: #"{"body":"x","from":"Dana"}"#).status == 403)
        #expect(try await inbox.answer(.post, "/v1/threads/3/messages", headers: [.ifMatch: " "], json: #"{"body":"blank"}"#).status == 201)
    }

    /// A token writes as its person and no one else: a `from` naming another is 403 on a reply
    /// and on a new thread, and nothing is written; a token of another person writes as them.
    @Test func aTokenPostsAsItsPersonAndNeverAsAnother() async throws {
        let inbox = try await ServiceInbox()
        let before = try inbox.cli(["export"]).stdout
        for (uri, json) in [("/v1/threads/3/messages", #"{"body":"hi","from":"Dana"}"#),
                            ("/v1/threads", #"{"title":"Lunch","with":["Sam"],"body":"Noon?","from":"Dana"}"#),
                            ("/v1/threads/3/messages", #"{"body":"hi","from":" tester2"}"#)] {
            let refused = try await inbox.answer(.post, uri, json: json)
            #expect(refused.status == 403, "\(uri) \(json)")
            #expect(refused.object["type"] as? String == "not-your-name", "\(refused.body)")
            #expect(refused.object["detail"] as? String == ServiceWords.notYourName("tester"))
        }
        #expect(try await inbox.answer(.post, "/v1/threads/3/messages", json: #"{"body":"hi","from":"  "}"#).status == 422, "a blank from names no one")
        #expect(try inbox.cli(["export"]).stdout == before, "nothing written")
        let aiko = "thr_" + String(repeating: "a", count: 43)
        _ = try await inbox.tokens.createToken(APIToken(name: "aiko-phone", scope: .readWrite, person: Person("Aiko"), createdAt: Date()), secret: aiko)
        let posted = try await inbox.answer(.post, "/v1/threads/3/messages", token: aiko, json: #"{"body":"from my phone"}"#)
        #expect(posted.status == 201 && posted.object["author"] as? String == "Aiko", "\(posted.body)")
        let started = try await inbox.answer(.post, "/v1/threads", token: aiko, json: #"{"title":"Lunch","with":["Sam"],"body":"Noon?","from":"aiko"}"#)
        #expect((started.object["messages"] as? [[String: Any]])?.first?["author"] as? String == "Aiko", "\(started.body)")
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
