@testable import App
import Data
import Domain
import Foundation
import InMemoryStore
import Testing
import TestSupport

/// `threads people` in process (docs/team.md): the inbox's people, the first person first, each
/// with their own unread threads and the threads assigned to them.
@Suite("threads people")
struct PeopleCommandTests {
    private func run(_ arguments: [String], _ store: InMemoryDataStore, as user: String = "Sam") async -> CommandResult {
        await InProcess.run(arguments, store: store, variables: ["HOME": "/nonexistent-home", "THREADS_USER": user])
    }

    @Test func listsEachPersonWithTheirOwnCounts() async throws {
        let store = InMemoryDataStore()
        _ = try await store.insertThreadsIfAbsent(Seeds.cliInbox)
        // Before anyone writes, the inbox has one person: whoever the command line says I am.
        let alone = await run(["people", "--format", "json"], store)
        let counted = await run(["count", "is:unread", "--format", "json"], store)
        let unread = try #require((try JSONSerialization.jsonObject(with: Data(counted.stdout.utf8)) as? [String: Any])?["threads"] as? Int)
        #expect(alone.stdout == #"[{"name":"Sam","unread_threads":\#(unread),"assigned":0}]"# + "\n", "\(alone.stderr)")
        // Ben joins by reading; Sam posts, which is unread for Ben; Ben is given two threads.
        #expect(await run(["--as", "Ben", "read", "1"], store).status == 0)
        #expect(await run(["post", "3", "--body", "noon?"], store).status == 0)
        #expect(await run(["assign", "2", "3", "--to", "ben"], store).status == 0)
        // A token's person belongs too, everything read until they join.
        _ = try await store.insertToken(TokenRecord(name: "aiko-phone", hash: String(repeating: "a", count: 64), scope: "read-write",
                                                    createdAt: 0, lastUsedAt: nil, person: "Aiko"))
        let listed = await run(["people"], store)
        #expect(listed.status == 0, "\(listed.stderr)")
        #expect(listed.stdout == """
            Sam   \(unread) unread threads, 0 assigned
            Ben   1 unread thread, 2 assigned
            Aiko  0 unread threads, 0 assigned

            """, "\(listed.stdout)")
    }

    /// A token's person joins the inbox when the token is made: what arrives from then on is theirs to read.
    @Test func aTokensPersonJoinsWhenTheTokenIsMade() async throws {
        let store = InMemoryDataStore()
        _ = try await store.insertThreadsIfAbsent(Seeds.cliInbox)
        #expect(await run(["token", "create", "aiko-phone", "--person", "Aiko"], store).status == 0)
        #expect(try await store.personNames() == ["Sam", "Aiko"])
        #expect(await run(["post", "3", "--body", "lunch?"], store).status == 0)
        let listed = await run(["people", "--format", "json"], store)
        #expect(listed.stdout.contains(#"{"name":"Aiko","unread_threads":1,"assigned":0}"#), "\(listed.stdout)")
        // Sam's own token makes no one new.
        #expect(await run(["token", "create", "laptop", "--person", "sam"], store).status == 0)
        #expect(try await store.personNames() == ["Sam", "Aiko"])
    }

    @Test func aBadFormatIsAUsageError() async {
        let result = await run(["people", "--format", "yaml"], InMemoryDataStore())
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
    }
}
