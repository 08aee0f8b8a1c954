import ArgumentParser
import Domain
import Presentation

/// `threads show ID`: one thread, every message oldest first.
struct ShowCommand: RunnableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show", _superCommandName: "threads", abstract: "Show one thread and all its messages.",
        discussion: "Examples:\n  threads show 12\n  threads show 12 --format json")

    @Argument(help: "The thread id.") var id: String
    @OptionGroup var output: OutputOptions
    @OptionGroup var global: GlobalOptions

    func run(in app: Composition) async throws {
        let threadID = try ThreadIDs.parse(id)
        if output.format == .tsv { throw CommandError.usage("show writes table or json; tsv is for lists") }
        try await app.threadDetail(store: try app.store(global), output: output).showThread(ThreadDetail.ShowThread.Request(id: threadID))
    }
}
