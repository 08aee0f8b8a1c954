import Foundation
import Testing
import TestSupport

/// The completion scripts `threads --generate-completion-script` writes, loaded into the real
/// shells, completing from a real database: Tab after `--filter` offers the saved filters, after
/// `unstar` the starred threads, after `tag:` in a query the tags (docs/completion.md). Each shell is driven by a small script in
/// `Shells/` that presses Tab its own way and prints what was offered.
@Suite("Completion in bash, zsh and fish", .enabled(if: CompletionShell.mustRun))
struct CompletionShellTests {
    /// A sample inbox with two saved filters, the three shells' scripts, and the starred threads.
    private static let setup: Result<CompletionSetup, any Error> = Result { try CompletionSetup() }

    private func offered(_ shell: CompletionShell, _ line: String, database: String? = nil) throws -> [String] {
        let setup = try Self.setup.get()
        return try shell.complete(line, script: setup.script(shell), variables: ["THREADS_DATABASE": database ?? setup.database])
    }

    @Test(arguments: CompletionShell.allCases)
    func savedFiltersCompleteAfterFilter(shell: CompletionShell) throws {
        #expect(try offered(shell, "threads list --filter ").sorted() == ["aiko", "urgent"])
        #expect(try offered(shell, "threads list --filter u") == ["urgent"])
        #expect(try offered(shell, "threads filter delete a") == ["aiko"])
    }

    @Test(arguments: CompletionShell.allCases)
    func unstarOffersTheStarredThreadsNotYetTyped(shell: CompletionShell) throws {
        let starred = try Self.setup.get().starred
        #expect(try Set(offered(shell, "threads unstar ")) == Set(starred))
        #expect(try Set(offered(shell, "threads unstar \(starred[0]) ")) == Set(starred.dropFirst()))
    }

    /// In a query, `tag:` and the start of a name complete to the tags, the query before it kept;
    /// in bash too, which splits words at `:` (`BashColons`).
    @Test(arguments: CompletionShell.allCases)
    func tagNamesCompleteAfterTagInAQuery(shell: CompletionShell) throws {
        let all = ["tag:client/acme", "tag:waiting", "tag:work"]
        #expect(try offered(shell, "threads list tag:").sorted() == all)
        #expect(try offered(shell, "threads list tag:wa") == ["tag:waiting"])
        #expect(try offered(shell, "threads tag --where tag:").sorted() == all)
        #expect(try offered(shell, "threads archive --where tag:c") == ["tag:client/acme"])
        #expect(try offered(shell, "threads list 'is:unread tag:w").sorted() == ["is:unread tag:waiting", "is:unread tag:work"])
        #expect(try offered(shell, "threads browse tag:cl") == ["tag:client/acme"])
    }

    /// `threads tag ID`: `+` and `-` begin a tag's name; `tags rename|delete` take one.
    @Test(arguments: CompletionShell.allCases)
    func tagNamesCompleteAfterPlusAndMinusAndForTags(shell: CompletionShell) throws {
        #expect(try offered(shell, "threads tag 1 +").sorted() == ["+client/acme", "+waiting", "+work"])
        #expect(try offered(shell, "threads tag 1 +work -w").sorted() == ["-waiting", "-work"])
        #expect(try offered(shell, "threads tags delete ").sorted() == ["client/acme", "waiting", "work"])
        #expect(try offered(shell, "threads tags rename cl") == ["client/acme"])
    }

    /// `--database` typed on the line wins over `$THREADS_DATABASE`, as when the command runs.
    @Test(arguments: CompletionShell.allCases)
    func theDatabaseOnTheLineIsTheOneCompleted(shell: CompletionShell) throws {
        let setup = try Self.setup.get()
        let elsewhere = TemporaryFolder().file("none.sqlite")
        #expect(try offered(shell, "threads list --database \(setup.database) --filter ", database: elsewhere).sorted() == ["aiko", "urgent"])
    }

    /// Where there is no database yet, nothing is offered, nothing is printed, and none is made.
    @Test(arguments: CompletionShell.allCases)
    func withoutADatabaseNothingIsOfferedOrMade(shell: CompletionShell) throws {
        let missing = TemporaryFolder().file("inbox.sqlite")
        #expect(try offered(shell, "threads list --filter ", database: missing) == [])
        #expect(try offered(shell, "threads star ", database: missing) == [])
        #expect(!FileManager.default.fileExists(atPath: missing))
    }
}
