import ArgumentParser
import Domain
import Presentation

/// `threads seed`: the hand-written sample inbox, or a synthetic one of any size.
struct SeedCommand: RunnableCommand {
    static let configuration = CommandConfiguration(
        commandName: "seed",
        _superCommandName: "threads",
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
    @Flag(help: "No progress on stderr.") var quiet = false
    @OptionGroup var output: OutputOptions<Seed.Format>
    @OptionGroup var global: GlobalOptions

    func validate() throws {
        guard sample != (threads != nil) else { throw ValidationError("say what to seed: --sample, or --threads N --messages M") }
        if threads != nil, messages == nil { throw ValidationError("--threads needs --messages") }
    }

    func run(in app: Composition) async throws {
        if let threads {
            let progress = ProgressReporter("Seeding", unit: "threads", total: threads, quiet: quiet, environment: app.environment)
            defer { progress.finish() }
            try await app.seed(store: try app.store(global), output: try output.resolved(app.environment), progress: progress)
                .seedSyntheticInbox(Seed.SeedSyntheticInbox.Request(threads: threads, messages: messages ?? 0, seed: randomSeed))
        } else {
            try await app.seed(store: try app.store(global), output: try output.resolved(app.environment)).seedSampleInbox(Seed.SeedSampleInbox.Request())
        }
    }
}
