import Data
import Foundation
import Testing
import TestSupport

/// A database this user may read but not write: reads work, writes fail with one clear line,
/// exit 1, and the file is left byte for byte. Run as `nobody`, since root ignores permissions.
@Suite("Read-only database", .enabled(if: Binary.mustRunAsNobody, "needs root, runuser and the nobody user"))
struct ReadOnlyEndToEndTests {
    let folder = TemporaryFolder(reachableByAll: true)
    /// A space, `%` and `#` in the name: the read-only fallback opens it through a file: URI.
    var database: String { folder.file("my inbox %20 #1.sqlite") }

    init() throws {
        #expect(try Binary.run(["--database", database, "seed", "--sample", "--quiet"]).status == 0)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: database)
    }

    private func asNobody(_ arguments: [String], stdin: String? = nil) throws -> CommandResult {
        try Binary.run(["--database", database] + arguments, stdin: stdin, user: "nobody")
    }

    private func contents() throws -> Data { try Data(contentsOf: URL(fileURLWithPath: database)) }

    private var readOnlyLine: String { "threads: the database \(database) is read-only; check its permissions and its folder's\n" }

    @Test func inAReadOnlyFolderReadsWorkAndWritesFailUntouched() throws {
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path)
        let before = try contents()
        let list = try asNobody(["list"])
        #expect(list.status == 0, "\(list.stderr)")
        #expect(list.stdout == (try Binary.run(["--database", database, "list"]).stdout))
        #expect(list.stdoutLines.count == 14)
        #expect(try asNobody(["show", "1", "--format", "json"]).status == 0)
        #expect(try asNobody(["export"]).stdoutLines.count == 15)
        #expect(try asNobody(["db", "check"]).status == 0)
        for write in [["star", "1"], ["post", "1", "--body", "hi"], ["new", "--title", "T", "--with", "A"], ["filter", "save", "s", "--starred"]] {
            let result = try asNobody(write)
            #expect(result.status == 1, "\(write)")
            #expect(result.stderr == readOnlyLine, "\(write)")
            #expect(result.stdout.isEmpty)
        }
        let imported = try asNobody(["import", "-"], stdin: #"{"key":"k","title":"T","participants":["A"]}"# + "\n")
        #expect(imported.status == 1 && imported.stderr == readOnlyLine)
        #expect(try contents() == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [(database as NSString).lastPathComponent])
    }

    @Test func aReadOnlyFileInAWritableFolderReadsAndRefusesWrites() throws {
        try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: folder.path)
        let before = try contents()
        #expect(try asNobody(["list", "--starred"]).stdoutLines.count == 4)
        let post = try asNobody(["post", "2", "--body", "-"], stdin: "hello")
        #expect(post.status == 1)
        #expect(post.stderr == readOnlyLine)
        #expect(try contents() == before)
        // The owner still writes normally afterwards.
        #expect(try Binary.run(["--database", database, "star", "2"]).status == 0)
    }

    @Test func aReadOnlyDatabaseOfAnOlderSchemaIsRefusedUntouched() throws {
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path)
        let old = folder.file("old.sqlite")
        try FileManager.default.copyItem(atPath: SchemaFixtureTests.folder.appendingPathComponent("schema-001.sqlite").path, toPath: old)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: old)
        let before = try Data(contentsOf: URL(fileURLWithPath: old))
        let list = try Binary.run(["--database", old, "list"], user: "nobody")
        #expect(list.status == 1)
        #expect(list.stdout.isEmpty)
        #expect(list.stderr == "threads: the database \(old) is read-only and needs upgrading to schema version \(SQLiteDataStore.schemaVersion); open it once with write access\n")
        #expect(try Data(contentsOf: URL(fileURLWithPath: old)) == before)
        // Opened once by its owner, it is upgraded and then reads for everyone.
        #expect(try Binary.run(["--database", old, "db", "check"]).status == 0)
        #expect(try Binary.run(["--database", old, "list"], user: "nobody").status == 0)
    }
}
