import ArgumentParser
import Domain
import Presentation

/// `threads export [FILTERS]`: JSON Lines on stdout, streamed.
struct ExportCommand: RunnableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export", _superCommandName: "threads", abstract: "Write threads as JSON Lines (every thread, archived too, unless filtered).",
        discussion: "Examples:\n  threads export > backup.jsonl\n  threads export --starred --since 2026-01-01\n  threads export 'from:aiko after:-30d' > recent.jsonl")

    @Argument(help: ArgumentHelp("A query (docs/queries.md): only the threads it selects.", valueName: "query"), completion: Completions.query)
    var query: String?
    @OptionGroup var filter: FilterOptions
    @Flag(help: "Print the query as understood, the SQL and its plan; export nothing.") var explain = false
    @Flag(help: "No progress on stderr.") var quiet = false
    @OptionGroup var output: OutputOptions<Interchange.Format>
    @OptionGroup var global: GlobalOptions

    func run(in app: Composition) async throws {
        let request = try filter.request(query: query)
        guard request.savedFilterName == nil, request.sort == nil else {
            throw CommandError.usage("export takes a query and filter flags but not --filter or --sort (it writes in id order)")
        }
        var selected = request.filter
        if query == nil {
            // With no query and no narrowing flag, export is a backup: archived and muted threads
            // are in it unless a flag asks for one state.
            var flags = try filter.flags()
            if !flags.narrows {
                if !filter.archived { flags.archive = .all }
                if !filter.muted { flags.mute = .all }
            }
            selected = ThreadFilter(flags: flags)
        }
        if explain {
            let explained = QueryPlan.ExplainQuery.Request(filter: FilterSelection(filter: selected), page: PageRequest(limit: nil), selection: true)
            return try await app.queryPlan(store: try app.store(global), output: .plain).explainQuery(explained)
        }
        let progress = ProgressReporter("Exporting", unit: "threads", quiet: quiet, environment: app.environment)
        defer { progress.finish() }
        let view = StreamingView(write: app.environment.output.out, onLine: progress.advance)
        try await app.interchange(store: try app.store(global), output: try output.resolved(app.environment), display: view).exportInbox(Interchange.ExportInbox.Request(filter: selected))
        view.flush()
    }
}
