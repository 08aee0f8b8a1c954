import ArgumentParser

/// The root that parses `threads ---completion …`: the call the shells' completion scripts make
/// when a value comes from the database (a saved filter's name, a thread id).
///
/// argument-parser runs an async completion only from an async parse, and the synchronous one
/// refuses async completions under an `AsyncParsableCommand` root. So that call alone parses from
/// this root, the same commands as `Threads`; every other run parses from `Threads` as before.
struct CompletionRoot: AsyncParsableCommand {
    static var configuration: CommandConfiguration { Threads.configuration }

    /// The first argument of a completion call; argv with it goes to `CompletionRoot`.
    static let marker = "---completion"
}
