#if Postgres
import Foundation
import Supervision
import Testing
import TestSupport

/// What the PostgreSQL end-to-end suites run beside the binary: the binary itself on a database
/// named by `$THREADS_DATABASE`, started without waiting, a psql of their own (to hold a lock,
/// or to try a password), and ways to make a connection fail.
enum PostgresCLI {
    /// The binary with `$THREADS_DATABASE` set to `database` (a URL or a file path) and a fixed
    /// clock, as a team member's shell would run it.
    static func run(_ database: String, _ arguments: [String], _ variables: [String: String] = [:], stdin: String? = nil) throws -> CommandResult {
        let base = ["THREADS_DATABASE": database, "THREADS_NOW": "2026-11-22T09:00:00Z"]
        return try Binary.run(arguments, variables: base.merging(variables) { $1 }, stdin: stdin)
    }

    /// Starts `arguments` (a full path first) with `$THREADS_DATABASE` set, without waiting;
    /// stdout is dropped and stderr goes to the file `errors`. A supervised child
    /// (Tests/Supervision): it ends with the test, however that ends.
    static func start(_ arguments: [String], database: String, errors: String) throws -> SupervisedProcess {
        guard FileManager.default.createFile(atPath: errors, contents: nil) else { throw Failure("cannot create \(errors)") }
        return try SupervisedProcess(arguments, environment: ["HOME": NSTemporaryDirectory(), "PATH": "/usr/bin:/bin", "THREADS_DATABASE": database],
                                     standardError: .file(errors))
    }

    /// The server's programs (pg_config's BINDIR), for a psql that is not the superuser's or
    /// must run in the background.
    static func binaries(_ server: PostgresServer) throws -> String {
        try server.psql("SELECT setting FROM pg_config WHERE name = 'BINDIR'", database: "postgres")
    }

    /// Runs a psql on `database` with its own environment (no password, no GSS or SSL first) and
    /// nothing but /dev/null for its input and output, and returns its status. Spawned cleanly
    /// rather than by `Process.run()`, which now and then crashes the whole test process (`CleanSpawn.run`).
    static func psql(_ server: PostgresServer, _ arguments: [String], variables: [String: String] = [:]) throws -> Int32 {
        let environment = ["PATH": "/usr/bin:/bin", "PGGSSENCMODE": "disable", "PGSSLMODE": "disable"].merging(variables) { $1 }
        return try CleanSpawn.wait(for: CleanSpawn.spawn([try binaries(server) + "/psql", "-X", "-q", "-w"] + arguments, environment: environment))
    }

    /// How a psql holding a lock names itself, so the tests find its backend.
    static let lockHolder = "threads-tests-lock-holder"

    /// Starts a psql that locks thread `id` of `database` (`FOR UPDATE`) and keeps the
    /// transaction open for `seconds`; returns once the lock is held (its sleep is running).
    /// A supervised child (Tests/Supervision), so a test that fails first leaves no psql behind.
    static func holdRowLock(thread id: Int, in database: String, seconds: Int, server: PostgresServer) throws -> SupervisedProcess {
        let holder = try SupervisedProcess([try binaries(server) + "/psql", "-X", "-q", "-w",
            "-d", database, "-c", "BEGIN", "-c", "SELECT id FROM threads.threads WHERE id = \(id) FOR UPDATE",
            "-c", "SELECT pg_sleep(\(seconds))", "-c", "ROLLBACK",
        ], environment: ["PATH": "/usr/bin:/bin", "PGGSSENCMODE": "disable", "PGSSLMODE": "disable", "PGAPPNAME": lockHolder])
        let sleeping = """
            SELECT count(*) FROM pg_stat_activity WHERE application_name = '\(lockHolder)'
            AND datname = current_database() AND state = 'active' AND query LIKE 'SELECT pg_sleep%'
            """
        let deadline = Date().addingTimeInterval(10)
        while try server.psql(sleeping, database: database) != "1" {
            guard Date() < deadline, holder.isRunning else { throw Failure("the lock holder did not start (status \(holder.waitForExit(seconds: 0) ?? -1))") }
            Thread.sleep(forTimeInterval: 0.02)
        }
        return holder
    }

    /// Ends the holder's transaction on the server (its backend would otherwise sleep on after
    /// psql is gone, keeping the lock) and waits for psql.
    static func release(_ holder: SupervisedProcess, in database: String, server: PostgresServer) {
        _ = try? server.psql("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = '\(lockHolder)' AND datname = current_database()",
                             database: database)
        holder.stop()
    }

    /// A role that must give its password, `right`: the test server trusts everyone, so a line
    /// for this role alone goes first in its pg_hba.conf and the server reloads it. Other roles
    /// (every other test's) keep trust authentication. Returns once the server asks it for a
    /// password.
    static func passwordRole(_ server: PostgresServer) throws -> String {
        let role = "threads_pw"
        try server.psql("""
            DO $$ BEGIN
                IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '\(role)') THEN CREATE ROLE \(role) LOGIN PASSWORD 'right'; END IF;
            END $$
            """, database: "postgres")
        let hba = try server.psql("SHOW hba_file", database: "postgres")
        let rules = try String(contentsOfFile: hba, encoding: .utf8)
        let line = "host all \(role) 127.0.0.1/32 scram-sha-256\n"
        if !rules.hasPrefix(line) {
            try (line + rules).write(toFile: hba, atomically: false, encoding: .utf8)
            try server.psql("SELECT pg_reload_conf()", database: "postgres")
        }
        // The postmaster rereads the file when the signal reaches it: until then psql gets in without a password.
        let deadline = Date().addingTimeInterval(10)
        while true {
            let probe = try psql(server, ["-h", "127.0.0.1", "-p", String(server.port), "-U", role, "-d", "postgres", "-c", "SELECT 1"])
            if probe != 0 { return role }
            guard Date() < deadline else { throw Failure("the server never asked \(role) for a password") }
            Thread.sleep(forTimeInterval: 0.05)
        }
    }

    /// A loopback TCP port nothing listens on: one the kernel picked for a socket, now closed.
    static func closedPort() throws -> Int {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw Failure("socket: errno \(errno)") }
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) == 0 && getsockname(descriptor, $0, &length) == 0 }
        }
        guard bound else { throw Failure("bind: errno \(errno)") }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    /// Where two long texts first differ (line number and the two lines, cut short), or nil when
    /// they are equal: a failure message a person can read, where the texts are megabytes.
    static func firstDifference(_ left: String, _ right: String) -> String? {
        guard left != right else { return nil }
        let leftLines = left.split(separator: "\n", omittingEmptySubsequences: false)
        let rightLines = right.split(separator: "\n", omittingEmptySubsequences: false)
        let index = zip(leftLines, rightLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(leftLines.count, rightLines.count)
        let cut = { (lines: [Substring]) in index < lines.count ? String(lines[index].prefix(200)) : "(no line)" }
        return "line \(index + 1) of \(leftLines.count) vs \(rightLines.count): \(cut(leftLines)) | \(cut(rightLines))"
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}
#endif
