@testable import App
import Data
import InMemoryStore
import Foundation
import Testing
import TestSupport

/// `threads mute` and `unmute` in process: arguments in, the printed text out, the exit codes of docs/cli.md.
@Suite("threads mute")
struct MuteCommandTests {
    /// A store with two threads made by `threads new`, and their ids as printed.
    private func storeWithTwoThreads() async throws -> (InMemoryDataStore, [String]) {
        let store = InMemoryDataStore()
        var ids: [String] = []
        for title in ["First", "Second"] {
            let made = await InProcess.run(["new", "--title", title, "--with", "Aiko"], store: store)
            #expect(made.status == 0, "\(made.stderr)")
            ids.append(made.stdout.trimmingCharacters(in: .newlines))
        }
        return (store, ids)
    }

    @Test func mutesAndUnmutesWhatTheListShows() async throws {
        let (store, ids) = try await storeWithTwoThreads()
        let result = await InProcess.run(["mute"] + ids, store: store)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "Muted: 2 threads (\(ids.joined(separator: ", "))).\n")
        #expect(result.stderr.isEmpty)
        #expect(await InProcess.run(["list"], store: store).stdout.isEmpty)
        #expect(await InProcess.run(["list", "--muted", "--format", "json"], store: store).stdout.contains("\"muted\":true"))
        #expect(await InProcess.run(["unmute", ids[0]], store: store).stdout == "Unmuted: thread \(ids[0]).\n")
        #expect(await InProcess.run(["list"], store: store).stdoutLines.map { $0.split(separator: "\t")[0] } == [Substring(ids[0])])
    }

    @Test func anUnknownIdIsOneLineAndExit1() async throws {
        let (store, _) = try await storeWithTwoThreads()
        let result = await InProcess.run(["unmute", "999"], store: store)
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "threads: unknown thread id 999; see 'threads list --all'\n")
    }

    @Test func aMalformedIdIsAUsageError() async throws {
        let (store, _) = try await storeWithTwoThreads()
        let result = await InProcess.run(["mute", "twelve"], store: store)
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("threads: "))
    }
}

/// What muting changes elsewhere in the CLI: list flags, stats, show, saved filters, export.
@Suite("Muted threads across the CLI")
struct MutedThreadsAcrossTheCLITests {
    private func seededStore() async throws -> InMemoryDataStore {
        let store = InMemoryDataStore()
        _ = try await store.insertThreadsIfAbsent(Seeds.cliInbox)
        return store
    }

    private func ids(_ arguments: [String], _ store: InMemoryDataStore) async -> [String] {
        let result = await InProcess.run(arguments + ["--format", "tsv"], store: store)
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdoutLines.map { String($0.split(separator: "\t")[0]) }.sorted()
    }

    @Test func listFlagsChooseTheMutedState() async throws {
        let store = try await seededStore()
        let inbox = await ids(["list"], store)
        let everything = await ids(["list", "--all"], store)
        let mutedID = try #require(inbox.first)
        #expect(await InProcess.run(["mute", mutedID], store: store).status == 0)
        #expect(await ids(["list"], store) == inbox.filter { $0 != mutedID })
        #expect(await ids(["list", "--muted"], store) == [mutedID])
        #expect(await ids(["list", "--all"], store) == everything)
        #expect(await ids(["list", "--muted", "--all"], store) == [mutedID])
        #expect(await ids(["list", "--muted", "--archived"], store) == [])
        let empty = await InProcess.run(["list", "--muted", "--archived", "--format", "table"], store: store)
        #expect(empty.stdout.contains("No muted threads."))
        let table = await InProcess.run(["list", "--all", "--format", "table"], store: store)
        #expect(table.stdout.hasPrefix("All threads"))
    }

    @Test func statsLeaveMutedThreadsOutOfUnread() async throws {
        let store = try await seededStore()
        func stats() async throws -> [String: Int] {
            let result = await InProcess.run(["stats", "--json"], store: store)
            return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]).compactMapValues { $0 as? Int }
        }
        let before = try await stats()
        // Thread 2 (the invoice) has two unread messages in the seeds.
        #expect(await InProcess.run(["mute", "2"], store: store).status == 0)
        let after = try await stats()
        #expect(after["unread"] == (before["unread"] ?? 0) - 1)
        #expect(after["unread_messages"] == (before["unread_messages"] ?? 0) - 2)
        #expect(after["muted"] == 1 && before["muted"] == 0)
        #expect(await InProcess.run(["stats"], store: store).stdout.contains("muted     1"))
        #expect(await InProcess.run(["show", "2"], store: store).stdout.contains("· muted ·"))
    }

    @Test func savedFiltersAndExportKeepTheMutedState() async throws {
        let store = try await seededStore()
        #expect(await InProcess.run(["mute", "1", "3"], store: store).status == 0)
        #expect(await InProcess.run(["filter", "save", "hushed", "--muted", "--starred"], store: store).status == 0)
        #expect(await InProcess.run(["filter", "list"], store: store).stdout.contains("hushed  Muted · starred"))
        let listed = await InProcess.run(["filter", "list", "--format", "json"], store: store)
        #expect(listed.stdout.contains(#""flags":"--starred --muted""#), "\(listed.stdout)")
        #expect(await ids(["list", "--filter", "hushed"], store) == ["1", "3"])
        let export = await InProcess.run(["export"], store: store)
        #expect(export.stdoutLines.count == Seeds.cliInbox.count)
        #expect(export.stdoutLines.filter { $0.contains("\"muted\":true") }.count == 2)
        let other = InMemoryDataStore()
        #expect(await InProcess.run(["import", "-"], store: other, stdin: export.stdout).status == 0)
        #expect(await ids(["list", "--muted", "--all"], other) == ["1", "3"])
    }
}
