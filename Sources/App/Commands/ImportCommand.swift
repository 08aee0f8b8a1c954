import ArgumentParser
import Domain
import Presentation

/// `threads import FILE|-`: JSON Lines in one transaction, replacing threads by key.
struct ImportCommand: RunnableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import", _superCommandName: "threads", abstract: "Load threads from JSON Lines, all or nothing; a line's key replaces that thread.",
        discussion: "Examples:\n  threads import backup.jsonl\n  threads export | threads --database copy.sqlite import -")

    @Argument(help: "A JSON Lines file, or '-' for standard input.") var file: String
    @Flag(help: "No progress on stderr.") var quiet = false
    @OptionGroup var output: OutputOptions<Interchange.Format>
    @OptionGroup var global: GlobalOptions

    func run(in app: Composition) async throws {
        let source = try app.importSource(file)
        let progress = ProgressReporter("Importing", unit: "threads", quiet: quiet, environment: app.environment)
        defer { progress.finish() }
        let request = Interchange.ImportInbox.Request(source: ReportingSource(source, progress: progress), name: file == "-" ? "standard input" : file)
        try await app.interchange(store: try app.store(global), output: try output.resolved(app.environment)).importInbox(request)
    }
}
