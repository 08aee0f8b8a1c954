#if Postgres
import Domain
import Logging
import NIOConcurrencyHelpers
import NIOCore
import NIOSSL
import PostgresNIO

/// One connection to the server, opened on first use and prepared once (locale, identity,
/// migrations), with transactions run one at a time on it.
///
/// One connection, not postgres-nio's `PostgresClient` pool: a command runs a few statements
/// in a row, and the pool retries a bad host or password until a circuit breaker trips a
/// minute later, where a single `connect` fails at once (or at its 10-second timeout).
final class PostgresSession: Sendable {
    let url: PostgresURL
    private let busyTimeout: Double
    /// The statement timeout the store sets, to tell its cancellations (57014) from others.
    private let queryTimeout: Double?
    private let opener: Opener
    private let gate = SerialGate()
    static let logger = Logger(label: "threads.postgres", factory: { _ in SwiftLogNoOpLogHandler() })

    /// - Parameter prepare: runs once on the new connection before any transaction (the migrator).
    init(url: PostgresURL, busyTimeout: Double, queryTimeout: Double? = nil, prepare: @escaping @Sendable (PostgresConnection) async throws -> Void) {
        self.url = url
        self.busyTimeout = busyTimeout
        self.queryTimeout = queryTimeout
        self.opener = Opener(url: url, busyTimeout: busyTimeout, prepare: prepare)
    }

    /// How a transaction begins: the statement sent, and whether it may be run again.
    enum Mode {
        /// READ COMMITTED, the default: each statement sees what committed before it.
        case write
        /// One snapshot for every statement in it, read-only (lists with counts, export).
        case snapshot

        var begin: String {
            switch self {
            case .write: "BEGIN"
            case .snapshot: "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY"
            }
        }
    }

    /// How many times a transaction the server aborted for a serialization failure or a
    /// deadlock (40001, 40P01) is run again before the error is the user's.
    static let attempts = 5

    /// The longest wait, in milliseconds, before the try after `attempt`: 20, 40, 80, 160 (at most
    /// 300 ms in all). Run back to back, the tries of four writers tagging the same threads at
    /// once ended in `storeBusy` in a loaded test run (`PostgresTagTests.manyWritersAtOnceLoseNoCount`).
    static func backoff(after attempt: Int) -> Int {
        10 << min(max(attempt, 1), 4)
    }

    /// Runs `body` in one transaction, committed if it returns and rolled back if it throws;
    /// run again from the start when the server aborted it to keep concurrent writers
    /// consistent, unless `retry` is false (a body that consumes its input once).
    ///
    /// When the calling Task is cancelled (the browser cancels a search-as-you-type read when the
    /// next key arrives), the statement running on the server is cancelled too, the transaction
    /// rolls back, and this throws `CancellationError`, not a store error. A statement stopped by
    /// the server's `statement_timeout` in a Task nobody cancelled is still `queryTimedOut`.
    func transaction<T>(_ mode: Mode, retry: Bool = true, _ body: (PostgresConnection) async throws -> T) async throws -> T {
        await gate.enter()
        do {
            let result = try await run(mode, retry: retry, body)
            await gate.leave()
            return result
        } catch {
            await gate.leave()
            if Task.isCancelled, PostgresErrorTranslator.isCancellation(error) { throw CancellationError() }
            throw PostgresErrorTranslator.translate(error, url: url, queryTimeout: Self.milliseconds(queryTimeout))
        }
    }

    /// A timeout in whole milliseconds, at least 1 (0 would mean "none" to PostgreSQL).
    static func milliseconds(_ seconds: Double?) -> Int? {
        seconds.map { max(1, Int(($0 * 1000).rounded())) }
    }

    private func run<T>(_ mode: Mode, retry: Bool, _ body: (PostgresConnection) async throws -> T) async throws -> T {
        try Task.checkCancellation()
        let opened = try await opener.connection()
        let connection = opened.connection
        var attempt = 1
        while true {
            let cancel = ServerCancel(for: opened)
            do {
                let result = try await withTaskCancellationHandler {
                    try await connection.query(PostgresQuery(unsafeSQL: mode.begin), logger: Self.logger)
                    let result = try await body(connection)
                    // A read cut short by the cancellation may have ended without an error: its
                    // rows are not the answer, and a write the caller gave up on is not kept.
                    try Task.checkCancellation()
                    try await connection.query("COMMIT", logger: Self.logger)
                    return result
                } onCancel: {
                    cancel.send()
                }
                // A cancel racing the COMMIT must land before the next transaction's statements.
                await cancel.settled()
                return result
            } catch {
                // Before the ROLLBACK: a cancel arriving later could abort the ROLLBACK instead.
                await cancel.settled()
                _ = try? await connection.query("ROLLBACK", logger: Self.logger)
                guard retry, attempt < Self.attempts, !Task.isCancelled, PostgresErrorTranslator.isTransient(error) else { throw error }
                // Writers that collided and start again at once collide again: each waits a
                // random while first, longer after each try.
                try? await Task.sleep(for: .milliseconds(Int.random(in: 0...Self.backoff(after: attempt))))
                attempt += 1
            }
        }
    }
}

