import ArgumentParser
import Foundation
import Presentation
import Domain

/// `threads new`: starts a thread and prints its id alone.
struct NewCommand: RunnableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new", _superCommandName: "threads", abstract: "Start a thread; prints the new id alone.",
        discussion: "Example:\n  id=$(threads new --title 'Logo review' --with Aiko --body 'Draft attached')")

    @Option(help: "The title (1–500 characters).") var title: String
    @Option(name: .customLong("with"), help: ArgumentHelp("A participant; repeatable.", valueName: "name")) var participants: [String] = []
    @Option(help: ArgumentHelp("The first message; '-' reads it from standard input.", valueName: "text")) var body: String?
    @Option(help: ArgumentHelp("The first message's author (default: you, as --as names you: else $THREADS_USER, else the login name).", valueName: "name")) var from: String?
    @OptionGroup var output: OutputOptions<ThreadActions.Format>
    @OptionGroup var global: GlobalOptions

    func run(in app: Composition) async throws {
        let text = try body.map { try MessageBody.read($0, app.environment) }
        let request = ThreadActions.StartThread.Request(title: title, participants: participants, body: text, author: try app.author(from))
        try await app.threadActions(store: try app.store(global), output: try output.resolved(app.environment)).startThread(request)
    }
}
