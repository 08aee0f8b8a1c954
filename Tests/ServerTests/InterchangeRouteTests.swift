import Foundation
import HTTPTypes
import Server
import Testing

/// JSON Lines over HTTP: `/v1/export` is `threads export` byte for byte; `/v1/import` is
/// `threads import`, all or nothing, with the CLI's words for a bad line.
@Suite("Service: export and import")
struct InterchangeRouteTests {
    static let ndjson: HTTPFields = [.contentType: "application/x-ndjson"]

    @Test(arguments: [("", [String]()), ("?q=is:unread", ["is:unread"]), ("?q=from:aiko&all=true", ["from:aiko", "--all"])])
    func anExportIsTheCLIsByteForByte(query: String, arguments: [String]) async throws {
        let inbox = try await ServiceInbox()
        let answer = try await inbox.answer(.get, "/v1/export" + query, token: ServiceInbox.reader)
        #expect(answer.status == 200 && answer.headers[.contentType] == "application/x-ndjson")
        let cli = try inbox.cli(["export"] + arguments + ["--quiet"])
        #expect(!cli.stdout.isEmpty && answer.body == cli.stdout)
    }

    @Test func aBadQueryIsRefusedBeforeAnythingIsSent() async throws {
        let inbox = try await ServiceInbox()
        let answer = try await inbox.answer(.get, "/v1/export?q=is:bogus")
        #expect(answer.status == 400 && answer.object["type"] as? String == "bad-query")
        #expect(try await inbox.answer(.get, "/v1/export?limit=3").status == 400)
    }

    @Test func anImportIsAllOrNothingAndCountsWhatItRead() async throws {
        let inbox = try await ServiceInbox(), other = try await ServiceInbox()
        #expect(try other.cli(["new", "--title", "From elsewhere", "--with", "Ren", "--body", "hello"]).status == 0)
        let lines = try other.cli(["export", "--all", "--quiet"]).stdout
        let answer = try await inbox.answer(.post, "/v1/import", headers: Self.ndjson, json: lines)
        let messages = lines.split(separator: "\n").reduce(0) { count, line in
            count + (((try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any])?["messages"] as? [Any] ?? []).count
        }
        #expect(answer.status == 200)
        #expect(answer.body == #"{"threads":\#(lines.split(separator: "\n").count),"messages":\#(messages)}"#)
        #expect(try inbox.cli(["list", "From elsewhere", "--format", "tsv"]).stdout.contains("From elsewhere"))

        let before = try inbox.cli(["export", "--all", "--quiet"]).stdout
        let broken = lines.split(separator: "\n").prefix(2).joined(separator: "\n") + "\n{\"title\":\"no key\"\n"
        let refused = try await inbox.answer(.post, "/v1/import", headers: Self.ndjson, json: broken)
        #expect(refused.status == 422 && refused.object["type"] as? String == "invalid-line")
        let detail = try #require(refused.object["detail"] as? String)
        #expect(detail.hasPrefix("line 3: "))
        let cli = try inbox.cli(["import", "-"], stdin: broken)
        #expect(cli.stderr == "threads: " + detail + "\n")
        #expect(try inbox.cli(["export", "--all", "--quiet"]).stdout == before)
    }

    @Test func anImportNeedsItsTypeAWritingTokenAndStaysUnderItsLimit() async throws {
        var settings = ServerSettings()
        settings.maxImportBody = 64
        let inbox = try await ServiceInbox(settings: settings)
        let line = #"{"key":"k","title":"t","participants":["A"],"messages":[]}"# + "\n"
        #expect(try await inbox.answer(.post, "/v1/import", json: line).status == 415)
        #expect(try await inbox.answer(.post, "/v1/import", token: ServiceInbox.reader, headers: Self.ndjson, json: line).status == 403)
        #expect(try await inbox.answer(.post, "/v1/import", headers: Self.ndjson, json: line + line).status == 413)
        #expect(try await inbox.answer(.post, "/v1/import", headers: Self.ndjson, json: line).body == #"{"threads":1,"messages":0}"#)
    }
}
