import Domain
import Foundation
import HTTPTypes
import Server
import Testing

/// Assignment over HTTP (docs/serve.md, docs/team.md): `PATCH {"assignee":"Ben"}` and `null`, the
/// same in a change by query's `set`, `"assignee"` on the thread objects as the CLI prints them,
/// and `is:mine` as the token's person: two tokens, two answers to one query.
@Suite("Service: assignment")
struct AssignmentRouteTests {
    static let ben = "thr_" + String(repeating: "b", count: 43)

    @Test func aPatchGivesAThreadToAPersonAndNullGivesItBack() async throws {
        let inbox = try await ServiceInbox()
        let given = try await inbox.answer(.patch, "/v1/threads/6", json: #"{"assignee":"Ben","starred":true}"#)
        #expect(given.status == 200, "\(given.body)")
        #expect(given.object["assignee"] as? String == "Ben" && given.object["starred"] as? Bool == true)
        #expect(given.body + "\n" == (try inbox.cli(["show", "6", "--format", "json"]).stdout))
        let back = try await inbox.answer(.patch, "/v1/threads/6", json: #"{"assignee":null}"#)
        #expect(back.status == 200 && back.object["assignee"] == nil, "\(back.body)")
        #expect(try inbox.cli(["list", "is:assigned", "--all"]).stdout.isEmpty)
        // A blank name is the CLI's exit 64, here a 422, and nothing changes; a number is no name.
        let blank = try await inbox.answer(.patch, "/v1/threads/6", json: #"{"assignee":"  ","starred":false}"#)
        #expect(blank.status == 422 && (blank.object["detail"] as? String ?? "").contains("a person needs a name"), "\(blank.body)")
        #expect(try await inbox.answer(.patch, "/v1/threads/6", json: #"{"assignee":7}"#).status == 422)
        #expect(try inbox.cli(["show", "6", "--format", "json"]).stdout.contains(#""starred":true"#), "the blank name's flag was not made")
        // A read-only token writes nothing.
        #expect(try await inbox.answer(.patch, "/v1/threads/6", token: ServiceInbox.reader, json: #"{"assignee":"Ben"}"#).status == 403)
        #expect(try inbox.cli(["list", "is:assigned", "--all"]).stdout.isEmpty)
    }

    @Test func isMineIsTheTokensPerson() async throws {
        let inbox = try await ServiceInbox()
        _ = try await inbox.tokens.createToken(APIToken(name: "ben-laptop", scope: .readWrite, person: Person("Ben"), createdAt: Date()), secret: Self.ben)
        #expect(try inbox.cli(["assign", "3", "5", "--to", "ben"]).status == 0)
        #expect(try inbox.cli(["assign", "6", "--to", "tester"]).status == 0)
        let bens = try await inbox.answer(.get, "/v1/threads?q=is:mine", token: Self.ben)
        let testers = try await inbox.answer(.get, "/v1/threads?q=is:mine")
        #expect(Set(TagRouteTests.ids(bens)) == [3, 5], "\(bens.body)")
        #expect(TagRouteTests.ids(testers) == [6], "\(testers.body)")
        // The same query by the CLI as each person is the same page.
        let printed = try inbox.cli(["--as", "Ben", "list", "is:mine", "--limit", "30", "--format", "json"]).stdout
        #expect(bens.body.hasPrefix(#"{"threads":"# + printed.dropLast()))
        // A change by query selects as the token's person too.
        let changed = try await inbox.answer(.post, "/v1/threads/changes", token: Self.ben, json: #"{"where":"is:mine","set":{"assignee":null}}"#)
        #expect(changed.status == 200 && Set(changed.object["ids"] as? [Int] ?? []) == [3, 5], "\(changed.body)")
        #expect(try inbox.cli(["list", "is:assigned", "--all", "--format", "tsv"]).stdout.split(separator: "\n").map { $0.split(separator: "\t")[0] } == ["6"])
    }

    /// The page's list, as the CLI's table: an ASSIGNEE column only once some thread on it is assigned.
    @Test func thePagesListShowsWhoHasEachThreadOnceAnyoneHasOne() async throws {
        let inbox = try await ServiceInbox()
        try await PageBrowser.with(inbox) { browser in
            _ = try await browser.signIn(ServiceInbox.writer)
            #expect(!(try await browser.get("/").body.contains("ASSIGNEE")))
            #expect(try inbox.cli(["assign", "2", "--to", "Ben"]).status == 0)
            let page = try await browser.get("/").body
            #expect(page.contains(#"<th scope="col" class="assignee">ASSIGNEE</th>"#), "\(page)")
            #expect(page.contains(#"<td class="assignee">Ben</td>"#) && page.contains(#"<td class="assignee"></td>"#))
            // The thread's own page says it too.
            #expect(try await browser.get("/threads/2").body.contains("assigned to Ben"))
        }
    }
}
