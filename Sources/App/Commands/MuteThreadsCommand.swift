import ArgumentParser
import Presentation

/// `threads mute ID…`: muted threads leave the list (see `list --muted`) and the unread count.
struct MuteThreadsCommand: ThreadIDsCommand {
    static let configuration = CommandConfiguration(
        commandName: "mute", abstract: "Leave threads out of the list and the unread count; 'list --muted' shows them.",
        discussion: "Example:\n  threads mute 12 15")

    @Argument(help: "Thread ids.") var ids: [String]
    @OptionGroup var global: GlobalOptions

    func run(in app: Composition) async throws {
        let request = ThreadActions.MuteThreads.Request(ids: try ThreadIDs.parseList(ids))
        try await app.muteThreads(store: try app.store(global)).run(request)
    }
}

/// `threads unmute ID…`: the same use case, clearing the flag.
struct UnmuteThreadsCommand: ThreadIDsCommand {
    static let configuration = CommandConfiguration(
        commandName: "unmute", abstract: "Bring muted threads back to the list.", discussion: "Example:\n  threads unmute 12")

    @Argument(help: "Thread ids.") var ids: [String]
    @OptionGroup var global: GlobalOptions

    func run(in app: Composition) async throws {
        let request = ThreadActions.MuteThreads.Request(ids: try ThreadIDs.parseList(ids), muted: false)
        try await app.muteThreads(store: try app.store(global)).run(request)
    }
}
