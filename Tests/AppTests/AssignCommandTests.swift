@testable import App
import Data
import Domain
import Foundation
import InMemoryStore
import Testing
import TestSupport

/// `threads assign` and `unassign` in process (docs/team.md): who has a thread, seen by everyone,
/// in the list's ASSIGNEE column and JSON, asked by `assignee:`, `is:assigned` and `is:mine`.
@Suite("threads assign")
struct AssignCommandTests {
    private func seeded() async throws -> InMemoryDataStore {
        let store = InMemoryDataStore()
        _ = try await store.insertThreadsIfAbsent(Seeds.cliInbox)
        return store
    }

    private func ids(_ arguments: [String], _ store: InMemoryDataStore, as user: String = "Aiko") async -> [String] {
        let result = await InProcess.run(arguments + ["--format", "tsv"], store: store, variables: ["HOME": "/nonexistent-home", "THREADS_USER": user])
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdoutLines.map { String($0.split(separator: "\t")[0]) }.sorted()
    }

    @Test func givesThreadsToAPersonAndTheQueriesFindThem() async throws {
        let store = try await seeded()
        let given = await InProcess.run(["assign", "1", "2", "--to", "Ben"], store: store)
        #expect(given.status == 0 && given.stdout == "Assigned to Ben: 2 threads (1, 2).\n", "\(given.stderr)")
        #expect(await InProcess.run(["assign", "3", "--to", "aiko"], store: store).stdout == "Assigned to aiko: thread 3.\n")
        #expect(await ids(["list", "assignee:BEN"], store) == ["1", "2"])
        #expect(await ids(["list", "is:assigned"], store) == ["1", "2", "3"])
        // `is:mine` is whoever runs it: THREADS_USER, or `--as`, in any case.
        #expect(await ids(["list", "is:mine"], store, as: "AIKO") == ["3"])
        #expect(await ids(["list", "is:mine"], store, as: "Ben") == ["1", "2"])
        #expect(await ids(["--as", "ben", "list", "is:mine"], store, as: "Aiko") == ["1", "2"])
        #expect(await ids(["list", "is:mine"], store, as: "Dana").isEmpty)
        let counted = await InProcess.run(["count", "is:mine"], store: store, variables: ["HOME": "/nonexistent-home", "THREADS_USER": "Ben"])
        #expect(counted.stdout.hasPrefix("2 threads"), "\(counted.stdout)")
        // Given to someone else, then to no one.
        #expect(await InProcess.run(["assign", "2", "--to", "Aiko"], store: store).status == 0)
        #expect(await ids(["list", "is:mine"], store, as: "Aiko") == ["2", "3"])
        #expect(await InProcess.run(["unassign", "2", "3"], store: store).stdout == "Unassigned: 2 threads (2, 3).\n")
        #expect(await ids(["list", "is:assigned"], store) == ["1"])
    }

    @Test func theTableHasAnAssigneeColumnOnlyWhenSomeThreadIsAssigned() async throws {
        let store = try await seeded()
        let before = await InProcess.run(["list", "--format", "table"], store: store, columns: 120)
        #expect(!before.stdout.contains("ASSIGNEE"))
        #expect(await InProcess.run(["assign", "2", "--to", "Ben"], store: store).status == 0)
        let after = await InProcess.run(["list", "--format", "table"], store: store, columns: 120)
        let lines = after.stdoutLines
        let heading = try #require(lines.first { $0.contains("TITLE") })
        #expect(heading.contains("WITH") && heading.contains("ASSIGNEE"), "\(after.stdout)")
        let row = try #require(lines.first { $0.contains("Invoice") })
        // Ben stands under the head: the row is ASCII up to there, so characters are cells.
        let head = try #require(heading.range(of: "ASSIGNEE"))
        let column = heading.distance(from: heading.startIndex, to: head.lowerBound)
        #expect(row.dropFirst(column).hasPrefix("Ben "), "\(after.stdout)")
        // The JSON says "assignee" for an assigned thread alone, so an inbox nobody assigns reads as before.
        let json = await InProcess.run(["list", "--format", "json"], store: store).stdout
        let threads = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        #expect(threads.compactMap { $0["assignee"] as? String } == ["Ben"])
        #expect(threads.filter { $0["assignee"] != nil }.map { $0["id"] as? Int } == [2])
        #expect(await InProcess.run(["show", "2"], store: store).stdout.contains("· assigned to Ben ·"))
    }

