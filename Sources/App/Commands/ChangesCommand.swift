import ArgumentParser
import Presentation

/// `threads changes [--since STATE]`: where the change log stands, and what changed since a
/// state a list page or an earlier call gave (what `/v1/changes` answers, on the command line).
struct ChangesCommand: RunnableCommand {
    static let configuration = CommandConfiguration(
        commandName: "changes", _superCommandName: "threads",
        abstract: "Show the database's change state, and which threads changed since an earlier one.",
        discussion: "Examples:\n  threads changes\n  threads changes --since 3f9c2a71d04b8e65-42 --format json")

    @Option(help: "A state printed earlier: list the threads changed since.")
    var since: String?
    @OptionGroup var output: OutputOptions<Changes.Format>
    @OptionGroup var global: GlobalOptions

    func run(in app: Composition) async throws {
        let request = Changes.ListChanges.Request(since: since)
        try await app.changes(store: try app.store(global), output: try output.resolved(app.environment)).listChanges(request)
    }
}
