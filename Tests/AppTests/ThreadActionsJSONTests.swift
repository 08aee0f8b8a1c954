@testable import App
import Data
import Foundation
import TestSupport
import Testing

/// The thread actions' JSON (the service speaks it; scripts may too): a new thread's id, the
/// message as stored, the threads a change touched.
@Suite("Thread actions as JSON")
struct ThreadActionsJSONTests {
    @Test func newPostAndChangesPrintOneObjectEach() async throws {
        let store = try SQLiteDataStore.inMemory()
        _ = try await store.insertThreadsIfAbsent(Seeds.cliInbox)
        let started = await InProcess.run(["new", "--title", "Lunch", "--with", "Sam", "--body", "Noon?", "--from", "me", "--format", "json"], store: store)
        let id = try #require((try JSONSerialization.jsonObject(with: Data(started.stdout.utf8)) as? [String: Any])?["id"] as? Int)
        #expect(started.stdout == "{\"id\":\(id)}\n")
        let posted = await InProcess.run(["post", String(id), "--body", "One\ntwo", "--from", "me", "--format", "json"], store: store)
        let shown = await InProcess.run(["show", String(id), "--format", "json"], store: store)
        let messages = try #require((try JSONSerialization.jsonObject(with: Data(shown.stdout.utf8)) as? [String: Any])?["messages"] as? [[String: Any]])
        let last = try #require(messages.last)
        #expect(posted.stdout == #"{"id":\#(last["id"] as? Int ?? -1),"author":"me","body":"One\ntwo","sent_at":"2026-03-03T00:00:00Z","read":true}"# + "\n")
        let starred = await InProcess.run(["star", String(id), "1", String(id), "--format", "json"], store: store)
        #expect(starred.stdout == "{\"ids\":[\(id),1],\"count\":2}\n")
        let dry = await InProcess.run(["unstar", "--where", "is:starred", "--dry-run", "--format", "json"], store: store)
        #expect(dry.stdout.hasPrefix("{\"ids\":[") && dry.stdout.contains("\(id)"))
    }
}
