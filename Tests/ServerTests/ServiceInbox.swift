import Data
import Domain
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import Server
import Supervision
import Testing
import TestSupport

/// The sample inbox in a temporary SQLite file, seeded and read by the real `threads` binary
/// (whose JSON the service must match byte for byte) and served in process by the router, with
/// a read-write and a read-only token.
struct ServiceInbox {
    static let now = "2026-11-22T09:00:00Z"
    static let writer = "thr_" + String(repeating: "w", count: 43)
    static let reader = "thr_" + String(repeating: "r", count: 43)

    let folder = TemporaryFolder()
    var database: String { folder.file("inbox.sqlite") }
    let store: SQLiteDataStore
    let tokens: StoreTokenRepository
    let lines = LogLines()
    var settings = ServerSettings()

    init(settings: ServerSettings = ServerSettings()) async throws {
        self.settings = settings
        let seeded = try ThreadsBinary.run(["--database", folder.file("inbox.sqlite"), "seed", "--sample"], variables: Self.variables)
        try #require(seeded.status == 0, "\(seeded.stderr)")
        store = try SQLiteDataStore(path: folder.file("inbox.sqlite"))
        tokens = StoreTokenRepository(store: store)
        let clock = Clock.fixed(Timestamp.parse(Self.now) ?? Date())
        _ = try await tokens.createToken(APIToken(name: "writer", scope: .readWrite, person: Person("tester"), createdAt: clock.now()), secret: Self.writer)
        _ = try await tokens.createToken(APIToken(name: "reader", scope: .readOnly, person: Person("tester"), createdAt: clock.now()), secret: Self.reader)
    }

    static let variables = ["THREADS_NOW": now, "THREADS_USER": "tester"]

    var environment: ServerEnvironment {
        ServerEnvironment(threads: { StoreThreadRepository(store: store, viewer: $0) }, filters: StoreFilterRepository(store: store), tokens: tokens,
                          clock: .fixed(Timestamp.parse(Self.now) ?? Date()), owner: "tester", schemaVersion: SQLiteDataStore.schemaVersion,
                          settings: settings, readDrafts: { read, now in JSONLinesDraftReader(now: now, read: read) })
    }

    /// The CLI's output for `arguments` on this database.
    func cli(_ arguments: [String], stdin: String? = nil) throws -> ThreadsBinary.Result {
        try ThreadsBinary.run(["--database", database] + arguments, variables: Self.variables, stdin: stdin)
    }

    /// One request to the service in process.
    func answer(_ method: HTTPRequest.Method, _ uri: String, token: String? = ServiceInbox.writer, headers: HTTPFields = [:],
                json: String? = nil) async throws -> Answer {
        try await answer(method, uri, token: token, headers: headers, json: json, environment: environment)
    }

    /// One request to the service in process over `environment` (this inbox's, or one with a
    /// double in place of a role); Hummingbird's own log goes to `lines` as the server's does.
    func answer(_ method: HTTPRequest.Method, _ uri: String, token: String? = ServiceInbox.writer, headers: HTTPFields = [:],
                json: String? = nil, environment: ServerEnvironment) async throws -> Answer {
        var fields = headers
        if let token { fields[.authorization] = "Bearer " + token }
        if json != nil && fields[.contentType] == nil { fields[.contentType] = "application/json" }
        let lines = lines
        let request = fields
        let log: @Sendable (String) -> Void = { lines.append($0) }
        let application = Application(router: ThreadsService.router(environment, log: log), logger: ThreadsService.logger(environment.settings, log: log))
        return try await application.test(.router) { client in
            let response = try await client.execute(uri: uri, method: method, headers: request, body: json.map { ByteBuffer(string: $0) })
            return Answer(status: response.status.code, headers: response.headers, body: String(buffer: response.body))
        }
    }

    struct Answer {
        let status: Int
        let headers: HTTPFields
        let body: String

        var object: [String: Any] { (try? JSONSerialization.jsonObject(with: Data(body.utf8))) as? [String: Any] ?? [:] }
    }
}

/// The log lines a router wrote.
final class LogLines: @unchecked Sendable {
    private var lines: [String] = []
    private let lock = NSLock()
    func append(_ line: String) { lock.withLock { lines.append(line) } }
    var all: [String] { lock.withLock { lines } }
}

/// The `threads` and `threads-server` executables in the build products folder, run with only
/// the variables given (and a private HOME).
enum ThreadsBinary {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static func url(_ name: String) -> URL {
        let candidates = [CommandLine.arguments.first, Bundle.main.executablePath].compactMap { $0 }
            .map { URL(fileURLWithPath: $0).deletingLastPathComponent().appendingPathComponent(name) }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
            ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../.build/debug/\(name)").standardized
    }

    /// With `stdin`, that text is the process's standard input. Spawned cleanly rather than by
    /// `Process.run()`, which now and then crashes the whole test process (`CleanSpawn.run`; it
    /// crashed this suite here once, in `memcpy`).
    static func run(_ arguments: [String], variables: [String: String] = [:], stdin: String? = nil) throws -> Result {
        let environment = ["HOME": TemporaryFolder().path, "PATH": "/usr/bin:/bin"].merging(variables) { $1 }
        let finished = try CleanSpawn.run([url("threads").path] + arguments, environment: environment, input: stdin.map { Data($0.utf8) })
        return Result(status: finished.status, stdout: String(decoding: finished.stdout, as: UTF8.self), stderr: String(decoding: finished.stderr, as: UTF8.self))
    }
}