    @Test func byQueryItCountsAndAsksAsEveryChangeDoes() async throws {
        let store = try await seeded()
        let dry = await InProcess.run(["assign", "--where", "is:starred", "--to", "Ben", "--dry-run"], store: store)
        #expect(dry.status == 0 && !dry.stdout.isEmpty)
        #expect(await ids(["list", "is:assigned", "--all"], store).isEmpty)
        let made = await InProcess.run(["assign", "--where", "is:starred", "--to", "Ben"], store: store)
        #expect(made.status == 0, "\(made.stderr)")
        #expect(await ids(["list", "assignee:ben", "--all"], store) == dry.stdoutLines.sorted())
        #expect(await InProcess.run(["unassign", "--where", "is:mine"], store: store, variables: ["HOME": "/nonexistent-home", "THREADS_USER": "Ben"]).status == 0)
        #expect(await ids(["list", "is:assigned", "--all"], store).isEmpty)
    }

    @Test func badInputIsOneLineAndChangesNothing() async throws {
        let store = try await seeded()
        let blank = await InProcess.run(["assign", "1", "--to", "  "], store: store)
        #expect(blank.status == 64 && blank.stderr == "threads: a person needs a name (--as, --to, --person or THREADS_USER)\n", "\(blank.stderr)")
        let missing = await InProcess.run(["assign", "1"], store: store)
        #expect(missing.status == 64 && missing.stderr.hasPrefix("threads: ") && missing.stderr.contains("--to"), "\(missing.stderr)")
        let unknown = await InProcess.run(["assign", "1", "999", "--to", "Ben"], store: store)
        #expect(unknown.status == 1 && unknown.stderr == "threads: unknown thread id 999; see 'threads list --all'\n")
        let empty = await InProcess.run(["list", "assignee:"], store: store)
        #expect(empty.status == 64 && empty.stderr.contains("empty name after 'assignee:'"), "\(empty.stderr)")
        #expect(await ids(["list", "is:assigned", "--all"], store).isEmpty)
    }
}

/// `export` then `import` keeps who has each thread, and an old file (no `assignee`) imports as
/// no one's; a blank one is refused with the line's number and nothing changes.
@Suite("Assignment in export and import")
struct AssignExportTests {
    @Test func anExportImportedIntoANewInboxKeepsTheAssignees() async throws {
        let store = InMemoryDataStore()
        _ = try await store.insertThreadsIfAbsent(Seeds.cliInbox)
        #expect(await InProcess.run(["assign", "2", "--to", "Ben"], store: store).status == 0)
        let exported = await InProcess.run(["export"], store: store).stdout
        #expect(exported.components(separatedBy: "\n").filter { $0.contains(#""assignee":"Ben""#) }.count == 1)
        #expect(exported.components(separatedBy: "\n").first { $0.contains(#""assignee""#) }?.contains(#""tags":["#) == true)
        let copy = InMemoryDataStore()
        let imported = await InProcess.run(["import", "-"], store: copy, stdin: exported)
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(await InProcess.run(["export"], store: copy).stdout == exported)
        let blank = await InProcess.run(["import", "-"], store: copy, stdin: #"{"title":"x","participants":["a"],"assignee":" "}"# + "\n")
        #expect(blank.status != 0 && blank.stderr.contains("assignee must name a person"), "\(blank.stderr)")
        #expect(await InProcess.run(["export"], store: copy).stdout == exported)
    }
}
