import ArgumentParser
import Domain
import Presentation

/// `threads post ID`: appends your message to a thread.
struct PostCommand: RunnableCommand {
    static let configuration = CommandConfiguration(
        commandName: "post", _superCommandName: "threads", abstract: "Add a message to a thread (already read: it is yours).",
        discussion: "Examples:\n  threads post 12 --body 'Sounds good'\n  git log -1 | threads post 12 --body -")

    @Argument(help: "The thread id.", completion: Completions.threadIDs) var id: String
    @Option(help: ArgumentHelp("The message; '-' reads it from standard input.", valueName: "text")) var body: String
    @Option(help: ArgumentHelp("The author (default: you, as --as names you: else $THREADS_USER, else the login name).", valueName: "name")) var from: String?
    @OptionGroup var output: OutputOptions<ThreadActions.Format>
    @OptionGroup var global: GlobalOptions

    func run(in app: Composition) async throws {
        let threadID = try ThreadIDs.parse(id)
        let request = ThreadActions.PostMessage.Request(id: threadID, author: try app.author(from), body: try MessageBody.read(body, app.environment))
        try await app.threadActions(store: try app.store(global), output: try output.resolved(app.environment)).postMessage(request)
    }
}
