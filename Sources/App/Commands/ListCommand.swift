import ArgumentParser
import Domain
import Presentation

/// `threads list`: the main screen.
struct ListCommand: RunnableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        _superCommandName: "threads",
        abstract: "List threads, newest activity first.",
        discussion: """
            QUERY is a filter as text (docs/queries.md); flags given too must also hold.
            Examples:
              threads list --starred --unread
              threads list 'from:aiko or with:"Dana Whitfield"' --sort oldest
              threads list 'is:unread -is:starred after:-7d' --explain
              threads list --with Aiko --since 2026-03-01 --sort oldest
              threads list --search ロゴ --format json
            """
    )

    @Argument(help: ArgumentHelp("A query: 'is:starred from:aiko', 'invoice or 見積' (docs/queries.md).", valueName: "query"))
    var query: String?

    @OptionGroup var filter: FilterOptions

    @Option(help: "Show at most this many threads (0: all).")
    var limit = PageRequest.default.limit ?? 0

    @Option(help: "Skip this many threads first.")
    var offset = 0

    @Flag(help: "Print the query as understood, the SQL and its plan; list nothing.")
    var explain = false

    @OptionGroup var output: OutputOptions<ThreadList.Format>
    @OptionGroup var global: GlobalOptions

    func run(in app: Composition) async throws {
        if explain {
            let request = QueryPlan.ExplainQuery.Request(filter: try filter.request(query: query), page: PageRequest(limit: limit, offset: offset))
            return try await app.queryPlan(store: try app.store(global), output: .plain).explainQuery(request)
        }
        let request = ThreadList.ListThreads.Request(filter: try filter.request(query: query), page: PageRequest(limit: limit, offset: offset))
        try await app.threadList(store: try app.store(global), output: try output.resolved(app.environment)).listThreads(request)
    }
}
