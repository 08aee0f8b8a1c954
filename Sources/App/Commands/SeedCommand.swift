import ArgumentParser
import Domain
import Presentation

/// `threads seed`: the hand-written sample inbox, or a synthetic one of any size.
struct SeedCommand: RunnableCommand {
    static let configuration = CommandConfiguration(
        commandName: "seed",
        abstract: "Load the sample inbox, or generate N synthetic threads with M messages.",
        discussion: """
            Examples:
              threads seed --sample && threads list
              threads seed --threads 100000 --messages 1000000 --random-seed 7
            The same seed gives the same inbox (its times lie before 2026-06-01); running it again replaces those threads.
            """
    )

    @Flag(help: "Load the hand-written sample inbox (idempotent).") var sample = false
    @Option(help: "Synthetic threads to add.") var threads: Int?
    @Option(help: "Synthetic messages in all, spread over the threads.") var messages: Int?
    @Option(name: .customLong("random-seed"), help: "Seed for the synthetic inbox.") var randomSeed: UInt64 = 1
    @OptionGroup var global: GlobalOptions

    func validate() throws {
        guard sample != (threads != nil) else { throw ValidationError("say what to seed: --sample, or --threads N --messages M") }
        if threads != nil, messages == nil { throw ValidationError("--threads needs --messages") }
    }

    func run(in app: Composition) async throws {
        let seed = app.seed(store: try app.store(global))
        if let threads {
            try await seed.seedSyntheticInbox(Seed.Synthetic.Request(threads: threads, messages: messages ?? 0, seed: randomSeed))
        } else {
            try await seed.seedSampleInbox()
        }
    }
}
