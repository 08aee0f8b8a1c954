@testable import Data
import Domain
import Foundation
import GRDB
import Testing
import TestSupport

/// A mail import into an empty store builds the body indexes on connections of their own and
/// copies them in (`BodyIndexBuild`): the store must end as the triggers would have left it, its
/// schema the same, its writer connection still writing the index right, and a failure must undo
/// every step.
@Suite("Body indexes built aside")
struct BodyIndexBuildTests {
    /// `drafts` as mail: each thread's messages replying to its first.
    static func mail(_ drafts: [ThreadDraft] = BulkIndexTests.drafts) -> MailDrafts {
        MailDrafts(drafts.flatMap { draft in
            draft.messages.enumerated().map { number, message in
                var message = message
                message.messageID = "\(draft.key).\(number)@x"
                message.references = number == 0 ? [] : ["\(draft.key).0@x"]
                return MailDraft(message: message, title: draft.title, isFlagged: false)
            }
        })
    }

    /// Every object of the schema as SQLite keeps it, but for where it sits in the file.
    static func schema(_ store: SQLiteDataStore) async throws -> [String] {
        try await store.read { db in
            try String.fetchAll(db, sql: "SELECT type || ' ' || name || ' ' || tbl_name || ' ' || coalesce(sql, '') FROM sqlite_master ORDER BY type, name")
        }
    }

    /// Messages whose body holds `term`, through the writer's connection (where FTS5 keeps what it read).
    static func matches(_ term: String, _ store: SQLiteDataStore) async throws -> Int {
        try await store.write { db in
            try Int.fetchOne(db, sql: "SELECT count(*) FROM messages_fts WHERE messages_fts MATCH ?", arguments: ["\"\(term)\""]) ?? -1
        }
    }

    static func store() throws -> SQLiteDataStore {
        // A 64 KiB buffer: each side writes several segments before it merges them.
        try SQLiteDataStore(path: TemporaryFolder().file("threads.sqlite"), bulkLoad: BulkLoad(cacheKiB: 8_192, batchRows: 1_000, indexBufferKiB: 64))
    }

    @Test func aFirstImportLeavesTheSchemaAndTheIndexTheTriggersWouldHave() async throws {
        let store = try Self.store()
        let before = try await Self.schema(store)
        _ = try await store.importMail(from: Self.mail())
        #expect(try await Self.schema(store) == before)
        #expect(try await BulkIndexTests.segments(store) == Dictionary(uniqueKeysWithValues: BulkIndexTests.tables.map { ($0, 1) }))
        try await BulkIndexTests.expectFTS5Defaults(store)
        try await BulkIndexTests.expectTheIndexFTS5Rebuilds(store)
    }

    /// The writer has searched the empty index before the import, so FTS5 holds its structure in
    /// memory; a message written after the import must join the copied index, not replace it.
    @Test func theWriterGoesOnWritingTheIndexItWasGiven() async throws {
        let store = try Self.store()
        #expect(try await Self.matches("invoice", store) == 0)
        _ = try await store.importMail(from: Self.mail())
        let invoices = try await Self.matches("invoice", store)
        #expect(invoices > 0)
        _ = try await store.insertMessage(MessageDraft(author: "b", body: "xylophone invoice 後で", sentAt: Seeds.at(hours: 9_000), isRead: false),
                                          threadID: 1, unlessCrossedAfter: nil, as: nil)
        #expect(try await Self.matches("xylophone", store) == 1)
        #expect(try await Self.matches("invoice", store) == invoices + 1)
        try await BulkIndexTests.expectTheIndexFTS5Rebuilds(store)
    }

    /// The same on one connection, in one transaction, with nothing in between that would make
    /// FTS5 read the structure record again: it has read the empty index, the build replaces it,
    /// and a message the trigger indexes then must land in the index the build made.
    @Test func aConnectionThatHadReadTheIndexWritesIntoTheOneCopiedIn() async throws {
        let store = try Self.store()
        let bodies = (1...300).map { "message \($0) invoice 請求書 \(String(repeating: "z\($0) ", count: $0 % 40))" }
        try await store.write { db in
            #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM messages_fts WHERE messages_fts MATCH 'invoice'") == 0)
            let build = try #require(try BodyIndexBuild.start(db, bufferBytes: 65_536))
            defer { build.cancel() }
            try db.execute(sql: "INSERT INTO threads (id, key, title, title_key, created_at, last_activity_at) VALUES (1, 'k', 'Quarterly invoices', 'quarterly invoices', 0, 0)")
            let insert = try db.makeStatement(sql: "INSERT INTO messages (id, thread_id, author, body, sent_at) VALUES (?, 1, 'a', ?, ?)")
            for (offset, body) in bodies.enumerated() { try insert.execute(arguments: [offset + 1, body, offset]) }
            try build.add(bodies.enumerated().map { (id: Int64($0.offset + 1), body: Data($0.element.utf8)) })
            try build.finish(into: db)
            try insert.execute(arguments: [bodies.count + 1, "xylophone invoice", bodies.count])
        }
        #expect(try await Self.matches("invoice", store) == bodies.count + 1)
        #expect(try await Self.matches("xylophone", store) == 1)
        try await BulkIndexTests.expectTheIndexFTS5Rebuilds(store)
    }

    struct Stop: Error {}

    /// A write that fails once the build has dropped the triggers and begun: everything undone,
    /// the sides stopped, and the next write indexed by the triggers again.
    @Test func aWriteThatFailsPartWayLeavesTheStoreAsItWas() async throws {
        let store = try Self.store()
        let before = try await Self.schema(store)
        await #expect(throws: Stop.self) {
            try await store.write { db in
                let build = try #require(try BodyIndexBuild.start(db, bufferBytes: 65_536))
                defer { build.cancel() }
                try build.add([(id: 1, body: Data("xylophone".utf8))])
                throw Stop()
            }
        }
        #expect(try await Self.schema(store) == before)
        _ = try await store.importMail(from: Self.mail(Array(BulkIndexTests.drafts.prefix(3))))
        #expect(try await Self.matches("xylophone", store) == 0)
        _ = try await store.insertMessage(MessageDraft(author: "b", body: "xylophone", sentAt: Seeds.at(hours: 9_000), isRead: false),
                                          threadID: 1, unlessCrossedAfter: nil, as: nil)
        #expect(try await Self.matches("xylophone", store) == 1)
    }

    /// A store with messages fills the indexes in place: the build declines, the triggers stay.
    @Test func aStoreWithMessagesIsIndexedInPlace() async throws {
        let store = try Self.store()
        _ = try await store.importMail(from: Self.mail(Array(BulkIndexTests.drafts.prefix(200))))
        let declined = try await store.write { db in try BodyIndexBuild.start(db, bufferBytes: 65_536) == nil }
        #expect(declined)
        _ = try await store.importMail(from: Self.mail(Array(BulkIndexTests.drafts.suffix(200))))
        try await BulkIndexTests.expectTheIndexFTS5Rebuilds(store)
    }
}
