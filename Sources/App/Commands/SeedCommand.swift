import ArgumentParser
import Domain

/// `threads seed --sample`: the hand-written sample inbox.
struct SeedCommand: RunnableCommand {
    static let configuration = CommandConfiguration(
        commandName: "seed",
        abstract: "Load the sample inbox (English and Japanese); running it again adds nothing.",
        discussion: "Example:\n  threads seed --sample && threads list"
    )

    @Flag(help: "Load the hand-written sample inbox.")
    var sample = false

    @OptionGroup var global: GlobalOptions

    func validate() throws {
        guard sample else { throw ValidationError("say what to seed: --sample") }
    }

    func run(in app: Composition) async throws {
        try await app.seed(store: try app.store(global)).seedSampleInbox()
    }
}
