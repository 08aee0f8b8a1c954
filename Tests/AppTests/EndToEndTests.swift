import Foundation
import Data
import GRDB
import Testing
import TestSupport

/// The built `threads` binary on temporary databases: stdout, stderr and exit code, as a user sees them.
/// The tests that take a `CLIDatabase` run on a PostgreSQL database too where its test server runs;
/// the others are about files.
@Suite("threads binary, end to end")
struct EndToEndTests {
    let folder = TemporaryFolder()
    var database: String { folder.file("inbox.sqlite") }
    var fixedNow: [String: String] { ["THREADS_NOW": "2026-11-22T09:00:00Z"] }

    private func threads(_ arguments: [String], _ variables: [String: String] = [:]) throws -> CommandResult {
        try Binary.run(["--database", database] + arguments, variables: fixedNow.merging(variables) { $1 })
    }

    @Test(arguments: CLIDatabase.allCases)
    func quickStartSeedsAndListsTheSample(on kind: CLIDatabase) throws {
        let threads = CLI(kind, in: folder, variables: fixedNow)
        let seeded = try threads(["seed", "--sample"])
        #expect(seeded.status == 0)
        #expect(seeded.stdout == "Added the sample inbox: 15 threads. Try 'threads list'.\n")
        let listed = try threads(["list"])
        #expect(listed.status == 0 && listed.stderr.isEmpty)
        // Piped, so TSV: 14 threads (the archived one is left out), newest first.
        #expect(listed.stdoutLines.count == 14)
        #expect(listed.stdoutLines.first == "2\t1\t1\t2026-11-22T08:40:00Z\tInvoice #2041 for the March sprint\tDana Whitfield\t", "no tags: the last column is empty")
        let again = try threads(["seed", "--sample"])
        #expect(again.stdout.contains("already loaded"))
        #expect(try threads(["list", "--all", "--limit", "0"]).stdoutLines.count == 15)
    }

