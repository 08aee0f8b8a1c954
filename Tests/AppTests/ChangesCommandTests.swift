@testable import App
import Data
import Domain
import Foundation
import InMemoryStore
import TestSupport
import Testing

/// `threads changes` in process on the plain and the SQLite store: the state moves with each
/// command that changes something and only then, `--since` names what changed; its refusals
/// with the exit codes of docs/cli.md.
@Suite("threads changes")
struct ChangesCommandTests {
    private static func seeded(_ sqlite: Bool) async throws -> any DataStore {
        let store: any DataStore = sqlite ? try SQLiteDataStore.inMemory() : InMemoryDataStore()
        _ = try await store.insertThreadsIfAbsent(Seeds.cliInbox)
        return store
    }

    /// The state `changes --format json` prints now.
    private static func state(_ store: any DataStore) async throws -> String {
        let result = await InProcess.run(["changes", "--format", "json"], store: store)
        #expect(result.status == 0, "\(result.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        #expect(object?["changed"] as? [Int] == [])
        return try #require(object?["state"] as? String)
    }

    private static func changed(_ store: any DataStore, since state: String) async -> String {
        let result = await InProcess.run(["changes", "--since", state], store: store)
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout.split(separator: "\n").last.map(String.init) ?? ""
    }

    @Test(arguments: [false, true])
    func eachCommandThatChangesSomethingMovesTheState(sqlite: Bool) async throws {
        let store = try await Self.seeded(sqlite)
        let start = try await Self.state(store)
        #expect(await Self.changed(store, since: start) == "Changed: none")

        #expect(await InProcess.run(["star", "2", "4"], store: store).status == 0)
        let starred = try await Self.state(store)
        #expect(starred != start)
        #expect(await Self.changed(store, since: start) == "Changed: #2 #4")
        #expect(await Self.changed(store, since: starred) == "Changed: none")

        // Starring a starred thread changes nothing, so the state stays.
        #expect(await InProcess.run(["star", "2"], store: store).status == 0)
        #expect(try await Self.state(store) == starred)

        #expect(await InProcess.run(["post", "3", "--body", "on it", "--from", "Sam"], store: store).status == 0)
        #expect(await InProcess.run(["new", "--title", "Fresh", "--with", "Aiko", "--body", "hi", "--from", "Sam"], store: store).status == 0)
        let newest = Seeds.cliInbox.count + 1
        #expect(await Self.changed(store, since: starred) == "Changed: #3 #\(newest)")
        #expect(await Self.changed(store, since: start) == "Changed: #2 #3 #4 #\(newest)")
        // Reading changes nothing.
        let now = try await Self.state(store)
        _ = await InProcess.run(["list", "--all"], store: store)
        _ = await InProcess.run(["show", "3"], store: store)
        #expect(try await Self.state(store) == now)
    }

    @Test(arguments: [false, true])
    func textShowsTheStateThenTheThreads(sqlite: Bool) async throws {
        let store = try await Self.seeded(sqlite)
        let start = try await Self.state(store)
        _ = await InProcess.run(["archive", "1"], store: store)
        let result = await InProcess.run(["changes", "--since", start], store: store)
        #expect(result.stdout == "State: \(try await Self.state(store))\nChanged: #1\n")
        #expect(result.stderr.isEmpty)
    }

    @Test func aStateThatIsNotOneIsAUsageError() async throws {
        let result = await InProcess.run(["changes", "--since", "yesterday"], store: try await Self.seeded(true))
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "threads: 'yesterday' is not a state; use the state a list page or 'threads changes' gave\n")
    }

    @Test func anotherDatabasesStateCannotBeAnswered() async throws {
        let other = try await Self.state(try await Self.seeded(true))
        let store = try await Self.seeded(true)
        let result = await InProcess.run(["changes", "--since", other], store: store)
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "threads: the state '\(other)' is not this database's or no longer current; reload and keep the new state\n")
    }
}
