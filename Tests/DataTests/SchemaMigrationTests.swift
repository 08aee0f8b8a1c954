@testable import Data
import Domain
import Foundation
import GRDB
import Testing
import TestSupport

/// Opening, migrating and refusing files: the "schema version" rules of docs/cli.md.
@Suite("SQLite schema and migrations")
struct SchemaMigrationTests {
    private func pragma(_ path: String, _ name: String) throws -> String? {
        try SQLiteDataStore.rawQueue(path: path).read { try String.fetchOne($0, sql: "PRAGMA \(name)") }
    }

    private func bytes(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

    @Test func aNewFileGetsTheLatestVersionOurIdAndWAL() throws {
        let path = TemporaryFolder().file("new.sqlite")
        _ = try SQLiteDataStore(path: path)
        #expect(try pragma(path, "user_version") == String(SQLiteDataStore.schemaVersion))
        #expect(try pragma(path, "application_id") == String(SchemaMigrator.applicationID))
        #expect(try pragma(path, "journal_mode") == "wal")
    }

    @Test func theEmbeddedMigrationsAreExactlyTheFilesInSchemaFolder() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../schema").standardized
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".sql") }.sorted()
        #expect(EmbeddedSchema.migrations.map(\.name) == names)
        for migration in EmbeddedSchema.migrations {
            let text = try String(contentsOf: folder.appendingPathComponent(migration.name), encoding: .utf8)
            #expect(migration.sql == text, "\(migration.name)")
        }
        #expect(EmbeddedSchema.migrations.map(\.version) == Array(1...names.count), "numbered 001, 002, … without gaps")
    }

    @Test func anOlderDatabaseIsMigratedForwardWithItsDataIntact() async throws {
        let path = TemporaryFolder().file("old.sqlite")
        let latest = EmbeddedSchema.migrations
        let previous = Array(latest.dropLast())
        _ = try SQLiteDataStore(path: path, busyTimeout: 1, createFolders: false, migrations: previous)
        // Rows as the previous build wrote them: today's code writes columns it did not have.
        try await SQLiteDataStore.rawQueue(path: path).write { db in
            try db.execute(sql: """
                INSERT INTO threads (id, key, title, title_key, starred, archived, created_at, last_activity_at)
                VALUES (1, 'a', 'Alpha', 'alpha', 1, 0, 1000, 1000), (2, 'b', 'Beta', 'beta', 0, 1, 2000, 2000);
                INSERT INTO participants VALUES (1, 0, 'Aiko', 'aiko'), (2, 0, 'Ben', 'ben');
                INSERT INTO messages (thread_id, author, body, sent_at, read) VALUES (1, 'Aiko', 'hi', 3000, 0);
                """)
        }
        // The real latest migration, then one more as a future migration would be.
        let next = latest + [(version: latest.count + 1, name: "probe.sql", sql: "CREATE TABLE probe (x INTEGER); INSERT INTO probe VALUES (42);")]
        let migrated = try SQLiteDataStore(path: path, busyTimeout: 1, createFolders: false, migrations: next)
        #expect(try pragma(path, "user_version") == String(latest.count + 1))
        let page = try await StoreThreadRepository(store: migrated).listThreads(ThreadQuery(filter: ThreadFilter(archive: .all, mute: .all)))
        #expect(page.items.map(\.thread.title) == ["Alpha", "Beta"])
        #expect(page.items.map(\.thread.isStarred) == [true, false])
        #expect(page.items.map(\.thread.isArchived) == [false, true])
        #expect(page.items.map(\.thread.isMuted) == [false, false])
        #expect(page.items.map(\.unreadCount) == [1, 0])
        // 014 summed the rows the previous build wrote into `thread_counts`, which `stats` reads alone.
        var stats = try await migrated.statistics()
        stats.sizeBytes = nil
        #expect(stats == InboxStatistics(threads: 2, messages: 1, starred: 1, unreadThreads: 1, unreadMessages: 1, archived: 1, sizeBytes: nil))
        #expect(try await migrated.health().problems == [])
        #expect(try await SQLiteDataStore.rawQueue(path: path).read { try Int.fetchOne($0, sql: "SELECT x FROM probe") } == 42)
    }

    @Test func aFailingMigrationLeavesTheFileAtItsOldVersion() async throws {
        let path = TemporaryFolder().file("half.sqlite")
        let first = Array(EmbeddedSchema.migrations.prefix(1))
        _ = try SQLiteDataStore(path: path, busyTimeout: 1, createFolders: false, migrations: first)
        let broken = first + [(version: 2, name: "002_broken.sql", sql: "CREATE TABLE fine (x); THIS IS NOT SQL;")]
        #expect {
            _ = try SQLiteDataStore(path: path, busyTimeout: 1, createFolders: false, migrations: broken)
        } throws: { error in
            guard case .store(.engineError(let failed, _)) = error as? ThreadsError else { return false }
            return failed == path
        }
        #expect(try pragma(path, "user_version") == "1")
        #expect(try await SQLiteDataStore.rawQueue(path: path).read { try $0.tableExists("fine") } == false)
    }

    /// A store opened ahead of its command (App's `StoreHeadStart`) changes nothing: a file that
    /// needs a migration or an index rebuild is refused as it is, and a current one opens.
    @Test func anOpenThatMayChangeNothingRefusesAnOlderFileUntouched() throws {
        let path = TemporaryFolder().file("older.sqlite")
        _ = try SQLiteDataStore(path: path, busyTimeout: 1, createFolders: false, migrations: Array(EmbeddedSchema.migrations.prefix(3)))
        let before = bytes(path)
        #expect(throws: SchemaMigrator.ChangeRefused.self) {
            _ = try SQLiteDataStore(path: path, changing: false)
        }
        #expect(bytes(path) == before)
        #expect(try pragma(path, "user_version") == "3")
        _ = try SQLiteDataStore(path: path)
        let current = try SQLiteDataStore(path: path, changing: false)
        #expect(current.path == path)
    }

    @Test func aNewerDatabaseIsRefusedUntouched() throws {
        let path = TemporaryFolder().file("newer.sqlite")
        _ = try SQLiteDataStore(path: path)
        try SQLiteDataStore.rawQueue(path: path).writeWithoutTransaction { try $0.execute(sql: "PRAGMA user_version = 99") }
        let before = bytes(path)
        #expect {
            _ = try SQLiteDataStore(path: path)
        } throws: { error in
            error as? ThreadsError == .store(.newerSchema(path: path, found: 99, supported: SQLiteDataStore.schemaVersion))
        }
        #expect(bytes(path) == before)
    }

    @Test func anotherApplicationsDatabaseIsRefusedUntouched() throws {
        let path = TemporaryFolder().file("other.sqlite")
        try SQLiteDataStore.rawQueue(path: path).write { try $0.execute(sql: "CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES ('mine')") }
        let before = bytes(path)
        #expect {
            _ = try SQLiteDataStore(path: path)
        } throws: { error in
            error as? ThreadsError == .store(.foreignDatabase(path: path))
        }
        #expect(bytes(path) == before)
    }

    @Test(arguments: ["random", "text"])
    func aFileThatIsNotSQLiteIsRefusedUntouched(content: String) throws {
        let path = TemporaryFolder().file("junk.sqlite")
        var generator = SplitMix64(seed: 7)
        let data = content == "random"
            ? Data((0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) })
            : Data(String(repeating: "hello, not a database\n", count: 200).utf8)
        FileManager.default.createFile(atPath: path, contents: data)
        #expect {
            _ = try SQLiteDataStore(path: path)
        } throws: { error in
            error as? ThreadsError == .store(.notADatabase(path: path))
        }
        #expect(bytes(path) == data)
    }

    @Test func theTrigramTokenizerIsAvailable() throws {
        let queue = try DatabaseQueue()
        try queue.write { db in
            try db.execute(sql: "CREATE VIRTUAL TABLE probe USING fts5(body, tokenize = 'trigram')")
            try db.execute(sql: "INSERT INTO probe VALUES ('ロゴデザインの件')")
            #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM probe WHERE probe MATCH '\"デザイン\"'") == 1)
        }
    }
}
