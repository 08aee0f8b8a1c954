import Foundation

/// A throwaway PostgreSQL cluster for tests, one per test process: started on first use of
/// `shared` in a folder under /tmp, listening on 127.0.0.1 only, on a free port, with trust
/// authentication and fsync off (nothing in it outlives the run). It stops when the process exits
/// (`atexit`), and a watchdog shell stops it within a second or two when the process dies
/// without exiting (a crash, `kill -9`), so a run leaves no server behind.
///
/// Tests running in parallel share it: each makes its own database (`makeDatabase`), so they
/// never see each other's tables.
///
///     @Test(.enabled(if: PostgresServer.shared != nil))
///     func storesOnPostgres() throws {
///         let server = try #require(PostgresServer.shared)
///         let url = try server.makeDatabase()   // postgres://threads@127.0.0.1:PORT/t_PID_N
///         ...
///     }
///
/// A suite that skips when the server is missing should also assert
/// `PostgresServer.requiredButMissing == nil`, which fails on machines that promised a server
/// (`THREADS_REQUIRE_POSTGRES=1`) instead of skipping unseen.
public final class PostgresServer: Sendable {
    /// This process's cluster, started the first time it is read (about half a second, once);
    /// nil when no PostgreSQL is installed (no /usr/lib/postgresql/*/bin/pg_ctl) or when the
    /// cluster could not start (`unavailableReason` says why). The highest installed major
    /// version is used.
    public static let shared: PostgresServer? = {
        if case .running(let server) = PostgresLaunch.outcome { return server }
        return nil
    }()

    /// Why `shared` is nil (no PostgreSQL installed, or its start failed, with the server's log),
    /// or nil when the server is running.
    public static var unavailableReason: String? {
        if case .unavailable(let reason) = PostgresLaunch.outcome { return reason }
        return nil
    }

    /// `unavailableReason` when the environment promises a server (`THREADS_REQUIRE_POSTGRES=1`,
    /// for CI and machines set up by scripts/bootstrap), else nil: a test asserts it is nil so
    /// that a missing server fails the run there rather than skipping the PostgreSQL tests.
    public static var requiredButMissing: String? {
        ProcessInfo.processInfo.environment["THREADS_REQUIRE_POSTGRES"] == "1" ? unavailableReason : nil
    }

    /// Whether a store-agnostic test runs on PostgreSQL alone (`THREADS_ONLY_POSTGRES=1`, with a
    /// running server): CI's second run of the store suites, in the build with the `Postgres`
    /// trait, after the first run has held every other store to the same tests on the same code
    /// (`StoreKind.allCases`, `CLIDatabase.allCases`; .ci/run).
    public static var alone: Bool {
        shared != nil && ProcessInfo.processInfo.environment["THREADS_ONLY_POSTGRES"] == "1"
    }

    /// The loopback TCP port the server listens on (127.0.0.1 only).
    public let port: Int
    /// The cluster's superuser, which every database URL names; no password (trust).
    public let user = "threads"

    /// The folder holding the PostgreSQL binaries used, such as /usr/lib/postgresql/15/bin.
    let binaries: String
    /// Numbers the databases this process makes.
    private let databases = Counter()

    init(port: Int, binaries: String) {
        self.port = port
        self.binaries = binaries
    }

    /// Creates a new, empty database (from `template0`, UTF8, `locale` for both collation and
    /// character classes) and returns its URL, `postgres://threads@127.0.0.1:PORT/t_PID_N`.
    /// `locale: "C"` makes one whose character classes know only ASCII (the store refuses it).
    /// Throws `PostgresCommandError` when the server refuses (an unknown locale, say).
    public func makeDatabase(locale: String = "C.UTF-8") throws -> String {
        let name = "t_\(getpid())_\(databases.next())"
        let quotedLocale = "'" + locale.replacingOccurrences(of: "'", with: "''") + "'"
        _ = try psql("CREATE DATABASE \(name) TEMPLATE template0 ENCODING 'UTF8' LOCALE \(quotedLocale)", database: "postgres")
        return "postgres://\(user)@127.0.0.1:\(port)/\(name)"
    }

    /// Runs `sql` with the cluster's `psql` as the superuser in `database` (a name, or a URL from
    /// `makeDatabase`) and returns what it printed: unaligned, tuples only (one row a line,
    /// columns joined by `|`, `t`/`f` for booleans), without the last newline. Several statements
    /// separated by `;` run as one transaction (psql's `-c`), and every result is printed.
    /// Throws `PostgresCommandError`, with psql's stderr, when a statement fails.
    @discardableResult
    public func psql(_ sql: String, database: String) throws -> String {
        let result = try ChildProcess.run(
            [binaries + "/psql", "-h", "127.0.0.1", "-p", String(port), "-U", user, "-d", database,
             "-X", "-A", "-t", "-q", "-v", "ON_ERROR_STOP=1", "-c", sql]
        )
        guard result.status == 0 else {
            throw PostgresCommandError(command: "psql -c \(sql)", status: result.status, stderr: result.stderr)
        }
        var output = result.stdout
        while output.hasSuffix("\n") { output.removeLast() }
        return output
    }
}

/// A PostgreSQL program that exited with a failure status: which command, its status, and what
/// it wrote to stderr (the server's `ERROR:` line for psql).
public struct PostgresCommandError: Error, CustomStringConvertible {
    public let command: String
    public let status: Int32
    public let stderr: String

    public var description: String {
        "\(command) failed with status \(status): \(stderr.trimmingCharacters(in: .whitespacesAndNewlines))"
    }
}

/// A number that goes up by one on each call, from any thread.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value
    }
}
