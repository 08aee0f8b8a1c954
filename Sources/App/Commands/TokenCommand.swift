import ArgumentParser
import Domain
import Presentation

/// `threads token`: the keys clients of `threads serve` present, kept as hashes in the database.
struct TokenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "token", _superCommandName: "threads",
        abstract: "Create, list and revoke the tokens that let clients use 'threads serve'.",
        discussion: "Example:\n  threads token create laptop && threads token list",
        subcommands: [Create.self, List.self, Revoke.self]
    )

    struct Create: RunnableCommand {
        static let configuration = CommandConfiguration(
            commandName: "create",
            abstract: "Create a token and print its secret, this once: only its SHA-256 is kept.",
            discussion: "Examples:\n  threads token create laptop\n  threads token create aiko-phone --person Aiko\n  threads token create dashboard --read-only --format json")

        @Argument(help: "The name: letters, digits, '-', '_' or '.'.")
        var name: String
        @Flag(help: "Let the token read but not change anything.")
        var readOnly = false
        @Option(help: ArgumentHelp("Whom the token speaks for: what its holder reads and writes is this person's (default: the token's name).", valueName: "name"))
        var person: String?
        @OptionGroup var output: OutputOptions<Tokens.Format>
        @OptionGroup var global: GlobalOptions

        func run(in app: Composition) async throws {
            let request = Tokens.CreateToken.Request(name: name, scope: readOnly ? .readOnly : .readWrite, person: person)
            try await app.tokens(store: try app.store(global), output: try output.resolved(app.environment)).createToken(request)
        }
    }

    struct List: RunnableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list",
            abstract: "List the tokens: name, person, scope, when created and last used (never a secret).",
            discussion: "Example:\n  threads token list --format json")

        @OptionGroup var output: OutputOptions<Tokens.Format>
        @OptionGroup var global: GlobalOptions

        func run(in app: Composition) async throws {
            try await app.tokens(store: try app.store(global), output: try output.resolved(app.environment)).listTokens(Tokens.ListTokens.Request())
        }
    }

    struct Revoke: RunnableCommand {
        static let configuration = CommandConfiguration(
            commandName: "revoke",
            abstract: "Revoke a token: it stops working at once, on every server using this database.",
            discussion: "Example:\n  threads token revoke laptop")

        @Argument(help: "The token's name.")
        var name: String
        @OptionGroup var output: OutputOptions<Tokens.Format>
        @OptionGroup var global: GlobalOptions

        func run(in app: Composition) async throws {
            try await app.tokens(store: try app.store(global), output: try output.resolved(app.environment)).revokeToken(Tokens.RevokeToken.Request(name: name))
        }
    }
}
