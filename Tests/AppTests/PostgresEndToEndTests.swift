#if Postgres
import Foundation
import PostgresStore
import Supervision
import Testing
import TestSupport

/// The built binary on the tests' PostgreSQL server through `$THREADS_DATABASE`: what the
/// contract keeps the same as on a SQLite file (an inbox moved between them, writers at once,
/// a new database opened twice at once) and what it says differently (`db path`, `stats` size).
@Suite("threads binary on PostgreSQL", .enabled(if: PostgresServer.shared != nil))
struct PostgresEndToEndTests {
    let folder = TemporaryFolder()

    private func threads(_ database: String, _ arguments: [String], stdin: String? = nil) throws -> CommandResult {
        try PostgresCLI.run(database, arguments, stdin: stdin)
    }

    /// Besides the sample and a synthetic inbox, a thread whose text holds NUL and the
    /// noncharacters the store codes NUL with, which it must give back as they came.
    @Test func anInboxMovedFromSQLiteToPostgresAndBackIsIdentical() throws {
        let server = try #require(PostgresServer.shared)
        let first = folder.file("first.sqlite"), shared = try server.makeDatabase(), last = folder.file("last.sqlite")
        #expect(try threads(first, ["seed", "--sample"]).status == 0)
        #expect(try threads(first, ["seed", "--threads", "300", "--messages", "2000", "--random-seed", "7"]).status == 0)
        let odd = #"{"key":"odd","title":"NUL \u0000 and \ufdd0\ufdd1\ufdd2","participants":["\u0000"],"messages":[{"author":"A","body":"a\u0000b \ufdd0\u0000","sent_at":"2026-03-01T00:00:00Z","read":false}]}"#
        #expect(try threads(first, ["import", "-"], stdin: odd + "\n").status == 0)
        _ = try threads(first, ["star", "3", "200"])

        let exported = try threads(first, ["export"])
        #expect(exported.status == 0 && exported.stdoutLines.count == 316)
        #expect(try threads(shared, ["import", "-"], stdin: exported.stdout).stdout == "Imported 316 threads from standard input.\n")
        let fromServer = try threads(shared, ["export"])
        #expect(try threads(last, ["import", "-"], stdin: fromServer.stdout).status == 0)
        let fromLast = try threads(last, ["export"])
        #expect(PostgresCLI.firstDifference(exported.stdout, fromServer.stdout) == nil, "SQLite → PostgreSQL")
        #expect(PostgresCLI.firstDifference(exported.stdout, fromLast.stdout) == nil, "PostgreSQL → SQLite")

        // Ids too: import numbers threads in file order on every store.
        for arguments in [["list", "--all", "--limit", "0", "--format", "json"], ["list", "--search", "ロゴ", "--format", "json"], ["show", "316", "--format", "json"]] {
            let lists = try [first, shared, last].map { try threads($0, arguments).stdout }
            #expect(lists[0].count > 2, "\(arguments)")
            #expect(PostgresCLI.firstDifference(lists[0], lists[1]) == nil, "\(arguments) on SQLite and PostgreSQL")
            #expect(PostgresCLI.firstDifference(lists[0], lists[2]) == nil, "\(arguments) on SQLite before and after")
        }
    }

