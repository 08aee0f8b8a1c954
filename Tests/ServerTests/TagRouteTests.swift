import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Server
import Testing

/// Tags over HTTP (docs/serve.md): on every thread object, put on and taken off by `PATCH` and a
/// change by query, listed by `GET /v1/tags` as `threads tags --format json` prints them, and a
/// change like any other for `/v1/changes` and `/v1/events`.
@Suite("Service: tags")
struct TagRouteTests {
    /// The tags `show --format json` gives thread `id`.
    static func tags(_ inbox: ServiceInbox, _ id: Int) throws -> [String] {
        let shown = try inbox.cli(["show", String(id), "--format", "json"]).stdout
        return (try JSONSerialization.jsonObject(with: Data(shown.utf8)) as? [String: Any])?["tags"] as? [String] ?? []
    }

    @Test func theListTheThreadAndTheChangeAnswersCarryTheTagsAsTheCLIPrintsThem() async throws {
        let inbox = try await ServiceInbox()
        #expect(try inbox.cli(["tag", "3", "5", "+work", "+Client/Acme"]).status == 0)
        let page = try await inbox.answer(.get, "/v1/threads?q=tag:work")
        let printed = try inbox.cli(["list", "tag:work", "--limit", "30", "--format", "json"]).stdout
        #expect(page.status == 200 && page.body.hasPrefix(#"{"threads":"# + printed.dropLast()))
        #expect(TagRouteTests.ids(page) == [3, 5] || TagRouteTests.ids(page) == [5, 3])
        let thread = try await inbox.answer(.get, "/v1/threads/3")
        #expect(thread.body + "\n" == (try inbox.cli(["show", "3", "--format", "json"]).stdout))
        #expect(thread.object["tags"] as? [String] == ["Client/Acme", "work"])
        let untagged = try await inbox.answer(.get, "/v1/threads/2")
        #expect(untagged.object["tags"] as? [String] == [], "a thread without tags says so: the key is always there")
    }

    static func ids(_ answer: ServiceInbox.Answer) -> [Int] {
        ((answer.object["threads"] as? [[String: Any]]) ?? []).compactMap { $0["id"] as? Int }
    }

