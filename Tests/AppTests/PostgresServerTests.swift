import Foundation
import Testing
import TestSupport

/// The throwaway PostgreSQL server the PostgreSQL store's tests run against: it starts where
/// PostgreSQL is installed (and must where `THREADS_REQUIRE_POSTGRES=1`), gives each test its
/// own empty database, and has pg_trgm, whose trigrams follow the database's locale.
@Suite("PostgresServer")
struct PostgresServerTests {
    @Test("a machine that promises PostgreSQL starts the server")
    func requiredServerRuns() {
        if let reason = PostgresServer.requiredButMissing {
            Issue.record("THREADS_REQUIRE_POSTGRES=1, but the test server is missing: \(reason)")
        }
    }

    @Test("each database is new and empty", .enabled(if: PostgresServer.shared != nil))
    func databasesAreSeparate() throws {
        let server = try #require(PostgresServer.shared)
        let first = try server.makeDatabase(), second = try server.makeDatabase()
        #expect(first != second)
        #expect(first.hasPrefix("postgres://threads@127.0.0.1:\(server.port)/t_"))
        let tables = "SELECT count(*) FROM pg_class WHERE relnamespace = 'public'::regnamespace"
        #expect(try server.psql(tables, database: first) == "0")
        #expect(try server.psql(tables, database: second) == "0")
        try server.psql("CREATE TABLE note (body text); INSERT INTO note VALUES ('見積書')", database: first)
        #expect(try server.psql("SELECT body FROM note", database: first) == "見積書")
        #expect(try server.psql("SELECT to_regclass('note') IS NULL", database: second) == "t")
    }

    @Test("psql answers, by database name or URL", .enabled(if: PostgresServer.shared != nil))
    func psqlAnswers() throws {
        let server = try #require(PostgresServer.shared)
        let url = try server.makeDatabase()
        #expect(try server.psql("SELECT 1", database: url) == "1")
        let name = String(url.split(separator: "/").last ?? "")
        #expect(try server.psql("SELECT current_database()", database: url) == name)
        #expect(try server.psql("SELECT current_database()", database: name) == name)
        #expect(try server.psql("SELECT 1, 'a'; SELECT 2, 'b'", database: name) == "1|a\n2|b")
    }

    @Test("a failing statement throws with the server's error", .enabled(if: PostgresServer.shared != nil))
    func psqlThrows() throws {
        let server = try #require(PostgresServer.shared)
        let url = try server.makeDatabase()
        let error = try #require(throws: PostgresCommandError.self) { try server.psql("SELEC 1", database: url) }
        #expect(error.stderr.contains("syntax error"))
        #expect(throws: PostgresCommandError.self) { try server.makeDatabase(locale: "xx_NOWHERE.UTF-8") }
    }

    @Test("pg_trgm sees Japanese in a C.UTF-8 database and nothing in a C one", .enabled(if: PostgresServer.shared != nil))
    func trigramsFollowTheLocale() throws {
        let server = try #require(PostgresServer.shared)
        let unicode = try server.makeDatabase(), ascii = try server.makeDatabase(locale: "C")
        #expect(try server.psql("SHOW lc_ctype", database: unicode) == "C.UTF-8")
        #expect(try server.psql("SHOW lc_ctype", database: ascii) == "C")
        let trigrams = "CREATE EXTENSION pg_trgm; SELECT show_trgm('見積書')"
        let unicodeTrigrams = try server.psql(trigrams, database: unicode)
        #expect(unicodeTrigrams.hasPrefix("{") && unicodeTrigrams != "{}")
        #expect(try server.psql(trigrams, database: ascii) == "{}")
    }
}