    /// 4 shell loops of 25 `post`s each into thread 1, all at once.
    @Test func fourWritersPostingAtOnceAllLandOnce() throws {
        let server = try #require(PostgresServer.shared)
        let shared = try server.makeDatabase()
        #expect(try threads(shared, ["seed", "--sample"]).status == 0)
        let loop = #"for i in $(seq 25); do "$0" post 1 --from "writer $1" --body "writer$1-$i" || exit 1; done"#
        let writers = try (1...4).map { writer in
            try PostgresCLI.start(["/bin/sh", "-c", loop, Binary.url.path, String(writer)], database: shared, errors: folder.file("writer\(writer).err"))
        }
        let statuses = writers.map { $0.waitForExit(seconds: 300) }
        let errors = try (1...4).map { try String(contentsOfFile: folder.file("writer\($0).err"), encoding: .utf8) }.joined()
        #expect(statuses == [0, 0, 0, 0], "\(errors.prefix(600))")

        let shown = try threads(shared, ["show", "1", "--format", "json"])
        let thread = try #require(try JSONSerialization.jsonObject(with: Data(shown.stdout.utf8)) as? [String: Any])
        let bodies = (thread["messages"] as? [[String: Any]] ?? []).compactMap { $0["body"] as? String }
        let posted = bodies.filter { $0.hasPrefix("writer") }
        #expect(posted.count == 100)
        #expect(Set(posted) == Set((1...4).flatMap { writer in (1...25).map { "writer\(writer)-\($0)" } }))
        #expect(thread["message_count"] as? Int == 103)
        let listed = try threads(shared, ["list", "--all", "--limit", "0", "--format", "json"])
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]])
        #expect(rows.first { $0["id"] as? Int == 1 }?["message_count"] as? Int == 103)
        let stats = try #require(try JSONSerialization.jsonObject(with: Data(try threads(shared, ["stats", "--json"]).stdout.utf8)) as? [String: Any])
        #expect(stats["messages"] as? Int == 130)
        let check = try threads(shared, ["db", "check"])
        #expect(check.status == 0)
        #expect(check.stdout == "integrity: ok\nschema version: \(PostgresDataStore.schemaVersion) (current)\n", "\(check.stderr)")
    }

    /// The first command on a new database creates the schema under an advisory lock; the
    /// others starting meanwhile wait and then find it made (a build that read the schema's
    /// presence from a stale cache failed them with `schema "threads" already exists`).
    /// Three commands on each of three databases, for several races.
    @Test func processesOpeningANewDatabaseAtOnceAllSucceed() throws {
        let server = try #require(PostgresServer.shared)
        for round in 1...3 {
            let fresh = try server.makeDatabase()
            let commands = [["list"], ["new", "--title", "Race \(round)", "--with", "Aiko"], ["db", "check"]]
            let processes = try commands.enumerated().map { index, arguments in
                try PostgresCLI.start([Binary.url.path] + arguments, database: fresh, errors: folder.file("race\(round)-\(index).err"))
            }
            let statuses = processes.map { $0.waitForExit(seconds: 120) }
            let errors = try commands.indices.map { try String(contentsOfFile: folder.file("race\(round)-\($0).err"), encoding: .utf8) }.joined()
            #expect(statuses == [0, 0, 0], "round \(round): \(errors.prefix(400))")
            let check = try threads(fresh, ["db", "check"])
            #expect(check.stdout == "integrity: ok\nschema version: \(PostgresDataStore.schemaVersion) (current)\n", "\(check.stderr)")
            #expect(try server.psql("SELECT count(*) FROM threads.schema_migrations", database: fresh) == String(PostgresDataStore.schemaVersion))
        }
    }

    @Test func dbPathPrintsTheURLWithoutThePassword() throws {
        let server = try #require(PostgresServer.shared)
        let url = try server.makeDatabase()
        let withPassword = url.replacingOccurrences(of: "postgres://threads@", with: "postgres://threads:s3cret@")
        #expect(withPassword != url)
        let runs = [
            try Binary.run(["db", "path"], variables: ["THREADS_DATABASE": withPassword]),
            try Binary.run(["db", "path"], variables: ["THREADS_DATABASE": url, "PGPASSWORD": "s3cret"]),
            try Binary.run(["db", "path"], variables: ["THREADS_DATABASE": withPassword, "PGPASSWORD": "s3cret"]),
            try Binary.run(["--database", withPassword, "db", "path"], variables: ["PGPASSWORD": "s3cret"]),
        ]
        #expect(runs.map(\.stdout) == Array(repeating: url + "\n", count: runs.count))
        #expect(runs.allSatisfy { $0.status == 0 && $0.stderr.isEmpty })
        let secure = try Binary.run(["db", "path"], variables: ["THREADS_DATABASE": withPassword + "?sslmode=disable"])
        #expect(secure.stdout == url + "?sslmode=disable\n")
        // `db path` does not connect: the database is still empty.
        #expect(try server.psql("SELECT to_regnamespace('threads') IS NULL", database: url) == "t")
    }

    @Test func statsGivesTheDatabasesSize() throws {
        let server = try #require(PostgresServer.shared)
        let shared = try server.makeDatabase()
        #expect(try threads(shared, ["seed", "--sample"]).status == 0)
        let stats = try #require(try JSONSerialization.jsonObject(with: Data(try threads(shared, ["stats", "--json"]).stdout.utf8)) as? [String: Any])
        let bytes = try #require(stats["database_bytes"] as? Int)
        let onServer = try #require(Int(try server.psql("SELECT pg_database_size(current_database())", database: shared)))
        #expect(bytes > 0)
        #expect(Double(bytes) > Double(onServer) * 0.5 && Double(bytes) < Double(onServer) * 2, "\(bytes) vs \(onServer)")
        // "size      8.2 MB": a number above 0 and a unit, not "in memory".
        let size = try threads(shared, ["stats"]).stdoutLines.first { $0.hasPrefix("size ") } ?? "no size line"
        let words = size.split(separator: " ")
        #expect(words.count == 3 && (Double(words[1]) ?? 0) > 0 && ["bytes", "KB", "MB", "GB"].contains(words[2]), "\(size)")
    }
}
#endif
