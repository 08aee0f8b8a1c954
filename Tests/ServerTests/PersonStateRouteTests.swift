import Domain
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Server
import Testing

/// Each person's own read state and stars over HTTP (docs/team.md): every answer is about the
/// token's person, `PATCH` marks read and stars for them alone, what one posts is unread for the
/// other, opening a thread on the page marks it read for the session's person, and the change log
/// and events tell each person of the team's changes and of their own, never another person's.
@Suite("Service: each person's own state")
struct PersonStateRouteTests {
    static let ben = "thr_" + String(repeating: "b", count: 43)
    static let benPhone = "thr_" + String(repeating: "p", count: 43)

    private func ids(_ inbox: ServiceInbox, _ query: String, token: String = ServiceInbox.writer) async throws -> Set<Int> {
        Set(TagRouteTests.ids(try await inbox.answer(.get, "/v1/threads?limit=100&q=" + query, token: token)))
    }

    /// The unread threads `GET /v1/tags` gives the tag `news` for the token's person.
    private func newsUnread(_ inbox: ServiceInbox, token: String = ServiceInbox.writer) async throws -> Int? {
        let answer = try await inbox.answer(.get, "/v1/tags", token: token)
        let tags = try JSONSerialization.jsonObject(with: Data(answer.body.utf8)) as? [[String: Any]]
        return tags?.first { $0["name"] as? String == "news" }?["unread_threads"] as? Int
    }

