@testable import Data
import Domain
import Foundation
import GRDB
import Testing
import TestSupport

/// The short-term index's tokenizer version (schema 012, docs/search.md): recorded with the
/// index, reported by `db check` as it was found, and rebuilt by the next open that may write.
@Suite("Short-term index: tokenizer version")
struct TokenizerVersionTests {
    let path = TemporaryFolder().file("inbox.sqlite")

    /// A file holding `Seeds.inbox`, whose index then records `version` (nil: no row) and, with
    /// `damaged`, holds other tokens than its text gives, as another tokenizer's would: the
    /// messages' entries gone, and one message indexed as holding 会議, which no text holds.
    private func inbox(recording version: String?, damaged: Bool = false) async throws {
        let store = try SQLiteDataStore(path: path)
        _ = try await store.insertThreadsIfAbsent(Seeds.inbox)
        try store.close()
        let raw = try SQLiteDataStore.rawQueue(path: path)
        try await raw.write { db in
            try db.execute(sql: "DELETE FROM index_versions")
            if let version { try db.execute(sql: "INSERT INTO index_versions VALUES ('short_terms', ?)", arguments: [version]) }
            if damaged {
                try db.execute(sql: """
                    INSERT INTO messages_short (messages_short) VALUES ('delete-all');
                    INSERT INTO messages_short (rowid, body) SELECT id, '会議' FROM messages WHERE body = 'Shipped';
                    """)
            }
        }
        try await raw.writeWithoutTransaction { try $0.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)") }
        try raw.close()
    }

    private func recorded() async throws -> String? {
        try await SQLiteDataStore.rawQueue(path: path).read { try String.fetchOne($0, sql: "SELECT version FROM index_versions") }
    }

    /// The keys of the threads a search of `term` finds, every thread asked.
    private func search(_ term: String, _ store: SQLiteDataStore) async throws -> [String] {
        let query = ThreadQuery(filter: ThreadFilter(.term(.text(term)), includesAll: true))
        return try await StoreThreadRepository(store: store).listThreads(query).items.map(\.thread.key).sorted()
    }

    @Test func theVersionIsTheAlgorithmsRevisionAndTheRuntimesUnicodeVersion() {
        #expect(ShortTermTokenizer.version == "\(ShortTermTokenizer.revision)/Unicode \(ShortTermTokenizer.unicodeVersion)")
        #expect(SQLiteDataStore.tokenizerVersion == ShortTermTokenizer.version)
        let known = ShortTermTokenizer.sentinels.filter { $0.scalar.properties.age != nil }
        #expect(ShortTermTokenizer.unicodeVersion == known.last?.version ?? "<13.0")
        // Each sentinel is of the version it stands for, wherever the runtime knows it.
        for sentinel in known {
            let age = sentinel.scalar.properties.age.map { "\($0.major).\($0.minor)" }
            #expect(age == sentinel.version, "U+\(String(sentinel.scalar.value, radix: 16, uppercase: true))")
        }
        let versions = ShortTermTokenizer.sentinels.map(\.version)
        #expect(versions == versions.sorted { $0.compare($1, options: .numeric) == .orderedAscending })
    }

    @Test func aNewStoreRecordsThisBuildsVersion() async throws {
        let store = try SQLiteDataStore(path: path)
        let health = try await store.health()
        #expect(health.tokenizerVersion == TokenizerVersion(recorded: ShortTermTokenizer.version, current: ShortTermTokenizer.version))
        #expect(health.isHealthy)
        #expect(try await recorded() == ShortTermTokenizer.version)
        let memory = try await SQLiteDataStore.inMemory().health()
        #expect(memory.tokenizerVersion?.isCurrent == true)
    }

    @Test(arguments: ["0/Unicode 9.0", nil])
    func theCheckReportsAnotherVersionAsFoundAndChangesNothing(version: String?) async throws {
        try await inbox(recording: version, damaged: true)
        let before = FileManager.default.contents(atPath: path)
        let store = try SQLiteDataStore(path: path, staleIndex: .leave)
        let health = try await store.health()
        #expect(health.tokenizerVersion == TokenizerVersion(recorded: version, current: ShortTermTokenizer.version))
        #expect(!health.isHealthy)
        await #expect(throws: ThreadsError.store(.tokenizerMismatch(found: version, expected: ShortTermTokenizer.version))) {
            _ = try await CheckDatabase(threads: StoreThreadRepository(store: store))()
        }
        // The stale index answers as it was left: nothing rebuilt it.
        #expect(try await search("会議", store) == ["old"])
        try store.close()
        #expect(FileManager.default.contents(atPath: path) == before)
        #expect(try await recorded() == version)
    }

    /// On one connection (the CLI's) and on a writer with readers (the service's).
    @Test(arguments: [0, 2])
    func aWritableOpenRebuildsTheIndexAndRecordsThisBuildsVersion(readers: Int) async throws {
        try await inbox(recording: "0/Unicode 9.0", damaged: true)
        let store = try SQLiteDataStore(path: path, readers: readers)
        #expect(try await recorded() == ShortTermTokenizer.version)
        #expect(try await store.health().isHealthy)
        _ = try await CheckDatabase(threads: StoreThreadRepository(store: store))()
        // Terms of one and two characters find what the texts hold, and only that.
        #expect(try await search("会議", store) == [])
        #expect(try await search("送り", store) == ["logo"])
        #expect(try await search("打ち", store) == ["meeting"])
        #expect(try await search("水", store) == ["meeting"])
        #expect(try await search("ip", store) == ["old"])
        // FTS5's own check of the index against its content (rank 1) agrees. An INSERT, though it
        // writes nothing: SQLite runs it only on a connection that may write.
        try await SQLiteDataStore.rawQueue(path: path).write { db in
            try db.execute(sql: "INSERT INTO messages_short (messages_short, rank) VALUES ('integrity-check', 1)")
            try db.execute(sql: "INSERT INTO threads_short (threads_short, rank) VALUES ('integrity-check', 1)")
        }
        // The triggers keep it exact from then on.
        _ = try await store.insertThreadsIfAbsent([Seeds.thread("new", "議事録", messages: [Seeds.message("Ben", "水曜の会議", hours: 1)])])
        #expect(try await search("会議", store) == ["new"])
    }

    /// 012 records what built the index it finds: 010 run in the same transaction (from 009) is
    /// this build; an index from 010 or 011 was built by this project's only toolchain so far.
    @Test(arguments: [9, 11])
    func migrating012RecordsTheVersionThatBuiltTheIndex(from version: Int) async throws {
        try SQLiteDataStore(path: path, busyTimeout: 1, createFolders: false, migrations: Array(EmbeddedSchema.migrations.prefix(version))).close()
        let store = try SQLiteDataStore(path: path, staleIndex: .leave)
        #expect(try await recorded() == (version < 10 ? ShortTermTokenizer.version : ShortTermIndexVersion.before012))
        #expect(try await store.health().schemaVersion == SQLiteDataStore.schemaVersion)
    }

    @Test func anOpenOfACurrentIndexWritesNothing() async throws {
        try await inbox(recording: ShortTermTokenizer.version)
        let before = FileManager.default.contents(atPath: path)
        try SQLiteDataStore(path: path).close()
        #expect(FileManager.default.contents(atPath: path) == before)
    }
}
