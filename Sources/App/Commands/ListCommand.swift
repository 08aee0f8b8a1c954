import ArgumentParser
import Domain
import Presentation

/// `threads list`: the main screen.
struct ListCommand: RunnableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List threads, newest activity first.",
        discussion: """
            Examples:
              threads list --starred --unread
              threads list --with Aiko --since 2026-03-01 --sort oldest
              threads list --search ロゴ --format json
            """
    )

    @OptionGroup var filter: FilterOptions

    @Option(help: "Show at most this many threads (0: all).")
    var limit = PageRequest.default.limit ?? 0

    @Option(help: "Skip this many threads first.")
    var offset = 0

    @OptionGroup var output: OutputOptions
    @OptionGroup var global: GlobalOptions

    func run(in app: Composition) async throws {
        let request = ThreadList.ListThreads.Request(filter: try filter.request(), page: PageRequest(limit: limit, offset: offset))
        try await app.threadList(store: try app.store(global), output: output).listThreads(request)
    }
}
