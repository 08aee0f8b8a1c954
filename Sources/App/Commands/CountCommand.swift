import ArgumentParser
import Presentation

/// `threads count [QUERY] [FILTERS]`: how many threads the list would hold, and their unread messages.
struct CountCommand: RunnableCommand {
    static let configuration = CommandConfiguration(
        commandName: "count", _superCommandName: "threads", abstract: "Count the threads a query selects, and their unread messages.",
        discussion: """
            QUERY and the flags select as they do for 'threads list' (archived and muted threads left out unless asked for).
            Examples:
              threads count is:unread
              threads count --starred --format json
            """)

    @Argument(help: ArgumentHelp("A query (docs/queries.md); flags given too must hold as well.", valueName: "query"), completion: Completions.query)
    var query: String?
    @OptionGroup var filter: FilterOptions
    @OptionGroup var output: OutputOptions<ThreadList.Format>
    @OptionGroup var global: GlobalOptions

    func run(in app: Composition) async throws {
        let request = ThreadList.CountThreads.Request(filter: try filter.request(query: query))
        if request.filter.sort != nil { throw CommandError.usage("count takes a query and filter flags but not --sort (a count has no order)") }
        try await app.threadList(store: try app.store(global), output: try output.resolved(app.environment)).countThreads(request)
    }
}
