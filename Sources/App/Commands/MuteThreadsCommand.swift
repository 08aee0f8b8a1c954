import ArgumentParser
import Presentation

/// `threads mute ID…`. TODO(new-use-case): one line for the reader of this file.
struct MuteThreadsCommand: ThreadIDsCommand {
    static let configuration = CommandConfiguration(
        commandName: "mute", abstract: "TODO(new-use-case): one line for --help.",
        discussion: "Example:\n  threads mute 12 15")

    @Argument(help: "Thread ids.") var ids: [String]
    @OptionGroup var global: GlobalOptions

    func run(in app: Composition) async throws {
        let request = ThreadActions.MuteThreads.Request(ids: try ThreadIDs.parseList(ids))
        try await app.muteThreads(store: try app.store(global)).run(request)
    }
}
