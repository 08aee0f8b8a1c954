import Data
import Foundation
import GRDB
import Testing
import TestSupport

/// `stats` and `db check` through the built binary; the damaged-file case is SQLite's alone.
@Suite("threads binary: stats and db check")
struct UpkeepEndToEndTests {
    let folder = TemporaryFolder()
    var database: String { folder.file("inbox.sqlite") }

    private func threads(_ arguments: [String]) throws -> CommandResult {
        try Binary.run(["--database", database] + arguments, variables: ["THREADS_NOW": "2026-11-22T09:00:00Z"])
    }

    private func cli(on kind: CLIDatabase) -> CLI {
        CLI(kind, in: folder, variables: ["THREADS_NOW": "2026-11-22T09:00:00Z"])
    }

    @Test(arguments: CLIDatabase.allCases)
    func statsCountsTheSample(on kind: CLIDatabase) throws {
        let threads = cli(on: kind)
        _ = try threads(["seed", "--sample"])
        let result = try threads(["stats", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["threads"] as? Int == 15)
        #expect(object["archived"] as? Int == 1)
        #expect(object["starred"] as? Int == 4)
        #expect((object["database_bytes"] as? Int ?? 0) > 0)
        #expect(try threads(["stats"]).stdoutLines.first == "threads   15")
    }

    @Test(arguments: CLIDatabase.allCases)
    func checkPassesOnAGoodDatabase(on kind: CLIDatabase) throws {
        let threads = cli(on: kind)
        _ = try threads(["seed", "--sample"])
        let result = try threads(["db", "check"])
        #expect(result.status == 0)
        let tokenizer = kind.tokenizerVersion.map { "tokenizer version: \($0) (current)\n" } ?? ""
        #expect(result.stdout == "integrity: ok\nschema version: \(kind.schemaVersion) (current)\n" + tokenizer)
        let json = try threads(["db", "check", "--format", "json"]).stdout
        let version = kind.tokenizerVersion.map { "\"\($0)\"" } ?? "null"
        #expect(json == #"{"integrity":"ok","schema_version":\#(kind.schemaVersion),"tokenizer_version":\#(version)}"# + "\n")
    }

    /// A short-term index recorded as another tokenizer version's (another toolchain's): `db check`
    /// names both versions, exits 1 and leaves the file as it was; the next other command rebuilds
    /// the index, and searches and the check are right again.
    @Test func checkReportsAnIndexOfAnotherTokenizerVersionAndTheNextCommandRebuildsIt() async throws {
        _ = try threads(["seed", "--sample"])
        let raw = try SQLiteDataStore.rawQueue(path: database)
        try await raw.write { db in
            try db.execute(sql: "UPDATE index_versions SET version = '1/Unicode 12.0'")
            // Tokens another fold would have left: none for the messages, and 鯨 where no text has it.
            try db.execute(sql: "INSERT INTO messages_short (messages_short) VALUES ('delete-all')")
            try db.execute(sql: "INSERT INTO messages_short (rowid, body) SELECT min(id), '鯨' FROM messages")
        }
        try await raw.writeWithoutTransaction { try $0.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)") }
        try raw.close()
        let before = FileManager.default.contents(atPath: database)
        for arguments in [["db", "check"], ["db", "check", "--format", "json"]] {
            let check = try threads(arguments)
            #expect(check.status == 1)
            #expect(check.stdout.isEmpty)
            #expect(check.stderr == "threads: the short-term search index was built by tokenizer version 1/Unicode 12.0, this threads has "
                + "\(SQLiteDataStore.tokenizerVersion); the next command that opens the database, other than 'db check', rebuilds it\n")
        }
        #expect(FileManager.default.contents(atPath: database) == before)

        let search = try threads(["list", "--all", "--search", "鯨", "--format", "json"])
        #expect(search.status == 0 && search.stdout == "[]\n", "\(search.stdout)\(search.stderr)")
        #expect(try threads(["list", "--all", "--search", "初稿", "--format", "tsv"]).stdout.contains("ロゴデザインの件"))
        let check = try threads(["db", "check"])
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stdout.hasSuffix("tokenizer version: \(SQLiteDataStore.tokenizerVersion) (current)\n"))
    }

    @Test func checkFailsOnADamagedDatabaseAndLeavesItAlone() async throws {
        _ = try threads(["seed", "--sample"])
        // Make the file big enough to have pages worth damaging, then overwrite a page in the middle.
        try await SQLiteDataStore.rawQueue(path: database).write { db in
            for index in 0..<400 { try db.execute(sql: "INSERT INTO saved_filters VALUES (?, ?)", arguments: ["f\(index)", String(repeating: "x", count: 200)]) }
        }
        try await SQLiteDataStore.rawQueue(path: database).writeWithoutTransaction { try $0.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)") }
        let handle = try #require(FileHandle(forUpdatingAtPath: database))
        // Garble the b-tree page headers of pages 3 to 10 (4096-byte pages): structure, not payload.
        for page in 2..<10 {
            try handle.seek(toOffset: UInt64(4096 * page))
            handle.write(Data(repeating: 0xA5, count: 12))
        }
        try handle.close()
        let damaged = FileManager.default.contents(atPath: database)
        let result = try threads(["db", "check"])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("threads: "))
        #expect(result.stderr.contains("integrity check") || result.stderr.contains("damaged"), "\(result.stderr)")
        #expect(FileManager.default.contents(atPath: database) == damaged)
    }
}

@Suite("threads binary: synthetic seeding")
struct SyntheticSeedEndToEndTests {
    let folder = TemporaryFolder()

    @Test(arguments: CLIDatabase.allCases)
    func seedsExactlyWhatWasAskedAndTheSameSeedReplaces(on kind: CLIDatabase) throws {
        let database = try kind.make(in: folder, named: "synthetic.sqlite")
        let seeded = try Binary.run(["--database", database, "seed", "--threads", "60", "--messages", "250", "--random-seed", "3"])
        #expect(seeded.stdout == "Seeded 60 synthetic threads with 250 messages (seed 3).\n")
        _ = try Binary.run(["--database", database, "seed", "--threads", "60", "--messages", "250", "--random-seed", "3"])
        let stats = try Binary.run(["--database", database, "stats", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(stats.stdout.utf8)) as? [String: Any])
        #expect(object["threads"] as? Int == 60)
        #expect(object["messages"] as? Int == 250)
        let usage = try Binary.run(["--database", database, "seed", "--threads", "5"])
        #expect(usage.status == 64 && usage.stderr.contains("--threads needs --messages"))
    }
}
