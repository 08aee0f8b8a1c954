@testable import Data
import Domain
import Foundation
import Testing
import TestSupport

@Suite("JSON Lines reader")
struct JSONLinesDraftReaderTests {
    static let now = Seeds.at(hours: 100)

    private func reader(_ text: String, chunk: Int = 7) -> JSONLinesDraftReader {
        var remaining = Data(text.utf8)[...]
        var keys = 0
        // Small chunks, so lines cross chunk boundaries as they do in large files.
        return JSONLinesDraftReader(now: Self.now, makeKey: { keys += 1; return "generated-\(keys)" }) {
            defer { remaining = remaining.dropFirst(chunk) }
            return Data(remaining.prefix(chunk))
        }
    }

    private func all(_ source: JSONLinesDraftReader) throws -> [ThreadDraft] {
        var out: [ThreadDraft] = []
        while let draft = try source.next() { out.append(draft) }
        return out
    }

    @Test func readsEveryFieldAndAppliesTheDefaults() throws {
        let text = """
            {"key":"k1","title":"ロゴ","participants":["Aiko","Ben"],"starred":true,"archived":true,"created_at":"2026-03-01T01:00:00Z","messages":[{"author":"Aiko","body":"a\\nb\\t\\"c\\"","sent_at":"2026-03-01T02:00:00.5Z","read":true}],"unknown":{"x":1}}

            {"title":"No key","participants":["Sam"],"messages":[{"author":"Sam","body":"","sent_at":"2026-03-01T05:00:00+09:00"}]}\r
            {"title":"Bare","participants":["Sam"]}
            """
        let drafts = try all(reader(text))
        #expect(drafts == [
            ThreadDraft(key: "k1", title: "ロゴ", participants: ["Aiko", "Ben"], isStarred: true, isArchived: true, createdAt: Seeds.at(hours: 1),
                        messages: [MessageDraft(author: "Aiko", body: "a\nb\t\"c\"", sentAt: Seeds.at(hours: 2).addingTimeInterval(0.5), isRead: true)]),
            ThreadDraft(key: "generated-1", title: "No key", participants: ["Sam"], createdAt: Seeds.at(hours: -4),
                        messages: [MessageDraft(author: "Sam", body: "", sentAt: Seeds.at(hours: -4), isRead: false)]),
            ThreadDraft(key: "generated-2", title: "Bare", participants: ["Sam"], createdAt: Self.now),
        ])
    }

    @Test func readsMailIDsKeepingTheOrderAndDroppingRepeats() throws {
        let text = #"{"title":"t","participants":["a"],"messages":["#
            + #"{"author":"a","body":"","sent_at":"2026-03-01T00:00:00Z","message_id":"m2@x","references":["m1@x","m0@x","m1@x"]},"#
            + #"{"author":"a","body":"","sent_at":"2026-03-01T00:00:00Z","message_id":null,"references":[]}]}"#
        let messages = try #require(try all(reader(text)).first).messages
        #expect(messages.map(\.messageID) == ["m2@x", nil])
        #expect(messages.map(\.references) == [["m1@x", "m0@x"], []])
    }

    static let bad: [(String, String)] = [
        ("{\"title\":\"ok\",\"participants\":[\"a\"]}\n\nnot json", "line 3: not a JSON object"),
        ("[1,2]", "line 1: not a JSON object"),
        ("{\"participants\":[\"a\"]}", "line 1: title is missing"),
        ("{\"title\":\"   \",\"participants\":[\"a\"]}", "line 1: title must be 1 to 500 characters after trimming"),
        ("{\"title\":\"t\",\"participants\":[]}", "line 1: participants must be at least one non-empty name"),
        ("{\"title\":\"t\",\"participants\":[3]}", "line 1: participants must be strings"),
        ("{\"title\":7,\"participants\":[\"a\"]}", "line 1: title must be a string"),
        ("{\"title\":\"t\",\"participants\":[\"a\"],\"archived\":\"yes\"}", "line 1: archived must be true or false"),
        ("{\"title\":\"t\",\"participants\":[\"a\"],\"messages\":[{\"author\":\"a\",\"sent_at\":\"2026-03-01T00:00:00Z\"}]}", "line 1: messages[0].body is missing"),
        ("{\"title\":\"t\",\"participants\":[\"a\"],\"created_at\":\"yesterday\"}", "line 1: created_at 'yesterday' is not an ISO-8601 date-time (like 2026-03-01T09:05:00Z)"),
        (#"{"title":"t","participants":["a"],"messages":[{"author":"a","body":"","sent_at":"2026-03-01T00:00:00Z","message_id":""}]}"#,
         "line 1: messages[0].message_id is empty"),
        (#"{"title":"t","participants":["a"],"messages":[{"author":"a","body":"","sent_at":"2026-03-01T00:00:00Z","message_id":7}]}"#,
         "line 1: messages[0].message_id must be a string"),
        (#"{"title":"t","participants":["a"],"messages":[{"author":"a","body":"","sent_at":"2026-03-01T00:00:00Z","references":["x",""]}]}"#,
         "line 1: messages[0].references must be non-empty strings"),
        (#"{"title":"t","participants":["a"],"messages":[{"author":"a","body":"","sent_at":"2026-03-01T00:00:00Z","references":"x"}]}"#,
         "line 1: messages[0].references must be an array"),
        (#"{"title":"t","participants":["a"],"tags":["ok","a b"]}"#, #"line 1: tags[1] "a b" is not a tag: letters, digits, - _ . / (no spaces)"#),
        (#"{"title":"t","participants":["a"],"tags":[7]}"#, "line 1: tags[0] must be a string"),
        (#"{"title":"t","participants":["a"],"tags":"work"}"#, "line 1: tags must be an array"),
    ]

    /// `tags` is read as names, trimmed and checked; a line without it (before tags) has none.
    @Test func tagsAreReadAndALineWithoutThemHasNone() throws {
        let drafts = try all(reader(#"{"title":"t","participants":["a"],"tags":[" client/acme ","請求書"]}"# + "\n" + #"{"title":"old","participants":["a"]}"#))
        #expect(drafts.map { $0.tags.map(\.text) } == [["client/acme", "請求書"], []])
    }

    @Test(arguments: bad)
    func theFirstBadLineIsNamedWithItsNumber(text: String, message: String) {
        #expect {
            _ = try all(reader(text))
        } throws: { error in
            guard case .invalidData(let line, let reason) = error as? ThreadsError else { return false }
            return "line \(line): \(reason)" == message
        }
    }

    @Test func invalidUTF8IsNamed() {
        var bytes = Data("{\"title\":\"ok\",\"participants\":[\"a\"]}\n".utf8)
        bytes.append(contentsOf: [0x7B, 0xFF, 0xFE, 0x7D, 0x0A])
        var remaining: Data? = bytes
        let source = JSONLinesDraftReader(now: Self.now) { defer { remaining = nil }; return remaining ?? Data() }
        #expect(throws: ThreadsError.invalidData(line: 2, reason: "not valid UTF-8")) { _ = try all(source) }
    }
}
