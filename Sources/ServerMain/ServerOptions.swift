import ArgumentParser
import Foundation

/// `threads-server`'s command line, which `threads serve` passes on with the database already
/// located by the CLI's rule (docs/cli.md), so both binaries find the same one.
struct ServerOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Where to listen, HOST:PORT (port 0: any free port).", valueName: "host:port"))
    var listen = "127.0.0.1:8080"

    @Option(help: ArgumentHelp("The database file, or a postgres:// URL in a build with the PostgreSQL store.", valueName: "path"))
    var database: String

    @Flag(help: ArgumentHelp("Create the database's missing folders (its default place only).", visibility: .hidden))
    var createFolders = false

    @Option(help: ArgumentHelp("One log line per request as text or as a JSON object.", valueName: "text|json"))
    var logFormat = "text"

    @Option(help: ArgumentHelp("The one origin whose pages may call the service (CORS); off without it.", valueName: "origin"))
    var corsOrigin: String?

    @Option(help: ArgumentHelp("The most bytes a request body may have (/v1/import: 256 MiB).", valueName: "bytes"))
    var maxBody = 1 << 20
}
