@testable import App
import Data
import InMemoryStore
import Domain
import Foundation
import Testing
import TestSupport

/// The CLI's edge decisions, in process with an in-memory store: format, colour, width, errors.
@Suite("Command runner")
struct CommandRunnerTests {
    private func seededStore() async throws -> InMemoryDataStore {
        let store = InMemoryDataStore()
        _ = try await store.insertThreadsIfAbsent(Seeds.cliInbox)
        return store
    }

    @Test func theDefaultFormatIsTableOnATerminalAndTSVOtherwise() async throws {
        let store = try await seededStore()
        let onTerminal = await InProcess.run(["list", "--color", "never"], store: store, terminal: true)
        #expect(onTerminal.stdoutLines.first == "Inbox — 6 threads")
        let piped = await InProcess.run(["list"], store: store, terminal: false)
        #expect(piped.stdoutLines.first?.hasPrefix("2\t0\t2\t2026-03-02T16:00:00Z\tInvoice #2041") == true)
    }

    @Test func colourOnlyOnATerminalWithoutNO_COLOR() async throws {
        let store = try await seededStore()
        #expect(await InProcess.run(["list"], store: store, terminal: true).stdout.contains("\u{1B}["))
        #expect(!(await InProcess.run(["list"], store: store, terminal: true, variables: ["NO_COLOR": "", "HOME": "/nonexistent-home"]).stdout.contains("\u{1B}[")))
        #expect(!(await InProcess.run(["list", "--color", "never"], store: store, terminal: true).stdout.contains("\u{1B}[")))
        #expect(await InProcess.run(["list", "--format", "table", "--color", "always"], store: store).stdout.contains("\u{1B}["))
    }

    @Test func tableWidthComesFromCOLUMNSThenTheTerminal() async throws {
        let store = try await seededStore()
        func widest(_ result: CommandResult) -> Int { result.stdoutLines.map { $0.count }.max() ?? 0 }
        let narrow = await InProcess.run(["list", "--format", "table"], store: store, columns: 50)
        #expect(widest(narrow) <= 50)
        let overridden = await InProcess.run(["list", "--format", "table"], store: store, columns: 50, variables: ["COLUMNS": "44", "HOME": "/nonexistent-home"])
        #expect(widest(overridden) <= 44)
        #expect(overridden.stdout.contains("…"))
    }

    @Test func globalOptionsMayComeBeforeTheCommand() {
        #expect(CommandRunner.hoistingGlobalOptions(["--database", "a.db", "list", "--starred"]) == ["list", "--starred", "--database", "a.db"])
        #expect(CommandRunner.hoistingGlobalOptions(["--database=a.db", "filter", "show", "x"]) == ["filter", "show", "x", "--database=a.db"])
        #expect(CommandRunner.hoistingGlobalOptions(["--database", "a.db", "filter", "show", "--", "-x"]) == ["filter", "show", "--database", "a.db", "--", "-x"])
        #expect(CommandRunner.hoistingGlobalOptions(["list", "--database", "a.db"]) == ["list", "--database", "a.db"])
        #expect(CommandRunner.hoistingGlobalOptions(["--as", "Ben", "--database", "a.db", "list"]) == ["list", "--as", "Ben", "--database", "a.db"])
        #expect(CommandRunner.hoistingGlobalOptions(["--as=Ben", "post", "3"]) == ["post", "3", "--as=Ben"])
    }

    /// Who "I" am on the CLI: `--as`, else `$THREADS_USER`, else the login name; `post` writes
    /// as me unless `--from` says otherwise, and `--as` naming no one is refused, nothing written.
    @Test func postWritesAsMeAndMeIsAsElseTheUser() async throws {
        let store = try await seededStore()
        func lastAuthor() async throws -> String? {
            try await StoreThreadRepository(store: store).showThread(ThreadID(rawValue: 3))?.messages.last?.author
        }
        let variables = ["THREADS_USER": "tester", "USER": "login", "HOME": "/nonexistent-home"]
        let first = await InProcess.run(["post", "3", "--body", "a"], store: store, variables: variables)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(try await lastAuthor() == "tester")
        #expect(await InProcess.run(["--as", "Ben", "post", "3", "--body", "b"], store: store, variables: variables).status == 0)
        #expect(try await lastAuthor() == "Ben")
        #expect(await InProcess.run(["post", "3", "--as", "Ben", "--from", "Dana", "--body", "c"], store: store, variables: variables).status == 0)
        #expect(try await lastAuthor() == "Dana")
        #expect(await InProcess.run(["post", "3", "--body", "d"], store: store, variables: ["USER": "login", "HOME": "/nonexistent-home"]).status == 0)
        #expect(try await lastAuthor() == "login")
        let blank = await InProcess.run(["post", "3", "--as", " ", "--body", "e"], store: store, variables: variables)
        #expect(blank.status == 64 && blank.stderr == "threads: a person needs a name (--as, --to, --person or THREADS_USER)\n", "\(blank.stderr)")
        #expect(try await lastAuthor() == "login")
    }

    @Test func aFailedCommandPrintsNothingOnStdout() async throws {
        let store = try await seededStore()
        let result = await InProcess.run(["list", "--filter", "missing"], store: store)
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "threads: no saved filter named 'missing'; see 'threads filter list'\n")
    }

    @Test func anErrorQuotingTypedControlCharactersStaysOneEscapedLine() async throws {
        let store = try await seededStore()
        let result = await InProcess.run(["read", "\n-1\u{1B}[2J"], store: store)
        #expect(result.status == 64)
        #expect(result.stderr == "threads: invalid thread id '\\n-1\\u{1b}[2J': ids are positive whole numbers, as 'threads list' shows\n")
    }

    @Test func aSavedFilterPlusFlagsNarrowsAndTheTypedSortWins() async throws {
        let store = try await seededStore()
        #expect(await InProcess.run(["filter", "save", "mine", "--with", "aiko", "--sort", "title"], store: store).status == 0)
        let titles = await InProcess.run(["list", "--filter", "mine"], store: store)
        #expect(titles.stdoutLines.compactMap { $0.split(separator: "\t").first } == ["4", "1", "6"])
        let starred = await InProcess.run(["list", "--filter", "mine", "--starred", "--sort", "recent"], store: store)
        #expect(starred.stdoutLines.compactMap { $0.split(separator: "\t").first } == ["6", "1"])
    }

    @Test func tsvEscapesTabsAndNewlines() async throws {
        let store = try await seededStore()
        let result = await InProcess.run(["list", "--with", "Ben", "--sort", "oldest"], store: store)
        #expect(result.stdoutLines.first == "7\t0\t0\t2026-03-01T06:00:00Z\tTabs\\tin a\\ntitle\tBen\t")
    }
}
