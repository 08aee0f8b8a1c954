@testable import Data
import Domain
import Foundation
import GRDB
import Testing
import TestSupport

/// The bulk paths (`seed` and `import` through `ImportStaging`, mail through `MailStaging`) give
/// the messages' search indexes a larger in-memory buffer than a single write does
/// (`SearchIndexBuffer`), so they cut the index into other segments; what the index holds must be
/// what a row-by-row build leaves: the same terms, in the same documents, at the same places, in
/// all five tables.
@Suite("Bulk index builds")
struct BulkIndexTests {
    static let tables = ["threads_fts", "messages_fts", "threads_short", "messages_short", "messages_words"]

    /// 400 threads of 8 messages of about 300 characters, English and Japanese: well over FTS5's
    /// default 1 MiB buffer, so the row-by-row build writes several segments and merges them.
    static let drafts: [ThreadDraft] = {
        var random = SeededRandom(seed: 11)
        let words = ["invoice", "請求書", "review", "会議室", "draft", "予約", "ZQ-7", "Straße", "İstanbul", "déjà"]
        return (0..<400).map { index in
            let messages = (0..<8).map { number in
                let body = (0..<40).map { _ in words[random.below(words.count)] }.joined(separator: number % 2 == 0 ? " " : "、")
                return MessageDraft(author: "a\(number % 3)", body: body, sentAt: Seeds.at(hours: Double(index * 8 + number)), isRead: false)
            }
            return ThreadDraft(key: "k\(index)", title: "\(words[index % words.count]) \(index)", participants: ["p"],
                               createdAt: Seeds.base, messages: messages)
        }
    }()

    /// Each table's index as sorted lines of term, document, column and offset.
    static func index(_ store: SQLiteDataStore) async throws -> [String: [String]] {
        try await store.write { db in
            var found: [String: [String]] = [:]
            for table in tables {
                try db.execute(sql: "CREATE VIRTUAL TABLE IF NOT EXISTS temp.vocab_\(table) USING fts5vocab(main, \(table), instance)")
                found[table] = try String.fetchAll(db, sql: """
                    SELECT quote(term) || ' ' || doc || ' ' || coalesce(col, '-') || ' ' || coalesce(offset, '-')
                    FROM temp.vocab_\(table) ORDER BY term, doc, col, offset
                    """)
                // And FTS5's own check that the index is the one its content gives.
                try db.execute(sql: "INSERT INTO \(table) (\(table), rank) VALUES ('integrity-check', 1)")
            }
            return found
        }
    }

    /// The row-by-row build: each thread and message inserted alone, the triggers indexing each.
    static func rowByRow(_ drafts: [ThreadDraft] = drafts) async throws -> [String: [String]] {
        let store = try SQLiteDataStore.inMemory()
        _ = try await store.insertThreadsIfAbsent(drafts)
        return try await index(store)
    }

    @Test(arguments: [32_768, 64])
    func importAndSeedLeaveTheRowByRowIndex(bufferKiB: Int) async throws {
        let store = try SQLiteDataStore(path: TemporaryFolder().file("threads.sqlite"),
                                        bulkLoad: BulkLoad(cacheKiB: 8_192, batchRows: 1_000, indexBufferKiB: bufferKiB))
        _ = try await store.upsertThreads(from: ImportStagingTests.Drafts(Self.drafts))
        let bulk = try await Self.index(store)
        let plain = try await Self.rowByRow()
        for table in Self.tables {
            #expect(bulk[table] == plain[table], "\(table)")
            #expect(bulk[table]?.isEmpty == false, "\(table)")
        }
        try await Self.expectFTS5Defaults(store)
    }

