import ArgumentParser
import Domain
import Presentation

/// `threads show ID`: one thread, every message oldest first.
struct ShowCommand: RunnableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show", _superCommandName: "threads", abstract: "Show one thread and all its messages.",
        discussion: "Examples:\n  threads show 12\n  threads show 12 --format json")

    @Argument(help: "The thread id.", completion: Completions.threadIDs) var id: String
    @OptionGroup var output: OutputOptions<ThreadDetail.Format>
    @OptionGroup var global: GlobalOptions

    func run(in app: Composition) async throws {
        let threadID = try ThreadIDs.parse(id)
        try await app.threadDetail(store: try app.store(global), output: try output.resolved(app.environment)).showThread(ThreadDetail.ShowThread.Request(id: threadID))
    }
}
