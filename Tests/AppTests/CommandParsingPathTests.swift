@testable import App
import ArgumentParser
import Testing

/// `CommandRunner.parse` reads a command's argv (a leaf's or a group's) without going through the root first;
/// what comes out must be what the root would have made of it: the same command with the same
/// values, or the same error line and exit code.
@Suite("Command parsing: command and root alike")
struct CommandParsingPathTests {
    /// What a parse gave, comparably: the command's type and values, or the error's exit code and line.
    private func outcome(_ parse: () throws -> any ParsableCommand) -> String {
        do {
            let command = try parse()
            return "\(type(of: command)): \(String(reflecting: command))"
        } catch {
            let (status, line) = ExitStatus.of(error)
            return "exit \(status): \(line)"
        }
    }

    @Test(arguments: [
        ["list"], ["list", "--starred", "--unread", "--format", "json", "--limit", "5"], ["list", "--with", "Aiko", "--with", "Ben", "--sort", "title"],
        ["list", "--foo"], ["list", "--limit"], ["list", "--limit", "x"], ["list", "--sort", "bogus"], ["list", "extra"],
        ["show", "12"], ["show"], ["show", "abc"], ["show", "1", "2"], ["star", "1", "2", "3"], ["star"], ["star", "abc"],
        ["post", "1", "--body", "--version"], ["new", "--title", "t", "--with", "A"], ["new"], ["export", "--starred"],
        ["import", "-"], ["seed", "--threads", "x"], ["stats", "extra"], ["browse", "--sort", "nope"], ["list", "--", "--starred"],
    ])
    func aLeafParsesAsFromTheRoot(arguments: [String]) {
        #expect(outcome { try CommandRunner.parse(arguments) } == outcome { try Threads.parseAsRoot(arguments) })
    }

    /// A group's own subcommand, its default one, and each kind of mistake.
    @Test(arguments: [
        ["tags"], ["tags", "--format", "json"], ["tags", "list", "--format", "json"], ["tags", "rename", "a", "b"], ["tags", "rename", "a"],
        ["tags", "delete"], ["tags", "bogus"], ["tags", "--format", "xml"], ["filter"], ["filter", "save", "urgent", "--starred", "--unread"],
        ["filter", "show"], ["filter", "list", "extra"], ["db"], ["db", "check"], ["db", "path", "--foo"], ["token", "create", "ci", "--read-only"],
        ["token"], ["token", "revoke"], ["token", "nope"],
    ])
    func aGroupParsesAsFromTheRoot(arguments: [String]) {
        #expect(outcome { try CommandRunner.parse(arguments) } == outcome { try Threads.parseAsRoot(arguments) })
    }

    /// Help, version and tool output name the whole program, so they are parsed from the root.
    @Test(arguments: [["list", "--help"], ["list", "-h"], ["star", "--version"], ["show", "--help-hidden"], ["tags", "rename", "--help"],
                      ["list", "--experimental-dump-help"], ["list", "--generate-completion-script", "bash"]])
    func rootFlagsAreAnsweredByTheRoot(arguments: [String]) {
        #expect(outcome { try CommandRunner.parse(arguments) } == outcome { try Threads.parseAsRoot(arguments) })
        #expect(!outcome { try CommandRunner.parse(arguments) }.isEmpty)
    }

    /// Parsed on its own, a command must say it runs under `threads` (`CommandRunner.parse`):
    /// its usage lines then name the whole program, and argument-parser skips the two parsers it
    /// otherwise builds to look for `--generate-completion-script`, which only the root answers.
    @Test func everyCommandRunsUnderThreads() {
        let commands = Threads.configuration.subcommands
        #expect(commands.count >= 25 && commands.contains { !$0.configuration.subcommands.isEmpty })
        let strays = commands.filter { $0.configuration._superCommandName != "threads" }.map { $0.configuration.commandName ?? "\($0)" }
        #expect(strays == [])
    }
}
