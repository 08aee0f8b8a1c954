import ArgumentParser

/// `threads db`: facts about the database file.
struct DBCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "db",
        abstract: "The database file.",
        subcommands: [Path.self]
    )

    struct Path: RunnableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print the database path in force, and nothing else.",
            discussion: "Example:\n  sqlite3 \"$(threads db path)\" .tables"
        )

        @OptionGroup var global: GlobalOptions

        func run(in app: Composition) async throws {
            app.buffer.append(try app.location(global).path + "\n")
        }
    }
}