    @Test func aPatchAddsAndRemovesTagsWithTheFlagsInOneChange() async throws {
        let inbox = try await ServiceInbox()
        #expect(try inbox.cli(["tag", "6", "+todo"]).status == 0)
        let answer = try await inbox.answer(.patch, "/v1/threads/6", json: #"{"starred":true,"tags":{"add":["waiting","client/acme"],"remove":["TODO"]}}"#)
        #expect(answer.status == 200, "\(answer.body)")
        #expect(answer.body + "\n" == (try inbox.cli(["show", "6", "--format", "json"]).stdout))
        #expect(answer.object["starred"] as? Bool == true && answer.object["tags"] as? [String] == ["client/acme", "waiting"])
        let alone = try await inbox.answer(.patch, "/v1/threads/6", json: #"{"tags":{"remove":["waiting","never-there"]}}"#)
        #expect(alone.status == 200 && alone.object["tags"] as? [String] == ["client/acme"])
        let japanese = try await inbox.answer(.patch, "/v1/threads/6", json: #"{"tags":{"add":["請求"]}}"#)
        #expect(japanese.object["tags"] as? [String] == ["client/acme", "請求"])
        #expect(try await inbox.answer(.patch, "/v1/threads/999", json: #"{"tags":{"add":["x"]}}"#).status == 404)
        #expect(try await inbox.answer(.patch, "/v1/threads/6", token: ServiceInbox.reader, json: #"{"tags":{"add":["x"]}}"#).status == 403)
    }

    /// A bad name is JSON of the right shape with a value its key does not take: 422 (docs/serve.md),
    /// in the words `threads tag` exits 64 with, and nothing changes, not even the flags beside it.
    @Test func aBadTagNameIsA422InTheCLIsWordsAndNothingChanges() async throws {
        let inbox = try await ServiceInbox()
        let cli = try inbox.cli(["tag", "6", "+ok", "+a b"])
        #expect(cli.status == 64)
        let words = String(cli.stderr.dropFirst("threads: ".count).dropLast())
        #expect(words == #"tag "a b": a tag is letters, digits, - _ . / (no spaces)"#)
        let before = try inbox.cli(["export"]).stdout
        for body in [#"{"starred":true,"tags":{"add":["ok","a b"]}}"#, #"{"tags":{"remove":["a b"]}}"#] {
            let refused = try await inbox.answer(.patch, "/v1/threads/6", json: body)
            #expect(refused.status == 422 && refused.object["type"] as? String == "invalid-body", "\(body): \(refused.body)")
            #expect(refused.object["detail"] as? String == words)
            let byQuery = try await inbox.answer(.post, "/v1/threads/changes", json: #"{"where":"is:unread","set":"# + body.replacingOccurrences(of: #""starred":true,"#, with: "") + "}")
            #expect(byQuery.status == 422 && byQuery.object["detail"] as? String == words, "\(byQuery.body)")
        }
        for (body, status, words) in [
            (#"{"tags":{"add":["x"],"remove":["X"]}}"#, 422, #"'tags' names "x" in both 'add' and 'remove'; name it in one"#),
            (#"{"tags":{"add":"x"}}"#, 422, "'add' takes an array of strings"),
            (#"{"tags":{"add":[1]}}"#, 422, "'add' takes an array of strings"),
            (#"{"tags":null}"#, 422, "'tags' takes an object"),
            (#"{"tags":["x"]}"#, 422, "'tags' takes an object"),
            (#"{"tags":{"put":["x"]}}"#, 400, "unknown key(s) 'put'"),
            (#"{"tags":{}}"#, 400, "give at least one of 'starred', 'read', 'archived', 'muted', or a tag in 'tags'"),
            (#"{"tags":{"add":[],"remove":[]}}"#, 400, "give at least one of 'starred', 'read', 'archived', 'muted', or a tag in 'tags'"),
        ] {
            let refused = try await inbox.answer(.patch, "/v1/threads/6", json: body)
            #expect(refused.status == status && refused.object["detail"] as? String == words, "\(body): \(refused.status) \(refused.body)")
        }
        #expect(try inbox.cli(["export"]).stdout == before)
    }

    @Test func aChangeByQueryTagsEveryThreadTheQuerySelectsAsTheCLIsWhere() async throws {
        let inbox = try await ServiceInbox()
        let selected = try inbox.cli(["tag", "--where", "is:starred", "+vip", "--dry-run"]).stdout.split(separator: "\n").compactMap { Int($0) }
        #expect(!selected.isEmpty)
        let dry = try await inbox.answer(.post, "/v1/threads/changes", json: #"{"where":"is:starred","set":{"tags":{"add":["vip"]}},"dry_run":true}"#)
        #expect(dry.status == 200 && dry.object["ids"] as? [Int] == selected)
        #expect(try inbox.cli(["list", "tag:vip", "--all", "--format", "tsv"]).stdout.isEmpty, "a dry run tags nothing")
        let done = try await inbox.answer(.post, "/v1/threads/changes", json: #"{"where":"is:starred","set":{"tags":{"add":["vip","later"],"remove":["none"]}}}"#)
        #expect(done.status == 200 && done.object["ids"] as? [Int] == selected && done.object["count"] as? Int == selected.count)
        for id in selected { #expect(try Self.tags(inbox, id) == ["later", "vip"]) }
        let removed = try await inbox.answer(.post, "/v1/threads/changes", json: #"{"where":"tag:later","set":{"tags":{"remove":["later"]}}}"#)
        #expect(removed.object["ids"] as? [Int] == selected)
        for id in selected { #expect(try Self.tags(inbox, id) == ["vip"]) }
        // One command makes one change: a flag, or tags, not both.
        let both = try await inbox.answer(.post, "/v1/threads/changes", json: #"{"where":"is:starred","set":{"read":true,"tags":{"add":["x"]}}}"#)
        #expect(both.status == 422 && (both.object["detail"] as? String)?.contains("'tags'") == true, "\(both.body)")
    }

    @Test func getTagsIsWhatTheCLIsTagsPrintsWithAnETag() async throws {
        let inbox = try await ServiceInbox()
        let empty = try await inbox.answer(.get, "/v1/tags", token: ServiceInbox.reader)
        #expect(empty.status == 200 && empty.body == "[]" && empty.headers[.contentType] == "application/json")
        #expect(try inbox.cli(["tag", "2", "3", "+work", "+請求"]).status == 0)
        #expect(try inbox.cli(["tag", "4", "+client/acme", "+Work"]).status == 0)
        let listed = try await inbox.answer(.get, "/v1/tags", token: ServiceInbox.reader)
        #expect(listed.status == 200)
        #expect(listed.body + "\n" == (try inbox.cli(["tags", "--format", "json"]).stdout))
        let names = (try JSONSerialization.jsonObject(with: Data(listed.body.utf8)) as? [[String: Any]])?.compactMap { $0["name"] as? String }
        #expect(names == ["client/acme", "work", "請求"])
        let tag = try #require(listed.headers[.eTag])
        #expect(try await inbox.answer(.get, "/v1/tags", headers: [.ifNoneMatch: tag]).status == 304)
        #expect(try inbox.cli(["tag", "5", "+work"]).status == 0)
        #expect(try await inbox.answer(.get, "/v1/tags", headers: [.ifNoneMatch: tag]).status == 200, "a count changed")
        #expect(try await inbox.answer(.get, "/v1/tags", token: nil).status == 401)
        #expect(try await inbox.answer(.get, "/v1/tags?sort=name").status == 400)
        #expect(try await inbox.answer(.post, "/v1/tags", json: "{}").status == 405)
    }

    @Test func aTagPutOnOrTakenOffIsAChangeForChangesAndEvents() async throws {
        var settings = ServerSettings()
        settings.keepAliveInterval = .milliseconds(400)
        let inbox = try await ServiceInbox(settings: settings)
        let state = try #require(try await inbox.answer(.get, "/v1/changes").object["state"] as? String)
        #expect(try await inbox.answer(.patch, "/v1/threads/7", json: #"{"tags":{"add":["work"]}}"#).status == 200)
        #expect(try inbox.cli(["tag", "2", "+work"]).status == 0)  // another process
        let changed = try await inbox.answer(.get, "/v1/changes?since=\(state)")
        #expect(changed.object["changed"] as? [Int] == [2, 7], "\(changed.body)")
        let after = try #require(changed.object["state"] as? String)
        #expect(try inbox.cli(["tag", "7", "-work"]).status == 0)
        #expect(try await inbox.answer(.get, "/v1/changes?since=\(after)").object["changed"] as? [Int] == [7], "a tag taken off is a change too")

        let application = Application(router: ThreadsService.router(inbox.environment, log: { _ in }))
        try await application.test(.live) { client in
            let port = try #require(client.port)
            let stream = try EventStream("http://127.0.0.1:\(port)/v1/events", token: ServiceInbox.reader)
            #expect(await stream.wait(for: ": open\n") != nil, "\(stream.text)")
            #expect(try inbox.cli(["tag", "5", "+waiting"]).status == 0)
            #expect(await stream.wait(for: "event: change") != nil, "\(stream.text)")
            #expect(stream.changes.first.map { $0.data.hasSuffix(#""changed":[5]}"#) } == true, "\(stream.text)")
            stream.stop()
        }
    }
}