/// The session's connection, how it was made and the server process serving it.
struct OpenConnection: Sendable {
    let connection: PostgresConnection
    let configuration: PostgresConnection.Configuration
    /// The server process's id (`pg_backend_pid()`).
    let backend: Int32
}

/// Opens the connection once, for every caller: the first call starts the work, later and
/// concurrent calls wait for the same result.
private final class Opener: Sendable {
    let url: PostgresURL
    let busyTimeout: Double
    let prepare: @Sendable (PostgresConnection) async throws -> Void
    private let opening = NIOLockedValueBox<Task<OpenConnection, any Error>?>(nil)

    init(url: PostgresURL, busyTimeout: Double, prepare: @escaping @Sendable (PostgresConnection) async throws -> Void) {
        self.url = url
        self.busyTimeout = busyTimeout
        self.prepare = prepare
    }

    /// postgres-nio wants every connection closed before it is released: the close is left to
    /// a task that holds the connection until the server has said goodbye (a process that
    /// exits first simply drops the socket, which the server takes as a client gone).
    deinit {
        if let task = opening.withLockedValue({ $0 }) {
            Task { try? await task.value.connection.close() }
        }
    }

    func connection() async throws -> OpenConnection {
        let task = opening.withLockedValue { opening in
            if let opening { return opening }
            let task = Task { [url, busyTimeout, prepare] in
                let configuration = try Self.configuration(url, busyTimeout: busyTimeout)
                let connection = try await PostgresConnection.connect(configuration: configuration, id: 1, logger: PostgresSession.logger)
                do {
                    try await prepare(connection)
                    // Which server process to cancel when a Task gives up on a statement (ServerCancel).
                    var backend: Int32 = 0
                    for try await pid in try await connection.query("SELECT pg_backend_pid()", logger: PostgresSession.logger).decode(Int32.self) {
                        backend = pid
                    }
                    return OpenConnection(connection: connection, configuration: configuration, backend: backend)
                } catch {
                    try? await connection.close()
                    throw error
                }
            }
            opening = task
            return task
        }
        return try await task.value
    }

    private static func configuration(_ url: PostgresURL, busyTimeout: Double) throws -> PostgresConnection.Configuration {
        let tls: PostgresConnection.Configuration.TLS
        switch url.tls {
        case .disable:
            tls = .disable
        case .prefer, .require:
            // libpq's `require`: encrypted, the certificate not checked (that is verify-full's job).
            var settings = TLSConfiguration.makeClientConfiguration()
            settings.certificateVerification = .none
            let context = try NIOSSLContext(configuration: settings)
            tls = url.tls == .require ? .require(context) : .prefer(context)
        }
        var configuration = PostgresConnection.Configuration(
            host: url.host, port: url.port, username: url.user, password: url.password, database: url.database, tls: tls)
        configuration.options.connectTimeout = .seconds(10)
        // Set at start-up, so no round trip: the store's schema first (extensions may live in
        // public), and how long a statement waits for another writer's lock before exit 75
        // (0 would mean "forever" to PostgreSQL, so the shortest wait stands in for it).
        // And no JIT: a search of many terms is costed past jit_above_cost, and LLVM's
        // compiling of its expression, seconds at best and minutes on a loaded server, cannot be
        // interrupted, so neither a cancel nor a statement_timeout stopped it (seen in CI: a
        // search still compiling 60 s after its cancel). A page of 50 never repays a compile.
        let lockTimeout = max(1, Int((busyTimeout * 1000).rounded()))
        configuration.options.additionalStartupParameters = [
            ("search_path", "threads, public"),
            ("lock_timeout", String(lockTimeout)),
            ("application_name", "threads"),
            ("jit", "off"),
        ]
        return configuration
    }
}

/// Lets one transaction at a time use the connection (it runs one query at a time, and a
/// transaction's statements must not interleave with another's), in the order they asked.
private actor SerialGate {
    private var busy = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func enter() async {
        guard busy else { busy = true; return }
        await withCheckedContinuation { waiting.append($0) }
    }

    func leave() {
        if waiting.isEmpty { busy = false } else { waiting.removeFirst().resume() }
    }
}
#endif
