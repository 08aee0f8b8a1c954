@testable import App
import Data
import Domain
import Foundation
import InMemoryStore
import Testing
import TestSupport

/// Read state, stars and mutes are each person's own on the command line (docs/team.md): `--as`
/// reads and writes another person's, the login's own person keeps the inbox's state, a person
/// new to the inbox starts with everything read, and what one posts is unread for the others.
@Suite("threads --as: each person's own state")
struct PersonStateCommandTests {
    private let variables = ["HOME": "/nonexistent-home", "THREADS_USER": "Sam"]

    private func run(_ arguments: [String], _ store: InMemoryDataStore, stdin: String? = nil) async -> CommandResult {
        await InProcess.run(arguments, store: store, variables: variables, stdin: stdin)
    }

    private func ids(_ arguments: [String], _ store: InMemoryDataStore) async -> [String] {
        let result = await run(arguments + ["--format", "tsv"], store)
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdoutLines.map { String($0.split(separator: "\t")[0]) }.sorted()
    }

    @Test func eachPersonReadsStarsAndMutesForThemselvesAlone() async throws {
        let store = InMemoryDataStore()
        _ = try await store.insertThreadsIfAbsent(Seeds.cliInbox)
        let unread = await ids(["list", "is:unread"], store), starred = await ids(["list", "is:starred"], store)
        #expect(!unread.isEmpty && !starred.isEmpty)
        // Ben is new to the inbox: everything read, nothing starred; Sam's state is the inbox's.
        #expect(await ids(["--as", "Ben", "list", "is:unread"], store).isEmpty)
        #expect(await ids(["--as", "Ben", "list", "is:starred"], store).isEmpty)
        #expect(await ids(["--as", "Ben", "list"], store) == ids(["list"], store))
        // A refused post writes nothing, not even Ben's joining.
        #expect(await run(["--as", "Ben", "post", "999", "--body", "hello?"], store).status != 0)
        #expect(try await store.personNames().isEmpty)
        // Ben's star is his; Sam's stars stay as they were.
        #expect(await run(["--as", "Ben", "star", "3"], store).status == 0)
        #expect(await ids(["--as", "ben", "list", "is:starred"], store) == ["3"])
        #expect(await ids(["list", "is:starred"], store) == starred)
        // What Sam posts is read for Sam and unread for Ben, who now belongs to the inbox.
        #expect(await run(["post", "3", "--body", "lunch at noon"], store).status == 0)
        #expect(await ids(["--as", "Ben", "list", "is:unread"], store) == ["3"])
        #expect(await ids(["list", "is:unread"], store) == unread)
        #expect(await run(["--as", "Ben", "read", "3"], store).status == 0)
        #expect(await ids(["--as", "Ben", "list", "is:unread"], store).isEmpty)
        // What Ben posts is unread for Sam and read for Ben.
        #expect(await run(["--as", "Ben", "post", "3", "--body", "see you there"], store).status == 0)
        #expect(await ids(["list", "is:unread"], store) == (unread + ["3"]).sorted())
        #expect(await ids(["--as", "Ben", "list", "is:unread"], store).isEmpty)
        let shown = await run(["show", "3", "--format", "json"], store)
        let thread = try #require(try JSONSerialization.jsonObject(with: Data(shown.stdout.utf8)) as? [String: Any])
        let messages = try #require(thread["messages"] as? [[String: Any]])
        #expect(messages.map { $0["read"] as? Bool } == [true, true, false], "\(shown.stdout)")
        // Ben's mute hides the thread from Ben's list only.
        #expect(await run(["--as", "Ben", "mute", "1"], store).status == 0)
        #expect(await !ids(["--as", "Ben", "list"], store).contains("1"))
        #expect(await ids(["list"], store).contains("1"))
        #expect(await ids(["--as", "Ben", "list", "is:muted"], store) == ["1"])
        #expect(await ids(["list", "is:muted"], store).isEmpty)
    }

    /// `threads changes` tells whoever asks of the team's changes and of their own, never of
    /// another person's read or star.
    @Test func changesTellEachPersonOfTheTeamsAndTheirOwn() async throws {
        let store = InMemoryDataStore()
        _ = try await store.insertThreadsIfAbsent(Seeds.cliInbox)
        let samsUnread = await ids(["list", "is:unread"], store).compactMap(Int.init)
        let all = await ids(["list", "--all"], store).compactMap(Int.init)
        // Ben stars a thread Sam has read, and Sam reads his unread ones: neither hears of the other's.
        let quiet = try #require(all.filter { !samsUnread.contains($0) }.min())
        let tagged = try #require(all.filter { !samsUnread.contains($0) && $0 != quiet }.max())
        #expect(await run(["--as", "Ben", "star", "\(all[0])"], store).status == 0)
        let state = try #require(await run(["changes"], store).stdoutLines.first?.split(separator: " ").last.map(String.init))
        #expect(await run(["--as", "Ben", "star", "\(quiet)"], store).status == 0)
        #expect(await run(["read", "--where", "is:unread"], store).status == 0)
        #expect(await run(["--as", "Ben", "tag", "\(tagged)", "+handover"], store).status == 0)
        let told = { (who: [String]) async -> String in
            await run(who + ["changes", "--since", state, "--format", "json"], store).stdout
        }
        let bens = await told(["--as", "Ben"]), sams = await told([])
        #expect(bens.contains(#""changed":[\#(quiet),\#(tagged)]"#), "\(bens)")
        let samsChanged = Set(samsUnread + [tagged]).sorted().map(String.init).joined(separator: ",")
        #expect(sams.contains(#""changed":[\#(samsChanged)]"#), "\(sams)")
    }

    /// An export of an inbox of several people names everyone's own state; importing it (as
    /// anyone) and exporting again gives the same file, and a bad name is one line and nothing stored.
    @Test func everyonesStateTravelsThroughTheFile() async throws {
        let store = InMemoryDataStore()
        _ = try await store.insertThreadsIfAbsent(Seeds.cliInbox)
        let plain = await run(["export"], store).stdout
        #expect(!plain.contains("_by\""), "an inbox of one exports as before")
        #expect(await run(["--as", "Ben", "star", "2"], store).status == 0)
        #expect(await run(["--as", "Ben", "mute", "3"], store).status == 0)
        let export = await run(["export"], store).stdout
        let line = try #require(export.split(separator: "\n").first { $0.contains(#""starred_by":["Ben"]"#) })
        #expect(line.contains(#""muted_by":[]"#) && line.contains(#""read":false,"read_by":["Ben"]"#), "\(line)")
        #expect(export.contains(#""muted_by":["Ben"]"#))
        let bens = await run(["--as", "Ben", "export"], store).stdout
        let copy = InMemoryDataStore()
        #expect(await run(["--as", "Ben", "import", "-"], copy, stdin: export).status == 0)
        #expect(await run(["export"], copy).stdout == export)
        #expect(await run(["--as", "Ben", "export"], copy).stdout == bens)
        // A `read_by` that names no one: one line, exit 65, nothing imported.
        let bad = #"{"title":"x","participants":["Sam"],"messages":[{"author":"Sam","body":"b","sent_at":"2026-03-01T09:00:00Z","read_by":[7]}]}"#
        let refused = await run(["import", "-"], copy, stdin: bad + "\n")
        #expect(refused.status == 65 && refused.stderr == "threads: line 1: messages[0].read_by[0] must name a person\n", "\(refused.stderr)")
        #expect(await run(["export"], copy).stdout == export)
    }
}
