import ArgumentParser

/// The root command: names the subcommands; running it alone prints help.
struct Threads: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "threads",
        abstract: "A terminal inbox for message threads.",
        discussion: """
            The database is one SQLite file; see 'threads db path'.
            Example:
              threads seed --sample && threads list --starred --unread
            """,
        version: "0.1.0",
        subcommands: [
            ListCommand.self, BrowseCommand.self, ShowCommand.self, NewCommand.self, PostCommand.self,
            StarCommand.self, UnstarCommand.self, ReadCommand.self, UnreadCommand.self,
            ArchiveCommand.self, UnarchiveCommand.self, MuteCommand.self, UnmuteCommand.self,
            ImportCommand.self, ExportCommand.self, FilterCommand.self, SeedCommand.self, StatsCommand.self, DBCommand.self,
            CountCommand.self, ServeCommand.self, TokenCommand.self,
            ChangesCommand.self, TagCommand.self, TagsCommand.self, AssignCommand.self, UnassignCommand.self,
            PeopleCommand.self,
            // new-use-case adds commands above this line
        ]
    )
}

/// A command that does work: run with the composition root instead of argument-parser's `run()`,
/// so every dependency arrives as a value and tests can run commands in process.
protocol RunnableCommand: ParsableCommand {
    /// `--database` and `--as`: where the inbox is and who asks, which the composition root
    /// reads before the command runs.
    var global: GlobalOptions { get }
    /// Does the command's work; output goes through the composition's views.
    func run(in app: Composition) async throws
}

/// A command whose positional arguments are all thread ids, so a long run of them can be
/// folded before parsing (see `ThreadIDRuns`).
protocol ThreadIDsCommand: RunnableCommand {}
