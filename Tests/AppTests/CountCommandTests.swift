@testable import App
import Data
import Domain
import InMemoryStore
import TestSupport
import Testing

/// `threads count` in process: the same selection as `list`, on the plain and the SQLite store,
/// in text and JSON; its refusals with the exit codes of docs/cli.md.
@Suite("threads count")
struct CountCommandTests {
    private static func seeded(_ sqlite: Bool) async throws -> any DataStore {
        let store: any DataStore = sqlite ? try SQLiteDataStore.inMemory() : InMemoryDataStore()
        _ = try await store.insertThreadsIfAbsent(Seeds.cliInbox)
        return store
    }

    static let selections: [[String]] = [
        [], ["--starred"], ["--unread"], ["is:read"], ["--archived"], ["--all"], ["--muted"], ["--with", "Aiko"],
        ["from:aiko or is:starred"], ["--search", "ロゴ"], ["invoice"], ["not is:unread", "--since", "2026-02-01"], ["is:starred is:unread"],
    ]

    @Test(arguments: [false, true], selections)
    func countsWhatTheListSelects(sqlite: Bool, selection: [String]) async throws {
        let store = try await Self.seeded(sqlite)
        let list = await InProcess.run(["list"] + selection + ["--limit", "0", "--format", "tsv"], store: store)
        #expect(list.status == 0, "\(list.stderr)")
        let rows = list.stdout.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
        let unread = rows.reduce(0) { $0 + (Int($1[2]) ?? -1_000) }

        let json = await InProcess.run(["count"] + selection + ["--format", "json"], store: store)
        #expect(json.status == 0, "\(json.stderr)")
        #expect(json.stdout == #"{"threads":\#(rows.count),"unread_messages":\#(unread)}"# + "\n")
        let text = await InProcess.run(["count"] + selection, store: store)
        #expect(text.stdout == "\(rows.count) threads, \(unread) unread\n")
        #expect(text.stderr.isEmpty && json.stderr.isEmpty)
        #expect(await InProcess.run(["count"] + selection + ["--format", "text"], store: store).stdout == text.stdout)
    }

    @Test func aSavedFilterCountsAsTheListDoes() async throws {
        let store = try await Self.seeded(true)
        #expect(await InProcess.run(["filter", "save", "mine", "--starred"], store: store).status == 0)
        let list = await InProcess.run(["list", "--filter", "mine", "--unread", "--limit", "0", "--format", "tsv"], store: store)
        let count = await InProcess.run(["count", "--filter", "mine", "--unread", "--format", "json"], store: store)
        #expect(count.stdout.hasPrefix(#"{"threads":\#(list.stdout.split(separator: "\n").count),"#))
    }

    @Test(arguments: [
        (["count", "is:bogus"], 64, "threads: "),
        (["count", "--sort", "title"], 64, "threads: count takes a query and filter flags but not --sort (a count has no order)"),
        (["count", "--filter", "nowhere"], 1, "threads: no saved filter named 'nowhere'"),
        (["count", "--format", "csv"], 64, "threads: "),
        (["count", "--json", "--format", "tsv"], 64, "threads: give --json or --format, not both"),
    ])
    func badInputIsOneLineAndItsExitCode(arguments: [String], status: Int32, line: String) async throws {
        let result = await InProcess.run(arguments, store: try await Self.seeded(false))
        #expect(result.status == status)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix(line), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
    }
}