    @Test(arguments: CLIDatabase.allCases)
    func theTableAsAPersonSeesIt(on kind: CLIDatabase) throws {
        let threads = CLI(kind, in: folder, variables: fixedNow)
        _ = try threads(["seed", "--sample"])
        let result = try threads(["list", "--starred", "--format", "table"], ["COLUMNS": "72"])
        #expect(result.status == 0)
        #expect(result.stdout == """
            Starred — 4 of 14 threads
              ID  TITLE                             WITH             UNREAD  ACTIVE
            ★  2  Invoice #2041 for the March spr…  Dana Whitfield        1  20m ago
            ★  1  ロゴデザインの件                  Aiko, Ben             1  3h ago
            ★  5  Contract renewal — 2027 terms     Legal Team, Da…          6d ago
            ★ 13  確定申告の書類                    税理士 山田           1  10d ago

            """)
        #expect(!result.stdout.contains("\u{1B}["), "no colour when piped")
        let colored = try threads(["list", "--starred", "--format", "table", "--color", "always"], ["NO_COLOR": "1"])
        #expect(colored.stdout.contains("\u{1B}[33m★"), "--color always wins over NO_COLOR")
    }

    @Test(arguments: CLIDatabase.allCases)
    func jsonIsOneArrayWithTheSpecsFields(on kind: CLIDatabase) throws {
        let threads = CLI(kind, in: folder, variables: fixedNow)
        _ = try threads(["seed", "--sample"])
        let result = try threads(["list", "--search", "ロゴ", "--format", "json"])
        let array = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(array.map { $0["key"] as? String } == ["sample-logo", "sample-welcome"])
        let first = try #require(array.first)
        #expect(Set(first.keys) == ["id", "key", "title", "participants", "starred", "archived", "muted", "tags", "unread_count",
                                    "message_count", "created_at", "last_activity_at", "last_message"])
        #expect(first["last_activity_at"] as? String == "2026-11-22T06:00:00Z")
        #expect(try threads(["list", "--search", "nothing-like-this", "--format", "json"]).stdout == "[]\n")
    }

    @Test(arguments: [
        (["list", "--bogus"], "Unknown option '--bogus'"),
        (["list", "--since", "2026-02-30"], "invalid date '2026-02-30' for --since"),
        (["list", "--limit", "ten"], "--limit"),
        (["list", "--offset=-3"], "--offset must be 0 or more"),
        (["list", "--archived", "--all"], "cannot be used together"),
        (["list", "--sort", "size"], "--sort"),
        (["list", "--search", ""], "--search needs some text"),
        (["frobnicate"], "frobnicate"),
        (["filter", "save", "has space", "--starred"], "invalid filter name"),
    ])
    func usageErrorsExit64WithOneLine(arguments: [String], fragment: String) throws {
        let result = try threads(arguments)
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("threads: "))
        #expect(result.stderr.filter { $0 == "\n" }.count == 1, "one line: \(result.stderr)")
        #expect(result.stderr.contains(fragment), "\(result.stderr)")
    }

    @Test func unsupportedDatabaseURLIsAUsageError() throws {
        let result = try Binary.run(["list", "--database", "mysql://localhost/inbox"])
        #expect(result.status == 64)
        #expect(result.stderr == "threads: database URL scheme 'mysql' is not supported by this build; give a file path\n")
    }

    #if !Postgres
    @Test func aPostgresURLNamesTheFlagThatBuildsTheStore() throws {
        let result = try Binary.run(["list", "--database", "postgres://me:secret@localhost/inbox"])
        #expect(result.status == 64)
        #expect(result.stderr == "threads: this build has no PostgreSQL store; build it with 'swift build --traits Postgres' (docs/postgres.md), or give a file path\n")
    }
    #endif

    @Test(arguments: CLIDatabase.allCases)
    func unknownSavedFilterExits1AndChangesNothing(on kind: CLIDatabase) throws {
        let threads = CLI(kind, in: folder, variables: fixedNow)
        _ = try threads(["seed", "--sample"])
        let before = try threads.contents()
        let result = try threads(["list", "--filter", "nope"])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "threads: no saved filter named 'nope'; see 'threads filter list'\n")
        #expect(try threads(["filter", "delete", "nope"]).status == 1)
        #expect(try threads.contents() == before)
    }

    @Test func aNewerDatabaseIsRefusedUntouched() async throws {
        _ = try threads(["seed", "--sample"])
        try await DatabaseQueue(path: database).writeWithoutTransaction { try $0.execute(sql: "PRAGMA user_version = \(SQLiteDataStore.schemaVersion + 1)") }
        let before = FileManager.default.contents(atPath: database)
        let result = try threads(["list"])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("threads: the database ") && result.stderr.contains("newer than this threads knows"))
        #expect(FileManager.default.contents(atPath: database) == before)
    }

    @Test func aFileThatIsNotADatabaseIsRefusedUntouched() throws {
        let junk = Data((0..<2048).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
        FileManager.default.createFile(atPath: database, contents: junk)
        let result = try threads(["list"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("is not a threads database"))
        #expect(FileManager.default.contents(atPath: database) == junk)
    }

    @Test(arguments: CLIDatabase.allCases)
    func savedFiltersRoundTripThroughTheBinary(on kind: CLIDatabase) throws {
        let threads = CLI(kind, in: folder, variables: fixedNow)
        _ = try threads(["seed", "--sample"])
        let saved = try threads(["filter", "save", "urgent", "--starred", "--unread", "--sort", "unread"])
        #expect(saved.stdout == "Saved filter 'urgent': Starred · unread, sorted by unread. Use it with 'threads list --filter urgent'.\n")
        #expect(try threads(["filter", "list"]).stdout == "NAME    FILTER\nurgent  Starred · unread, sorted by unread\n")
        let shown = try threads(["filter", "show", "urgent"]).stdoutLines
        #expect(shown.suffix(2) == ["  query: is:starred is:unread", "  threads list 'is:starred is:unread' --sort unread"])
        let listed = try threads(["list", "--filter", "urgent", "--with", "aiko"])
        #expect(listed.stdoutLines.map { $0.split(separator: "\t").first ?? "" } == ["1"])
        let json = try threads(["filter", "show", "urgent", "--format", "json"])
        #expect(json.stdout.hasPrefix("{\"name\":\"urgent\",\"query\":\"is:starred is:unread\",\"all\":false,\"starred\":true,\"unread\":true,"))
        #expect(try threads(["filter", "delete", "urgent"]).stdout == "Deleted filter 'urgent'.\n")
        #expect(try threads(["filter", "list"]).stdout.hasPrefix("No saved filters."))
    }

    @Test func dbPathFollowsTheSpecsOrderAndCreatesNothing() throws {
        let home = TemporaryFolder()
        #expect(try Binary.run(["db", "path"], variables: ["HOME": home.path]).stdout == home.path + "/.local/share/threads/threads.sqlite\n")
        #expect(try Binary.run(["db", "path"], variables: ["HOME": home.path, "XDG_DATA_HOME": "/x/data"]).stdout == "/x/data/threads/threads.sqlite\n")
        #expect(try Binary.run(["db", "path"], variables: ["THREADS_DATABASE": "/y/t.db", "XDG_DATA_HOME": "/x"]).stdout == "/y/t.db\n")
        #expect(try Binary.run(["--database", "/z.db", "db", "path"], variables: ["THREADS_DATABASE": "/y/t.db"]).stdout == "/z.db\n")
        #expect(!FileManager.default.fileExists(atPath: home.path + "/.local"))
    }

    @Test func theDefaultLocationIsCreatedPrivate() throws {
        let home = TemporaryFolder()
        let result = try Binary.run(["seed", "--sample"], variables: ["HOME": home.path])
        #expect(result.status == 0)
        let file = home.path + "/.local/share/threads/threads.sqlite"
        let attributes = try FileManager.default.attributesOfItem(atPath: file)
        #expect(attributes[.posixPermissions] as? Int == 0o600)
        let folder = try FileManager.default.attributesOfItem(atPath: home.path + "/.local/share/threads")
        #expect(folder[.posixPermissions] as? Int == 0o700)
    }

    @Test func helpIsOnStdoutWithExitZero() throws {
        let result = try Binary.run(["list", "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("--starred") && result.stdout.contains("Examples:"))
        #expect(result.stderr.isEmpty)
    }
}
