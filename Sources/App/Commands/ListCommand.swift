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

    @Argument(help: ArgumentHelp("A query: 'is:starred from:aiko', 'invoice or 見積' (docs/queries.md).", valueName: "query"),
              completion: Completions.query)
    var query: String?

    @OptionGroup var filter: FilterOptions

    // Optional, with the default said in the help: argument-parser describes a given default by
    // casting it to protocols the runtime looks up in all ~7,000 conformances of the binary, three
    // searches for `Int` at every start (docs/performance-notes.md).
    @Option(help: "Show at most this many threads (0: all). (default: \(Self.defaultLimit))")
    var limit: Int?

    @Option(help: "Skip this many threads first. (default: 0)")
    var offset: Int?

    @Flag(help: "Print the query as understood, the SQL and its plan; list nothing.")
    var explain = false

    @OptionGroup var output: OutputOptions<ThreadList.Format>
    @OptionGroup var global: GlobalOptions

    private static let defaultLimit = PageRequest.default.limit ?? 0

    /// The page `--limit` and `--offset` ask for.
    private var page: PageRequest { PageRequest(limit: limit ?? Self.defaultLimit, offset: offset ?? 0) }

    func run(in app: Composition) async throws {
        if explain {
            let request = QueryPlan.ExplainQuery.Request(filter: try filter.request(query: query), page: page)
            return try await app.queryPlan(store: try app.store(global), output: .plain).explainQuery(request)
        }
        let request = ThreadList.ListThreads.Request(filter: try filter.request(query: query), page: page)
        try await app.threadList(store: try app.store(global), output: try output.resolved(app.environment)).listThreads(request)
    }
}
