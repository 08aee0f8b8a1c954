import ArgumentParser
import Presentation

/// `threads db`: facts about the database file.
struct DBCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "db", _superCommandName: "threads",
        abstract: "The database file: where it is, and whether it is sound.",
        discussion: "Examples:\n  threads db path\n  threads db check",
        subcommands: [Path.self, Check.self]
    )

    struct Path: RunnableCommand {
        static let configuration = CommandConfiguration(
            commandName: "path",
            abstract: "Print the database path in force, and nothing else.",
            discussion: "Example:\n  sqlite3 \"$(threads db path)\" .tables"
        )

        @OptionGroup var global: GlobalOptions

        func run(in app: Composition) async throws {
            app.buffer.append(try app.location(global).path + "\n")
        }
    }

    struct Check: RunnableCommand {
        static let configuration = CommandConfiguration(
            commandName: "check",
            abstract: "Run SQLite's integrity check and the schema and tokenizer version checks; exit 0 only when all pass.",
            discussion: "Example:\n  threads db check || echo 'restore from a backup'")

        @OptionGroup var output: OutputOptions<InboxReport.Format>
        @OptionGroup var global: GlobalOptions

        func run(in app: Composition) async throws {
            // Inspecting: a search index of another tokenizer version is reported, not rebuilt first.
            try await app.inboxReport(store: try app.store(global, inspecting: true), output: try output.resolved(app.environment))
                .checkDatabase(InboxReport.CheckDatabase.Request())
        }
    }
}
