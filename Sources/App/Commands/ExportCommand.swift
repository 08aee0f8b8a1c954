import ArgumentParser
import Domain
import Presentation

/// `threads export [FILTERS]`: JSON Lines on stdout, streamed.
struct ExportCommand: RunnableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export", abstract: "Write threads as JSON Lines (every thread, archived too, unless filtered).",
        discussion: "Examples:\n  threads export > backup.jsonl\n  threads export --starred --since 2026-01-01")

    @OptionGroup var filter: FilterOptions
    @Flag(help: "No progress on stderr.") var quiet = false
    @OptionGroup var global: GlobalOptions

    func run(in app: Composition) async throws {
        let request = try filter.request()
        guard request.savedFilterName == nil, request.sort == nil else {
            throw CommandError.usage("export takes filter flags but not --filter or --sort (it writes in id order)")
        }
        var flags = request.flags
        // With no flag at all, export is a backup: everything, archived and muted included.
        flags.archive = request.archive ?? (flags.narrows ? .active : .all)
        flags.mute = request.mute ?? (flags.narrows ? .unmuted : .all)
        let progress = ProgressReporter("Exporting", unit: "threads", quiet: quiet, environment: app.environment)
        defer { progress.finish() }
        let view = StreamingView(write: app.environment.output.out, onLine: progress.advance)
        try await app.interchange(store: try app.store(global), display: view).exportInbox(Interchange.ExportInbox.Request(filter: flags))
        view.flush()
    }
}