    /// The buffer and the merging are FTS5's defaults again once a bulk write is done, so a later
    /// single write neither holds a large buffer nor leaves its segments unmerged.
    static func expectFTS5Defaults(_ store: SQLiteDataStore) async throws {
        for table in SearchIndexBuffer.tables {
            let settings = try await store.read { db in
                try Dictionary(uniqueKeysWithValues: Row.fetchAll(db, sql: "SELECT k, v FROM \(table)_config WHERE k != 'version'").map {
                    (try $0.decode(atIndex: 0) as String, try $0.decode(atIndex: 1) as Int)
                })
            }
            #expect(settings == ["hashsize": SearchIndexBuffer.defaultBytes, "automerge": SearchIndexMerge.defaultAutomerge,
                                 "crisismerge": SearchIndexMerge.defaultCrisismerge], "\(table)")
        }
    }

    @Test func aMailImportLeavesTheRowByRowIndex() async throws {
        let store = try SQLiteDataStore(path: TemporaryFolder().file("threads.sqlite"))
        let mail = Self.drafts.flatMap { draft in
            draft.messages.enumerated().map { number, message in
                var message = message
                message.messageID = "\(draft.key).\(number)@x"
                message.references = number == 0 ? [] : ["\(draft.key).0@x"]
                return MailDraft(message: message, title: draft.title, isFlagged: false)
            }
        }
        _ = try await store.importMail(from: MailDrafts(mail))
        try await Self.expectFTS5Defaults(store)
        try await Self.expectTheIndexFTS5Rebuilds(store)
    }

    /// The store's index is the one FTS5 builds again from the same rows, one at a time.
    static func expectTheIndexFTS5Rebuilds(_ store: SQLiteDataStore) async throws {
        let written = try await index(store)
        try await store.write { db in
            for table in tables { try db.execute(sql: "INSERT INTO \(table) (\(table)) VALUES ('rebuild')") }
        }
        let rebuilt = try await index(store)
        for table in tables {
            #expect(written[table] == rebuilt[table], "\(table)")
            #expect(written[table]?.isEmpty == false, "\(table)")
        }
    }

    /// The first `count` drafts under new keys: more threads for an inbox that holds `drafts`.
    static func copies(_ count: Int) -> [ThreadDraft] {
        Array(drafts.prefix(count)).enumerated().map { number, draft in
            var draft = draft
            draft.key = "small\(number)"
            return draft
        }
    }

    /// How many segments each index is cut into (FTS5 lists each leaf page of each in `_idx`).
    static func segments(_ store: SQLiteDataStore) async throws -> [String: Int] {
        try await store.read { db in
            try Dictionary(uniqueKeysWithValues: tables.map { table in
                (table, try Int.fetchOne(db, sql: "SELECT count(DISTINCT segid) FROM \(table)_idx") ?? 0)
            })
        }
    }

    /// A bulk write that is most of the inbox leaves each index in one segment, holding what it
    /// held; one that adds less than a quarter leaves the segments alone (`SearchIndexMerge`).
    @Test func aLargeImportMergesEachIndexAndASmallOneDoesNot() async throws {
        // A 64 KiB buffer: the import itself writes several segments of each index.
        let store = try SQLiteDataStore(path: TemporaryFolder().file("threads.sqlite"),
                                        bulkLoad: BulkLoad(cacheKiB: 8_192, batchRows: 1_000, indexBufferKiB: 64))
        _ = try await store.upsertThreads(from: ImportStagingTests.Drafts(Self.drafts), as: nil)
        #expect(try await Self.segments(store) == Dictionary(uniqueKeysWithValues: Self.tables.map { ($0, 1) }))
        let merged = try await Self.index(store)
        let plain = try await Self.rowByRow()
        for table in Self.tables { #expect(merged[table] == plain[table], "\(table)") }

        // Three single writes add a segment each; an import of 2% of the messages then is not merged into one.
        for number in 0..<3 {
            _ = try await store.insertMessage(MessageDraft(author: "b", body: "later \(number) 後で", sentAt: Seeds.at(hours: 9_000),
                                                           isRead: false), threadID: 1, unlessCrossedAfter: nil, as: nil)
        }
        let small = Self.copies(8)
        _ = try await store.upsertThreads(from: ImportStagingTests.Drafts(small), as: nil)
        for (table, count) in try await Self.segments(store) where table.hasPrefix("messages") {
            #expect(count > 1, "\(table)")
        }
    }

    /// A bulk write under a quarter of the inbox ends with the merges FTS5 held back while it
    /// wrote: each level left with fewer than `usermerge` (4) segments, as single writes leave
    /// them, not one segment per buffer written out, and not merged into one either.
    @Test func aSmallImportEndsWithTheMergesFTS5HeldBack() async throws {
        let store = try SQLiteDataStore(path: TemporaryFolder().file("threads.sqlite"),
                                        bulkLoad: BulkLoad(cacheKiB: 8_192, batchRows: 1_000, indexBufferKiB: 64))
        _ = try await store.upsertThreads(from: ImportStagingTests.Drafts(Self.drafts), as: nil)
        // 720 messages into 3,200: under a quarter, and well over ten 64 KiB buffers of each index.
        let small = Self.copies(90)
        _ = try await store.upsertThreads(from: ImportStagingTests.Drafts(small), as: nil)
        for (table, count) in try await Self.segments(store) where table.hasPrefix("messages") {
            // The first import's one segment, and what the merges left of the second's.
            #expect((2...4).contains(count), "\(table): \(count)")
        }
        try await Self.expectFTS5Defaults(store)
        let merged = try await Self.index(store)
        let plain = try await Self.rowByRow(Self.drafts + small)
        for table in Self.tables { #expect(merged[table] == plain[table], "\(table)") }
    }
}
