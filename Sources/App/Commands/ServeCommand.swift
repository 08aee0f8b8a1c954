import ArgumentParser
import Foundation

/// `threads serve`: the inbox as an HTTP service (docs/serve.md). The server is its own binary,
/// `threads-server`, installed beside `threads`: linking SwiftNIO into every command would cost
/// each of them start-up time (docs/performance.md). This command locates the database by the
/// rule every command follows and hands over to it, replacing this process.
struct ServeCommand: RunnableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        _superCommandName: "threads",
        abstract: "Serve the inbox over HTTP (see threads-serve(7)).",
        discussion: """
            Stops on SIGTERM or Ctrl-C, letting requests in flight finish (at most 10 s).
            Examples:
              threads serve
              threads serve --listen 0.0.0.0:8080 --log-format json
            """
    )

    @Option(help: ArgumentHelp("Where to listen (port 0: any free port; beyond loopback only with a token).", valueName: "host:port"))
    var listen = "127.0.0.1:8080"

    @Option(help: ArgumentHelp("One log line per request as text or as a JSON object.", valueName: "text|json"))
    var logFormat = "text"

    @Option(help: ArgumentHelp("The one origin whose pages may call the service (CORS); off without it.", valueName: "origin"))
    var corsOrigin: String?

    @Option(help: ArgumentHelp("The most bytes a request body may have (/v1/import: 256 MiB).", valueName: "bytes"))
    var maxBody = 1 << 20

    @OptionGroup var global: GlobalOptions

    func run(in app: Composition) async throws {
        let location = try app.location(global)
        guard let server = ExecutableLocation.sibling("threads-server", of: app.environment.executablePath()) else {
            throw CommandError.missingServer(path: nil)
        }
        guard FileManager.default.isExecutableFile(atPath: server) else { throw CommandError.missingServer(path: server) }
        // A server's URL goes on as typed (its password too); the server reads PGPASSWORD as the CLI does.
        let database = location.server == nil ? location.path : (global.database ?? app.environment.variables["THREADS_DATABASE"] ?? location.path)
        // The database goes in the server's environment, never its arguments: `ps` shows every
        // process's arguments to every user of the machine, and a URL may hold a password. Files
        // go the same way, so that the server has one way to be told and no argument to refuse.
        var variables = app.environment.variables
        variables["THREADS_DATABASE"] = database
        var arguments = ["--listen", listen, "--log-format", logFormat, "--max-body", String(maxBody)]
        if let corsOrigin { arguments += ["--cors-origin", corsOrigin] }
        if location.isDefault { arguments.append("--create-folders") }
        let failure = app.environment.replaceProcess(server, arguments, variables)
        throw CommandError.missingServer(path: server + " (\(String(cString: strerror(failure))))")
    }
}
