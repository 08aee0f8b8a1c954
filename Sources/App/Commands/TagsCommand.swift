import ArgumentParser
import Presentation

/// `threads tags`: every tag with its counts; `rename` and `delete` act on one tag everywhere.
struct TagsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tags", _superCommandName: "threads",
        abstract: "List tags with their thread and unread counts; rename or delete one everywhere.",
        discussion: "Examples:\n  threads tags\n  threads tags rename todo waiting\n  threads tags delete old",
        subcommands: [List.self, Rename.self, Delete.self],
        defaultSubcommand: List.self
    )

    struct List: RunnableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list", _superCommandName: "threads tags",
            abstract: "Every tag by name: its threads (archived and muted too) and how many are unread.",
            discussion: "Example:\n  threads tags --format json")

        @OptionGroup var output: OutputOptions<Tags.Format>
        @OptionGroup var global: GlobalOptions

        func run(in app: Composition) async throws {
            try await app.tags(store: try app.store(global), output: try output.resolved(app.environment)).listTags(Tags.ListTags.Request())
        }
    }

    struct Rename: RunnableCommand {
        static let configuration = CommandConfiguration(
            commandName: "rename",
            abstract: "Rename a tag on every thread; into an existing tag, the two become one.",
            discussion: "Example:\n  threads tags rename todo waiting")

        @Argument(help: "The tag's name now.", completion: Completions.tagNames) var name: String
        @Argument(help: "Its new name.") var newName: String
        @OptionGroup var output: OutputOptions<Tags.Format>
        @OptionGroup var global: GlobalOptions

        func run(in app: Composition) async throws {
            try await app.tags(store: try app.store(global), output: try output.resolved(app.environment))
                .renameTag(Tags.RenameTag.Request(name: name, newName: newName))
        }
    }

    struct Delete: RunnableCommand {
        static let configuration = CommandConfiguration(
            commandName: "delete",
            abstract: "Take a tag off every thread; the threads stay.",
            discussion: "Example:\n  threads tags delete old")

        @Argument(help: "The tag's name.", completion: Completions.tagNames) var name: String
        @OptionGroup var output: OutputOptions<Tags.Format>
        @OptionGroup var global: GlobalOptions

        func run(in app: Composition) async throws {
            try await app.tags(store: try app.store(global), output: try output.resolved(app.environment)).deleteTag(Tags.DeleteTag.Request(name: name))
        }
    }
}
