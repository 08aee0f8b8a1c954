import ArgumentParser
import Foundation

/// `threads-server`'s command line, which `threads serve` passes on. The database is not on it:
/// `threads serve` locates it by the CLI's rule (docs/cli.md), so both binaries find the same
/// one, and hands it over in `THREADS_DATABASE` (`ServerStore.location`).
struct ServerOptions: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "threads-server",
        abstract: "The inbox over HTTP, as 'threads serve' runs it (see threads-serve(7)).",
        discussion: """
            The database is the one $THREADS_DATABASE names: a file, or a postgres:// URL in a build \
            with the PostgreSQL store. 'threads serve' sets it by the rule every threads command \
            follows. It is never an argument: 'ps' shows a process's arguments to every user, and a \
            URL may hold a password.
            """
    )

    @Option(help: ArgumentHelp("Where to listen, HOST:PORT (port 0: any free port).", valueName: "host:port"))
    var listen = "127.0.0.1:8080"

    @Flag(help: ArgumentHelp("Create the database's missing folders (its default place only).", visibility: .hidden))
    var createFolders = false

    @Option(help: ArgumentHelp("One log line per request as text or as a JSON object.", valueName: "text|json"))
    var logFormat = "text"

    @Option(help: ArgumentHelp("The one origin whose pages may call the service (CORS); off without it.", valueName: "origin"))
    var corsOrigin: String?

    @Option(help: ArgumentHelp("The most bytes a request body may have (/v1/import: 256 MiB).", valueName: "bytes"))
    var maxBody = 1 << 20
}
