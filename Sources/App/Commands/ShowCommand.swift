import ArgumentParser
import Domain
import Presentation

/// `threads show ID`: one thread, every message oldest first.
struct ShowCommand: RunnableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show", abstract: "Show one thread and all its messages.",
        discussion: "Examples:\n  threads show 12\n  threads show 12 --format json")

    @Argument(help: "The thread id.") var id: String
    @OptionGroup var output: OutputOptions
    @OptionGroup var global: GlobalOptions

    func run(in app: Composition) async throws {
        let threadID = try ThreadIDs.parse(id)
        if output.format == .tsv { throw ThreadsError.invalidInput("show writes table or json; tsv is for lists") }
        try await app.threadDetail(store: try app.store(global), json: output.format == .json, output: output)
            .show(ThreadDetailScene.Show.Request(id: threadID))
    }
}
