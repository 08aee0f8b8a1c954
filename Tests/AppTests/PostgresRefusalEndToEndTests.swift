#if Postgres
import Foundation
import Supervision
import Testing
import TestSupport

/// The built binary on PostgreSQL databases it cannot or must not use: each is one line on
/// stderr naming `USER@HOST:PORT/DBNAME` (never the password) and an exit status, with the
/// database left as it was.
@Suite("threads binary on PostgreSQL: what it refuses", .enabled(if: PostgresServer.shared != nil))
struct PostgresRefusalEndToEndTests {
    /// Ways a connection fails; each URL carries the password `s3cret`.
    enum Unreachable: String, CaseIterable, Sendable {
        case closedPort, missingDatabase, wrongPassword

        /// The URL to try and how the error must name it.
        func target(on server: PostgresServer) throws -> (url: String, name: String) {
            let host = "127.0.0.1"
            switch self {
            case .closedPort:
                let port = try PostgresCLI.closedPort()
                return ("postgres://threads:s3cret@\(host):\(port)/inbox", "threads@\(host):\(port)/inbox")
            case .missingDatabase:
                return ("postgres://threads:s3cret@\(host):\(server.port)/no_such_inbox", "threads@\(host):\(server.port)/no_such_inbox")
            case .wrongPassword:
                let role = try PostgresCLI.passwordRole(server)
                let database = String(try server.makeDatabase().split(separator: "/").last ?? "")
                return ("postgres://\(role):s3cret@\(host):\(server.port)/\(database)", "\(role)@\(host):\(server.port)/\(database)")
            }
        }
    }

    /// The password given in the URL, then in `$PGPASSWORD` with none in the URL.
    @Test(arguments: Unreachable.allCases)
    func aDatabaseItCannotReachIsOneLineAndExit1(_ way: Unreachable) throws {
        let server = try #require(PostgresServer.shared)
        let (url, name) = try way.target(on: server)
        let withoutPassword = url.replacingOccurrences(of: ":s3cret@", with: "@")
        for variables in [["THREADS_DATABASE": url], ["THREADS_DATABASE": withoutPassword, "PGPASSWORD": "s3cret"]] {
            let started = Date()
            let result = try Binary.run(["list"], variables: variables)
            let took = Date().timeIntervalSince(started)
            #expect(result.status == 1)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.hasPrefix("threads: ") && result.stderr.contains(name), "\(result.stderr.prefix(300))")
            #expect(result.stderr.filter { $0 == "\n" }.count == 1, "one line: \(result.stderr.prefix(300))")
            #expect(!result.stderr.contains("s3cret"))
            #expect(took < 10, "\(took) s")
        }
    }

    @Test func aCLocaleDatabaseIsRefusedAndLeftEmpty() throws {
        let server = try #require(PostgresServer.shared)
        let url = try server.makeDatabase(locale: "C")
        let result = try PostgresCLI.run(url, ["seed", "--sample"])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("threads: ") && result.stderr.filter { $0 == "\n" }.count == 1)
        #expect(result.stderr.contains("C locale"), "\(result.stderr.prefix(300))")
        #expect(try server.psql("SELECT to_regnamespace('threads') IS NULL", database: url) == "t")
    }

    /// A `threads` schema that is someone else's: one with a table of its own, one with the
    /// store's two identity tables but not the row that says `threads`, and an empty one.
    @Test(arguments: [
        "CREATE SCHEMA threads; CREATE TABLE threads.widgets (id int PRIMARY KEY, name text); INSERT INTO threads.widgets VALUES (1, 'sprocket')",
        "CREATE SCHEMA threads; CREATE TABLE threads.store_info (application text); CREATE TABLE threads.schema_migrations (version int, name text)",
        "CREATE SCHEMA threads",
    ])
    func aForeignThreadsSchemaIsRefusedUntouched(setUp: String) throws {
        let server = try #require(PostgresServer.shared)
        let url = try server.makeDatabase()
        try server.psql(setUp, database: url)
        let relations = "SELECT coalesce(string_agg(relname, ',' ORDER BY relname), '') FROM pg_class WHERE relnamespace = 'threads'::regnamespace"
        let before = try server.psql(relations, database: url)
        for arguments in [["list"], ["seed", "--sample"], ["db", "check"]] {
            let result = try PostgresCLI.run(url, arguments)
            #expect(result.status == 1, "\(arguments)")
            #expect(result.stderr.hasPrefix("threads: ") && result.stderr.filter { $0 == "\n" }.count == 1)
            #expect(result.stderr.contains("belongs to another application"), "\(result.stderr.prefix(300))")
        }
        #expect(try server.psql(relations, database: url) == before)
        #expect(try server.psql("SELECT count(*) FROM pg_extension WHERE extname = 'pg_trgm'", database: url) == "0")
        if setUp.contains("widgets") {
            #expect(try server.psql("SELECT id, name FROM threads.widgets", database: url) == "1|sprocket")
        }
    }

    @Test func aNewerSchemaIsRefusedUntouched() throws {
        let server = try #require(PostgresServer.shared)
        let url = try server.makeDatabase()
        #expect(try PostgresCLI.run(url, ["seed", "--sample"]).status == 0)
        try server.psql("INSERT INTO threads.schema_migrations VALUES (99, 'future')", database: url)
        let before = try CLIDatabase.postgres.contents(of: url)
        for arguments in [["list"], ["star", "3"], ["db", "check"]] {
            let result = try PostgresCLI.run(url, arguments)
            #expect(result.status == 1, "\(arguments)")
            #expect(result.stderr.hasPrefix("threads: the database threads@127.0.0.1:\(server.port)/"), "\(result.stderr.prefix(300))")
            #expect(result.stderr.contains("newer than this threads knows") && result.stderr.filter { $0 == "\n" }.count == 1)
        }
        #expect(try CLIDatabase.postgres.contents(of: url) == before)
    }

    /// Thread 3, not 1: the sample's thread 1 is starred already, and starring it again writes
    /// no row, so it would not wait for the lock.
    @Test func aRowLockHeldPastTheBusyTimeoutIsExit75AndNothingChanges() throws {
        let server = try #require(PostgresServer.shared)
        let url = try server.makeDatabase()
        #expect(try PostgresCLI.run(url, ["seed", "--sample"]).status == 0)
        let holder = try PostgresCLI.holdRowLock(thread: 3, in: url, seconds: 5, server: server)
        defer { PostgresCLI.release(holder, in: url, server: server) }
        let started = Date()
        let result = try PostgresCLI.run(url, ["star", "3"], ["THREADS_BUSY_TIMEOUT_MS": "300"])
        let waited = Date().timeIntervalSince(started)
        #expect(result.status == 75)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("threads: the database ") && result.stderr.contains("locked by another process"), "\(result.stderr.prefix(300))")
        #expect(waited < 2.5, "gives up after the timeout, not when the lock clears: \(waited) s")
        PostgresCLI.release(holder, in: url, server: server)
        #expect(try PostgresCLI.run(url, ["show", "3", "--format", "json"]).stdout.contains("\"starred\":false"))
        #expect(try PostgresCLI.run(url, ["star", "3"]).status == 0, "the lock is gone")
    }
}
#endif
