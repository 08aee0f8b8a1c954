import ArgumentParser
import Presentation

/// `threads stats`: the inbox's counts and the database's size.
struct StatsCommand: RunnableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats", _superCommandName: "threads", abstract: "Count threads, messages, starred, unread and archived; show the database size.",
        discussion: "Example:\n  threads stats --format json")

    @OptionGroup var output: OutputOptions<InboxReport.Format>
    @OptionGroup var global: GlobalOptions

    func run(in app: Composition) async throws {
        try await app.inboxReport(store: try app.store(global), output: try output.resolved(app.environment)).countInbox(InboxReport.CountInbox.Request())
    }
}
