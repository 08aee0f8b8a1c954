@testable import PostgresStore
import Foundation
import Testing

/// Migration files are sent one statement at a time; the split must respect quotes,
/// dollar-quoted function bodies and comments.
@Suite("SQL statement splitting")
struct SQLStatementsTests {
    @Test func semicolonsInsideQuotesBodiesAndCommentsDoNotSplit() {
        let sql = """
            -- a comment; with a semicolon
            CREATE TABLE a (x text DEFAULT 'it''s; fine');
            /* block; comment */ CREATE FUNCTION f() RETURNS void LANGUAGE plpgsql AS $$
            BEGIN PERFORM 1; PERFORM 2; END
            $$;
            CREATE FUNCTION g() RETURNS text LANGUAGE sql AS $body$ SELECT ';' $body$;
            SELECT "odd;name" FROM a WHERE x = $1;
            """
        #expect(SQLStatements.split(sql) == [
            "CREATE TABLE a (x text DEFAULT 'it''s; fine')",
            "CREATE FUNCTION f() RETURNS void LANGUAGE plpgsql AS $$\nBEGIN PERFORM 1; PERFORM 2; END\n$$",
            "CREATE FUNCTION g() RETURNS text LANGUAGE sql AS $body$ SELECT ';' $body$",
            "SELECT \"odd;name\" FROM a WHERE x = $1",
        ])
    }

    @Test func theShippedMigrationSplitsIntoWholeStatements() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../schema/postgres/001_initial.sql")
        let statements = SQLStatements.split(try String(contentsOf: file, encoding: .utf8))
        #expect(statements.count > 20)
        #expect(statements.allSatisfy { !$0.hasSuffix(";") && !$0.hasPrefix("--") })
        // Every function body arrives whole.
        let functions = statements.filter { $0.hasPrefix("CREATE FUNCTION") }
        #expect(!functions.isEmpty && functions.allSatisfy { $0.components(separatedBy: "$$").count == 3 })
    }
}
