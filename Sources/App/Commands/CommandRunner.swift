import Words
import ArgumentParser
import Domain

/// Parses argv, runs the command, and turns every failure into the single
/// `threads: …` line and exit code. Output reaches stdout only when the command succeeds.
enum CommandRunner {
    /// Runs `arguments` (without the program name) and returns the exit status.
    static func run(_ arguments: [String], environment: AppEnvironment) async -> Int32 {
        let buffer = OutputBuffer()
        do {
            let command = arguments.first == CompletionCall.marker
                ? try await complete(arguments, in: try Composition(environment: environment, buffer: buffer))
                : try parse(ThreadIDRuns.folded(hoistingGlobalOptions(arguments)))
            if let runnable = runnable(command) {
                try await runnable.run(in: try Composition(environment: environment, buffer: buffer, as: runnable.global.person))
            } else {
                var command = command
                try command.run()  // a command group alone: argument-parser shows its help
            }
            environment.output.out(buffer.contents)
            return 0
        } catch {
            let (status, message) = ExitStatus.of(error)
            if status == 0 {
                // `--generate-completion-script bash` is such text: the script, with what bash needs for `tag:` (BashColons).
                let text = BashColons.amended(message)
                environment.output.out(text.hasSuffix("\n") ? text : text + "\n")
            } else {
                environment.output.err(ErrorLine.text(message))
            }
            return status
        }
    }

    /// argv parsed by argument-parser. The command it names (`list`, `star`, or a group such as
    /// `tags` with its own subcommands) is parsed from itself, unless a flag only the root answers
    /// is present: parsing from the root first builds the command's arguments by reflection twice
    /// more, only to learn that it takes no pass-through input (3.5 M of a list page's 37 M
    /// instructions; callgrind), and for a group builds every sibling's too (a quarter of
    /// `threads tags`' time; perf). Each command names `threads` as its `_superCommandName`: its
    /// usage lines still name the program, and argument-parser skips the two parsers it builds to
    /// look for `--generate-completion-script`, which goes to the root here (1.5 M more). The
    /// values, errors and exit codes are the same either way (CommandParsingPathTests).
    static func parse(_ arguments: [String]) throws -> any ParsableCommand {
        guard let first = arguments.first,
              !asksTheRoot(arguments),
              let command = Threads.configuration.subcommands.first(where: { $0.configuration.commandName == first })
        else { return try Threads.parseAsRoot(arguments) }
        // A group's default subcommand (`threads tags` is `threads tags list`) is parsed from
        // itself too, unless the next word names another: from the group, argument-parser built
        // the group's and the default's arguments twice more (0.9 M of `threads tags`' 23 M; callgrind).
        let rest = Array(arguments.dropFirst())
        if let fallback = command.configuration.defaultSubcommand,
           !command.configuration.subcommands.contains(where: { $0.configuration.commandName == rest.first }), rest.first != "help" {
            return try fallback.parseAsRoot(rest)
        }
        return try command.parseAsRoot(rest)
    }

    /// A shell's completion call (`threads ---completion list -- --filter …`), answered by
    /// argument-parser, which finds the argument, asks its completion (`Completions`) and throws
    /// the candidates as its answer for `ExitStatus` to print.
    ///
    /// A completion reads the database, which is async, but argument-parser runs an async one
    /// only from its async parse. That parse hops to the global executor (argument-parser is not
    /// built to run async code where its caller runs), about 1 ms on every command, and needs
    /// every command to be an `AsyncParsableCommand`. So the call is parsed twice instead: the
    /// first time the completion only notes what it was asked, which is then read with `app`,
    /// and the second time it answers with what was read.
    static func complete(_ arguments: [String], in app: Composition) async throws -> any ParsableCommand {
        let arguments = CompletionCall.repaired(arguments)
        let exchange = CompletionExchange()
        _ = try? Completions.$exchange.withValue(exchange) { try Threads.parseAsRoot(arguments) }
        if let question = exchange.question { exchange.candidates = await Completions.read(question, in: app) }
        return try Completions.$exchange.withValue(exchange) { try Threads.parseAsRoot(arguments) }
    }

    /// `command` as a `RunnableCommand`, cast from its own type (the existential is opened):
    /// cast from `any ParsableCommand`, the runtime first asks whether that existential type itself
    /// conforms, one more search of every conformance record in the binary (0.2 M instructions).
    private static func runnable<Command: ParsableCommand>(_ command: Command) -> (any RunnableCommand)? {
        command as? any RunnableCommand
    }

    /// Flags argument-parser answers for the root command itself (help, version, tool output):
    /// with any of them, parsing starts at the root so the answer names `threads`.
    private static let rootFlags: Set<String> = ["-h", "--help", "--help-hidden", "--version", "--experimental-dump-help"]

    /// Whether `arguments` hold a flag the root answers itself (help, version, a completion
    /// script), which no command runs for.
    static func asksTheRoot(_ arguments: some Collection<String>) -> Bool {
        arguments.contains { rootFlags.contains($0) || $0.hasPrefix("--generate-completion-script") }
    }

    /// argument-parser reads an option only after the command that declares it, but the CLI's
    /// global options may come first (`threads --database X --as Ben list`): move them behind the command.
    static func hoistingGlobalOptions(_ arguments: [String]) -> [String] {
        var global: [String] = []
        var rest = arguments[...]
        while let first = rest.first, GlobalOptions.valued.contains(first) || GlobalOptions.valued.contains(where: { first.hasPrefix($0 + "=") }) {
            let taken = GlobalOptions.valued.contains(first) ? 2 : 1
            global += rest.prefix(taken)
            rest = rest.dropFirst(taken)
        }
        guard !global.isEmpty else { return arguments }
        // Not a command we know: leave the global options out so the parser names the real mistake.
        let commands = Threads.configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
        guard let command = rest.first, commands.contains(command) else { return Array(rest) }
        let end = rest.firstIndex(of: "--") ?? rest.endIndex
        return Array(rest[..<end]) + global + Array(rest[end...])
    }
}
