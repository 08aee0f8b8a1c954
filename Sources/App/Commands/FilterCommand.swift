import ArgumentParser
import Presentation

/// `threads filter`: named filters for `threads list --filter NAME`.
struct FilterCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "filter", _superCommandName: "threads",
        abstract: "Save, list, show and delete named filters.",
        discussion: "Example:\n  threads filter save urgent --starred --unread && threads list --filter urgent",
        subcommands: [Save.self, List.self, Show.self, Delete.self]
    )

    struct Save: RunnableCommand {
        static let configuration = CommandConfiguration(
            commandName: "save",
            abstract: "Save a query and filter flags under a name (replacing one of that name).",
            discussion: "Examples:\n  threads filter save urgent --starred --unread --sort unread\n  threads filter save aiko 'from:aiko or with:aiko'"
        )

        @Argument(help: "The name: letters, digits, '-', '_' or '.' (an existing one is replaced).", completion: Completions.filterNames)
        var name: String
        @Argument(help: ArgumentHelp("A query (docs/queries.md); flags given too must hold as well.", valueName: "query"), completion: Completions.query)
        var query: String?
        @OptionGroup var filter: FilterOptions
        @OptionGroup var output: OutputOptions<SavedFilters.Format>
        @OptionGroup var global: GlobalOptions

        func run(in app: Composition) async throws {
            let request = SavedFilters.SaveFilter.Request(name: name, filter: try filter.request(query: query))
            try await app.savedFilters(store: try app.store(global), output: try output.resolved(app.environment)).saveFilter(request)
        }
    }

    struct List: RunnableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list",
            abstract: "List the saved filters.", discussion: "Example:\n  threads filter list --format json")

        @OptionGroup var output: OutputOptions<SavedFilters.Format>
        @OptionGroup var global: GlobalOptions

        func run(in app: Composition) async throws {
            try await app.savedFilters(store: try app.store(global), output: try output.resolved(app.environment)).listFilters(SavedFilters.ListFilters.Request())
        }
    }

    struct Show: RunnableCommand {
        static let configuration = CommandConfiguration(
            commandName: "show",
            abstract: "Show one saved filter, in words and as a query.", discussion: "Example:\n  threads filter show urgent")

        @Argument(help: "The filter's name.", completion: Completions.filterNames)
        var name: String
        @OptionGroup var output: OutputOptions<SavedFilters.Format>
        @OptionGroup var global: GlobalOptions

        func run(in app: Composition) async throws {
            try await app.savedFilters(store: try app.store(global), output: try output.resolved(app.environment)).showFilter(SavedFilters.ShowFilter.Request(name: name))
        }
    }

    struct Delete: RunnableCommand {
        static let configuration = CommandConfiguration(
            commandName: "delete",
            abstract: "Delete a saved filter.", discussion: "Example:\n  threads filter delete urgent")

        @Argument(help: "The filter's name.", completion: Completions.filterNames)
        var name: String
        @OptionGroup var output: OutputOptions<SavedFilters.Format>
        @OptionGroup var global: GlobalOptions

        func run(in app: Composition) async throws {
            try await app.savedFilters(store: try app.store(global), output: try output.resolved(app.environment)).deleteFilter(SavedFilters.DeleteFilter.Request(name: name))
        }
    }
}
