import Domain
import Foundation
import HTTPTypes
import Server
import Testing

/// Each person's own read state and stars over HTTP (docs/team.md): every answer is about the
/// token's person, `PATCH` marks read and stars for them alone, what one posts is unread for the
/// other, opening a thread on the page marks it read for the session's person, and another
/// person's read or star is no change in the change log everyone's events come from.
@Suite("Service: each person's own state")
struct PersonStateRouteTests {
    static let ben = "thr_" + String(repeating: "b", count: 43)

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
}
