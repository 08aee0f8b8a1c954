import ArgumentParser
import Presentation

/// `threads browse`: the list and its threads as a full-screen program.
struct BrowseCommand: RunnableCommand {
    static let configuration = CommandConfiguration(
        commandName: "browse", _superCommandName: "threads", abstract: "Browse threads full-screen: move, open, star, archive, search, reply.",
        discussion: """
            Keys: j/k move, Enter open, s star, r read, a archive, m mute, / search, f filters, ? help, q quit.
            Examples:
              threads browse --starred
              threads browse 'from:aiko or is:starred'
              threads browse --open 12
              threads browse threads://thread/12
            """)

    @Argument(help: ArgumentHelp("A query (docs/queries.md), or a link to start on: threads://thread/ID.", valueName: "query-or-link"),
              completion: Completions.query)
    var argument: String?
    @Option(help: ArgumentHelp("Start on this thread, with the list behind it.", valueName: "id"), completion: Completions.threadIDs) var open: String?
    @OptionGroup var filter: FilterOptions
    @OptionGroup var global: GlobalOptions

    func run(in app: Composition) async throws {
        // One argument, two meanings: anything with a scheme is a link (so `http://…` is refused
        // as one), anything else is a query.
        let link = argument.flatMap { $0.contains("://") ? $0 : nil }
        let route = try Router.route(open: open, link: link)
        let selection = try filter.request(query: link == nil ? argument : nil)
        guard app.environment.stdinIsTerminal, app.environment.stdoutIsTerminal else { throw CommandError.needsTerminal }
        try await app.browser(store: try app.store(global, offThread: true), me: app.me, route: route, selection: selection).run()
    }
}
