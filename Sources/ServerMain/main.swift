import ArgumentParser
import Data
import Domain
import Foundation
import Hummingbird
import Server
import ServiceLifecycle
import Words

// `threads-server`: the HTTP ring's composition root, started by `threads serve` (docs/serve.md).
// It opens the store, wires the scenes' roles to it, and serves until SIGTERM or SIGINT; then
// requests in flight get up to 10 s to finish, the store is closed, and it exits 0.

/// One `threads: …` line on stderr.
func say(_ line: String) {
    FileHandle.standardError.write(Data(("threads: " + ErrorLine.escapingControls(line) + "\n").utf8))
}

let options: ServerOptions
do {
    options = try ServerOptions.parse(Array(CommandLine.arguments.dropFirst()))
} catch where ServerOptions.exitCode(for: error) == .success {
    // --help: the whole text, on stdout.
    print(ServerOptions.fullMessage(for: error))
    exit(0)
} catch {
    say(ServerOptions.message(for: error).split(separator: "\n").first.map(String.init) ?? "bad arguments")
    exit(64)
}
let variables = ProcessInfo.processInfo.environment
guard let address = ListenAddress(options.listen) else {
    say("--listen takes HOST:PORT (a port from 0 to 65535), got '\(options.listen)'")
    exit(64)
}
guard ["text", "json"].contains(options.logFormat) else {
    say("--log-format takes text or json, got '\(options.logFormat)'")
    exit(64)
}
guard options.maxBody > 0 else {
    say("--max-body takes a number of bytes from 1, got \(options.maxBody)")
    exit(64)
}

let opened: ServerStore.Opened
do {
    opened = try ServerStore.open(try ServerStore.location(variables), createFolders: options.createFolders, variables: variables)
} catch ServerFailure.usage(let line) {
    say(line)
    exit(64)
} catch let error as ThreadsError {
    say(ErrorWords.message(error))
    exit(1)
}
let clock = variables["THREADS_NOW"].flatMap(Timestamp.parse).map(Clock.fixed) ?? .system
// Whoever started the server, named as the CLI names "me": the inbox's first person if it has none yet.
let owner = variables["THREADS_USER"] ?? variables["USER"] ?? variables["LOGNAME"] ?? "me"
let tokens = StoreTokenRepository(store: opened.store, firstPerson: Person(owner))
let environment = ServerEnvironment(
    threads: { StoreThreadRepository(store: opened.store, viewer: $0) }, filters: StoreFilterRepository(store: opened.store), tokens: tokens,
    clock: clock, owner: owner, schemaVersion: opened.schemaVersion,
    settings: ServerSettings(maxBody: options.maxBody, corsOrigin: options.corsOrigin, jsonLog: options.logFormat == "json"),
    readDrafts: { read, now in JSONLinesDraftReader(now: now, read: read) })

// Exposure: beyond loopback, only a database that already holds a token may be served.
let firstToken: String?
do {
    let existing = try await tokens.listTokens()
    if existing.isEmpty && !address.isLoopback {
        say("refusing to listen on \(address.host) with no token in the database: anyone could read it; create one first ('threads token create NAME')")
        exit(64)
    }
    firstToken = existing.isEmpty ? TokenSecret.make() : nil
    if let firstToken {
        // The first token speaks for whoever started the server: the CLI's "me" on this machine.
        let owner = Person(environment.owner)
        _ = try await tokens.createToken(APIToken(name: "default", scope: .readWrite, person: owner, createdAt: clock.now()), secret: firstToken)
    }
} catch let error as ThreadsError {
    say(ErrorWords.message(error))
    exit(error == .storeBusy(path: "") ? 75 : 1)
}

let log: @Sendable (String) -> Void = { line in FileHandle.standardError.write(Data((line + "\n").utf8)) }
let application = ThreadsService.application(environment, host: address.host, port: address.port, log: log) { port in
    say("listening on \(address.url(port: port))")
    if let firstToken {
        say("created token 'default' (read-write); it is shown only now: \(firstToken)")
    }
}
var configuration = ServiceGroupConfiguration(services: [application], gracefulShutdownSignals: [.sigterm, .sigint], logger: .init(label: "threads-server"))
configuration.maximumGracefulShutdownDuration = .seconds(10)
do {
    try await ServiceGroup(configuration: configuration).run()
} catch {
    say("the server stopped: \(String(describing: error).prefix(200))")
    opened.close()
    exit(1)
}
opened.close()
exit(0)
