import Foundation
import HTTPTypes
import Server
import Testing

/// Changes to one thread and to every thread a query selects, and the saved filters.
@Suite("Service: changes and filters")
struct ChangeRouteTests {
    @Test func aPatchSetsEachFlagGivenAndAnswersTheThread() async throws {
        let inbox = try await ServiceInbox()
        let answer = try await inbox.answer(.patch, "/v1/threads/6", json: #"{"starred":true,"read":true}"#)
        #expect(answer.status == 200)
        #expect(answer.object["starred"] as? Bool == true && answer.object["unread_count"] as? Int == 0)
        #expect(answer.body + "\n" == (try inbox.cli(["show", "6", "--format", "json"]).stdout))
        let unread = try await inbox.answer(.patch, "/v1/threads/6", json: #"{"read":false,"archived":true}"#)
        #expect(unread.object["unread_count"] as? Int == 1 && unread.object["archived"] as? Bool == true)
        for bad in ["{}", #"{"pinned":true}"#, #"{"starred":"yes"}"#, #"{"starred":1}"#] {
            let refused = try await inbox.answer(.patch, "/v1/threads/6", json: bad)
            #expect([400, 422].contains(refused.status), "\(bad)")
        }
        #expect(try await inbox.answer(.patch, "/v1/threads/999", json: #"{"starred":true}"#).status == 404)
    }

    @Test func aChangeByQueryIsTheCLIsWhere() async throws {
        let inbox = try await ServiceInbox()
        let dry = try await inbox.answer(.post, "/v1/threads/changes", json: #"{"where":"is:unread from:aiko","set":{"archived":true},"dry_run":true}"#)
        let selected = try inbox.cli(["archive", "--where", "is:unread from:aiko", "--dry-run"]).stdout.split(separator: "\n").compactMap { Int($0) }
        #expect(dry.status == 200 && dry.object["ids"] as? [Int] == selected && dry.object["count"] as? Int == selected.count)
        let archivedBefore = try archived(inbox)
        #expect(archivedBefore.isDisjoint(with: selected), "a dry run archives nothing")
        let done = try await inbox.answer(.post, "/v1/threads/changes", json: #"{"where":"is:unread from:aiko","set":{"archived":true}}"#)
        #expect(done.object["ids"] as? [Int] == selected)
        #expect(try archived(inbox) == archivedBefore.union(selected))
        let two = try await inbox.answer(.post, "/v1/threads/changes", json: #"{"where":"is:starred","set":{"archived":true,"muted":true}}"#)
        #expect(two.status == 422)
        #expect(try await inbox.answer(.post, "/v1/threads/changes", json: #"{"where":"is:nope","set":{"read":true}}"#).status == 400)
        // `dry_run` is a boolean when given: null is refused by name (schemathesis found it taken as no).
        let before = try inbox.cli(["export"]).stdout
        let null = try await inbox.answer(.post, "/v1/threads/changes", json: #"{"where":"is:unread","set":{"read":true},"dry_run":null}"#)
        #expect(null.status == 422 && null.body.contains("dry_run"), "\(null.status) \(null.body)")
        #expect(try inbox.cli(["export"]).stdout == before)
    }

    private func archived(_ inbox: ServiceInbox) throws -> Set<Int> {
        Set(try inbox.cli(["list", "is:archived", "--format", "tsv", "--all"]).stdout.split(separator: "\n").compactMap { Int($0.prefix { $0 != "\t" }) })
    }

    @Test func filtersAreSavedShownListedAndDeleted() async throws {
        let inbox = try await ServiceInbox()
        let created = try await inbox.answer(.put, "/v1/filters/aiko", json: #"{"query":"from:aiko","sort":"oldest"}"#)
        #expect(created.status == 201 && created.headers[.location] == "/v1/filters/aiko")
        let replaced = try await inbox.answer(.put, "/v1/filters/aiko", json: #"{"query":"from:aiko is:unread"}"#)
        #expect(replaced.status == 200)
        let shown = try await inbox.answer(.get, "/v1/filters/aiko")
        #expect(shown.body + "\n" == (try inbox.cli(["filter", "show", "aiko", "--format", "json"]).stdout))
        let listed = try await inbox.answer(.get, "/v1/filters")
        #expect(listed.body + "\n" == (try inbox.cli(["filter", "list", "--format", "json"]).stdout))
        #expect(try await inbox.answer(.delete, "/v1/filters/aiko").status == 204)
        #expect(try await inbox.answer(.get, "/v1/filters/aiko").status == 404)
        #expect(try await inbox.answer(.delete, "/v1/filters/aiko").status == 404)
        #expect(try await inbox.answer(.put, "/v1/filters/-bad", json: #"{"query":"x"}"#).status == 400)
    }
}