    @Test func everyAnswerAndEveryMarkIsTheTokensPersons() async throws {
        let inbox = try await ServiceInbox()
        _ = try await inbox.tokens.createToken(APIToken(name: "ben-laptop", scope: .readWrite, person: Person("Ben"), createdAt: Date()), secret: Self.ben)
        let unread = try await ids(inbox, "is:unread"), starred = try await ids(inbox, "is:starred")
        #expect(!unread.isEmpty && !starred.isEmpty)
        // Ben is new: everything read, nothing starred, the same threads.
        #expect(try await ids(inbox, "is:unread", token: Self.ben).isEmpty)
        #expect(try await ids(inbox, "is:starred", token: Self.ben).isEmpty)
        let state = try #require(try await inbox.answer(.get, "/v1/changes").object["state"] as? String)
        // Ben's star and Ben's read are Ben's, and no change anyone's events hear of.
        let quiet = try #require(unread.subtracting(starred).min())
        #expect(try await inbox.answer(.patch, "/v1/threads/\(quiet)", token: Self.ben, json: #"{"starred":true}"#).status == 200)
        #expect(try await ids(inbox, "is:starred", token: Self.ben) == [quiet])
        #expect(try await ids(inbox, "is:starred") == starred)
        #expect(try await inbox.answer(.get, "/v1/changes?since=\(state)").object["changed"] as? [Int] == [])
        // What the owner posts is unread for Ben; Ben reads it for himself only.
        #expect(try await inbox.answer(.post, "/v1/threads/\(quiet)/messages", json: #"{"body":"news"}"#).status == 201)
        #expect(try await ids(inbox, "is:unread", token: Self.ben) == [quiet])
        let read = try await inbox.answer(.patch, "/v1/threads/\(quiet)", token: Self.ben, json: #"{"read":true}"#)
        #expect(read.status == 200 && read.object["unread_count"] as? Int == 0, "\(read.body)")
        #expect(try await ids(inbox, "is:unread", token: Self.ben).isEmpty)
        #expect(try await ids(inbox, "is:unread") == unread)
        // A tag's unread threads are each person's own too.
        #expect(try inbox.cli(["tag", "\(quiet)", "+news"]).status == 0)
        #expect(try await newsUnread(inbox, token: Self.ben) == 0)
        #expect(try await newsUnread(inbox) == 1)
        // What Ben posts is written as Ben, read for Ben, unread for the owner.
        let plain = try #require(Set(1...14).subtracting(unread).subtracting(starred).min())
        let posted = try await inbox.answer(.post, "/v1/threads/\(plain)/messages", token: Self.ben, json: #"{"body":"on it"}"#)
        #expect(posted.status == 201, "\(posted.body)")
        #expect(try await ids(inbox, "is:unread") == unread.union([plain]))
        #expect(try await ids(inbox, "is:unread", token: Self.ben).isEmpty)
        let shown = try inbox.cli(["show", "\(plain)", "--format", "json"]).stdout
        #expect(shown.contains(#""author":"Ben","body":"on it""#) && shown.contains(#""read":false"#), "\(shown)")
    }

    @Test func openingAThreadOnThePageMarksItReadForTheSessionsPersonAlone() async throws {
        let inbox = try await ServiceInbox()
        _ = try await inbox.tokens.createToken(APIToken(name: "ben-laptop", scope: .readWrite, person: Person("Ben"), createdAt: Date()), secret: Self.ben)
        let unread = try await ids(inbox, "is:unread")
        let thread = try #require(unread.min())
        // The owner writes; Ben, who joined by starring, has it unread.
        #expect(try await inbox.answer(.patch, "/v1/threads/\(thread)", token: Self.ben, json: #"{"starred":true}"#).status == 200)
        #expect(try await inbox.answer(.post, "/v1/threads/\(thread)/messages", json: #"{"body":"for Ben"}"#).status == 201)
        #expect(try await ids(inbox, "is:unread", token: Self.ben) == [thread])
        try await PageBrowser.with(inbox) { browser in
            _ = try await browser.signIn(Self.ben)
            #expect(try await browser.get("/threads/\(thread)").status == 200)
        }
        #expect(try await ids(inbox, "is:unread", token: Self.ben).isEmpty)
        #expect(try await ids(inbox, "is:unread") == unread)
    }

    /// "`/v1/events` tells me of changes to ours, and of changes to mine made by me elsewhere;
    /// never another person's read or star."
    @Test func eventsTellOfTheTeamsChangesAndOfMineMadeElsewhereNeverAnotherPersons() async throws {
        var settings = ServerSettings()
        settings.eventPollInterval = .milliseconds(20)
        let inbox = try await ServiceInbox(settings: settings)
        for (name, secret) in [("ben-laptop", Self.ben), ("ben-phone", Self.benPhone)] {
            _ = try await inbox.tokens.createToken(APIToken(name: name, scope: .readWrite, person: Person("Ben"), createdAt: Date()), secret: secret)
        }
        let read = try #require(try await ids(inbox, "is:unread").min())
        let starred = try #require(Set(1...14).subtracting([read]).min())
        let tagged = try #require(Set(1...14).subtracting([read, starred]).max())
        let state = try #require(try await inbox.answer(.get, "/v1/changes").object["state"] as? String)
        let application = Application(router: ThreadsService.router(inbox.environment, log: { _ in }))
        try await application.test(.live) { client in
            let url = "http://127.0.0.1:\(try #require(client.port))/v1/events"
            let mine = try EventStream(url, token: ServiceInbox.writer), bens = try EventStream(url, token: Self.ben)
            for stream in [mine, bens] { #expect(await stream.wait(for: ": open\n") != nil, "\(stream.text)") }
            // The owner reads a thread; Ben stars one on his phone: each is told of their own.
            #expect(try await inbox.answer(.patch, "/v1/threads/\(read)", json: #"{"read":true}"#).status == 200)
            #expect(await mine.wait(for: "\"changed\":[\(read)]") != nil, "\(mine.text)")
            #expect(try await inbox.answer(.patch, "/v1/threads/\(starred)", token: Self.benPhone, json: #"{"starred":true}"#).status == 200)
            #expect(await bens.wait(for: "\"changed\":[\(starred)]") != nil, "\(bens.text)")
            // A change of the team's reaches both, after whatever either was told before it.
            #expect(try inbox.cli(["tag", "\(tagged)", "+handover"]).status == 0)
            for stream in [mine, bens] { #expect(await stream.wait(for: "\"changed\":[\(tagged)]") != nil, "\(stream.text)") }
            let told = { (stream: EventStream) in Set(stream.changes.flatMap { Self.changed($0.data) }) }
            #expect(told(mine) == [read, tagged], "\(mine.text)")
            #expect(told(bens) == [starred, tagged], "\(bens.text)")
            for stream in [mine, bens] { stream.stop() }
        }
        // `/v1/changes` answers each the same.
        #expect(Self.changed(try await inbox.answer(.get, "/v1/changes?since=\(state)").body) == [read, tagged])
        #expect(Self.changed(try await inbox.answer(.get, "/v1/changes?since=\(state)", token: Self.ben).body) == [starred, tagged])
    }

    /// The thread ids of a Changes answer.
    private static func changed(_ json: String) -> [Int] {
        let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        return object?["changed"] as? [Int] ?? []
    }
}
