import Foundation
import Testing
import TestSupport

/// `--where` at a real terminal (tmux): a change to more than 20 threads waits for a yes on
/// stdin, and anything else changes nothing (exit 1); `--yes` and a pipe do not ask.
@Suite("threads binary: --where asks at a terminal", .enabled(if: Tmux.mustRun))
struct WhereConfirmationEndToEndTests {
    let folder = TemporaryFolder()
    var database: String { folder.file("inbox.sqlite") }

    private func seeded(_ count: Int = 30) throws {
        let seeded = try Binary.run(["--database", database, "seed", "--threads", String(count), "--messages", "0"])
        #expect(seeded.status == 0, "\(seeded.stderr)")
    }

    private func starred() throws -> Int {
        try Binary.run(["--database", database, "list", "is:starred", "--all", "--limit", "0"]).stdoutLines.count
    }

    /// `threads ARGUMENTS` in a terminal; the shell prints the exit status after it.
    private func terminal(_ arguments: [String]) throws -> Tmux {
        let command = ([Binary.url.path, "--database", database] + arguments).map(Tmux.quoted).joined(separator: " ")
        return try Tmux("\(command); echo EXIT=$?", variables: ["HOME": folder.path])
    }

    @Test func noAnswerChangesNothingAndYesChangesAll() throws {
        try seeded()
        let before = try starred()
        #expect(before < 30)
        let declined = try terminal(["star", "--where", "is:starred or not is:starred"])
        try declined.waitFor(text: "threads: star 30 threads? [y/N]")
        try declined.type("n")
        try declined.send("Enter")
        let lines = try declined.waitFor(text: "EXIT=1")
        #expect(lines.contains { $0.contains("threads: nothing changed (not confirmed; --yes skips the question)") }, "\(lines)")
        #expect(try starred() == before)

        let accepted = try terminal(["star", "--where", "is:starred or not is:starred"])
        try accepted.waitFor(text: "threads: star 30 threads? [y/N]")
        try accepted.type("yes")
        try accepted.send("Enter")
        try accepted.waitFor(text: "EXIT=0")
        #expect(try starred() == 30)
    }

    @Test func yesSkipsTheQuestion() throws {
        try seeded(30)
        let forced = try terminal(["star", "--where", "is:starred or not is:starred", "--yes"])
        let lines = try forced.waitFor(text: "EXIT=0")
        #expect(!lines.contains { $0.contains("[y/N]") })
        #expect(try starred() == 30)
    }

    @Test func offATerminalItProceedsWithoutAsking() throws {
        try seeded(30)
        let piped = try Binary.run(["--database", database, "star", "--where", "is:starred or not is:starred"], stdin: "")
        #expect(piped.status == 0 && piped.stderr.isEmpty, "\(piped.stderr)")
        #expect(piped.stdout.hasPrefix("Starred: 30 threads ("))
        #expect(try starred() == 30)
    }

    @Test func twentyThreadsAreChangedWithoutAsking() throws {
        try seeded(20)
        let few = try terminal(["star", "--where", "is:starred or not is:starred"])
        let lines = try few.waitFor(text: "EXIT=0")
        #expect(!lines.contains { $0.contains("[y/N]") })
        #expect(try starred() == 20)
    }
}
