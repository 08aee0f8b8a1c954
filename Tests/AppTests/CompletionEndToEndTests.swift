import Data
import Foundation
import GRDB
import Testing
import TestSupport

/// The completion call through the built binary, as a shell makes it on every Tab: it reads the
/// database and writes nothing, whatever the database is (docs/completion.md), says nothing on
/// stderr, and no index typed into the call makes it crash.
@Suite("threads binary: completion calls")
struct CompletionEndToEndTests {
    let folder = TemporaryFolder()

    /// `threads list --filter <Tab>` on `database`.
    private func completeFilter(_ database: String) throws -> CommandResult {
        try Binary.run(["---completion", "list", "--", "--filter", "3", "0", "threads", "list", "--filter", ""],
                       variables: ["THREADS_DATABASE": database])
    }

    /// The folder's files with their bytes: a file written, made or left behind (`-wal`, `-shm`) shows.
    private func snapshot() throws -> [String: Data] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        return try Dictionary(uniqueKeysWithValues: names.map { ($0, try Data(contentsOf: URL(fileURLWithPath: folder.file($0)))) })
    }

    /// A database of an older schema is not migrated by a Tab: nothing offered, nothing said,
    /// the file byte for byte as it was.
    @Test(arguments: SchemaFixtureTests.versions.dropLast())
    func anOlderDatabaseIsLeftAsItWas(version: String) throws {
        let database = folder.file("old.sqlite")
        try FileManager.default.copyItem(atPath: SchemaFixtureTests.folder.appendingPathComponent("schema-\(version).sqlite").path, toPath: database)
        let before = try snapshot()
        let result = try completeFilter(database)
        #expect(result.status == 0)
        #expect(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, "\(result.stdout)")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        #expect(try snapshot() == before)
    }

    /// A short-term index of another tokenizer version, which a command would rebuild: a Tab
    /// reads what it needs (the saved filters) and rebuilds nothing.
    @Test func aStaleSearchIndexIsReadNotRebuilt() throws {
        let database = folder.file("inbox.sqlite")
        #expect(try Binary.run(["--database", database, "seed", "--sample", "--quiet"]).status == 0)
        #expect(try Binary.run(["--database", database, "filter", "save", "urgent", "--starred"]).status == 0)
        let raw = try SQLiteDataStore.rawQueue(path: database)
        try raw.write { db in try db.execute(sql: "UPDATE index_versions SET version = 'another tokenizer' WHERE name = 'short_terms'") }
        try raw.close()
        let before = try snapshot()
        let result = try completeFilter(database)
        #expect(result.status == 0 && result.stdoutLines == ["urgent"], "\(result.stdout)")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        #expect(try snapshot() == before)
    }

    #if Postgres
    /// On PostgreSQL a Tab reads in read-only transactions: a new database is not given the
    /// schema, and a database in use offers its names and is left as it was, row for row.
    @Test(.enabled(if: CLIDatabase.allCases.contains(.postgres)))
    func aPostgresDatabaseIsReadNotMigrated() throws {
        let server = try CLIDatabase.server()
        let empty = try CLIDatabase.postgres.make(in: folder)
        let nothing = try completeFilter(empty)
        #expect(nothing.status == 0 && nothing.stdout.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty && nothing.stderr.isEmpty,
                "\(nothing.stdout)\(nothing.stderr)")
        #expect(try server.psql("SELECT count(*) FROM pg_namespace WHERE nspname = 'threads'", database: empty) == "0")
        let threads = CLI(.postgres, in: folder)
        #expect(try threads(["filter", "save", "urgent", "--starred"]).status == 0)
        let before = try threads.contents()
        let offered = try completeFilter(try threads.database())
        #expect(offered.status == 0 && offered.stdoutLines == ["urgent"] && offered.stderr.isEmpty, "\(offered.stdout)\(offered.stderr)")
        #expect(try threads.contents() == before)
    }
    #endif

    /// A word index past any word, as anyone may type it: an empty word is completed; for an
    /// argument no command has, the call is refused (argument-parser's line), not a crash.
    @Test func aHugeWordIndexDoesNotCrash() throws {
        let refused = try Binary.run(["---completion", "--", "x", "9223372036854775807", "a"])
        #expect(refused.status == 64 && refused.stdout.isEmpty, "\(refused.status) \(refused.stderr)")
        let database = folder.file("inbox.sqlite")
        #expect(try Binary.run(["--database", database, "filter", "save", "urgent", "--starred"]).status == 0)
        let result = try Binary.run(["---completion", "list", "--", "--filter", "9223372036854775807", "threads", "list", "--filter", "u"],
                                    variables: ["THREADS_DATABASE": database])
        #expect(result.status == 0 && result.stdoutLines == ["urgent"], "\(result.status) \(result.stdout) \(result.stderr)")
        #expect(result.stderr.isEmpty)
    }
}
