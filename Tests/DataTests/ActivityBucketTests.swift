@testable import Data
import Domain
import Foundation
import GRDB
import InMemoryStore
import Testing
import TestSupport

/// A page far down a list by activity starts from `activity_buckets` (schema/011), not from a
/// walk over every thread before it. These hold the buckets to a recount under every kind of
/// write, and the pages they place to the plain store's, at every offset, edges included.
@Suite("SQLite: activity buckets place far pages")
struct ActivityBucketTests {
    /// The first millisecond of a bucket in the middle of the inbox's times.
    static let edge: Int64 = 25_930 << ThreadQuerySQL.bucketShift

    static func at(_ millis: Int64) -> Date { Millis.date(millis) }

    /// 900 threads a third of an hour apart (about 56 to a bucket), every tenth at the same time as
    /// the one before it; seven on and beside a bucket's edges, three before 1970, whose buckets
    /// are negative. Every seventh archived, every eleventh muted (by `prepare`); some without
    /// messages, whose activity is their creation.
    static func inbox() -> [ThreadDraft] {
        let spread = (0..<900).map { index -> ThreadDraft in
            let millis = edge - 8 * 3_600_000 * 50 + Int64(index - (index % 10 == 9 ? 1 : 0)) * 1_200_000
            let messages = index % 13 == 5 ? [] : [MessageDraft(author: "Aiko", body: "note \(index)", sentAt: at(millis), isRead: index % 3 != 0)]
            return ThreadDraft(key: "k\(index)", title: "Thread \(index)", participants: ["Aiko"], createdAt: at(millis), messages: messages)
        }
        let edges: [Int64] = [edge - 1, edge, edge + 1, edge + (1 << ThreadQuerySQL.bucketShift) - 1, -1, -(1 << ThreadQuerySQL.bucketShift), -(1 << ThreadQuerySQL.bucketShift) - 1]
        let edgeThreads = edges.enumerated().map { number, millis in
            ThreadDraft(key: "edge\(number)", title: "Edge \(number)", participants: ["Ben"], createdAt: at(millis),
                        messages: [MessageDraft(author: "Ben", body: "edge", sentAt: at(millis), isRead: false)])
        }
        return spread + edgeThreads
    }

    /// Both stores hold `inbox()`, with the same threads archived and muted.
    static func prepare(_ stores: [any DataStore]) async throws {
        for store in stores {
            _ = try await store.insertThreadsIfAbsent(inbox())
            let ids = try await store.threadRows(ThreadQuery(filter: ThreadFilter(includesAll: true), sort: .oldest, page: PageRequest(limit: nil, offset: 0)))
                .threads.map(\.id)
            try await change(store, ids)
        }
    }

    /// Archives every seventh of `ids` and mutes every eleventh other.
    static func change(_ store: any DataStore, _ ids: [Int64]) async throws {
        let positions = ids.indices
        _ = try await store.updateThreads(positions.filter { $0 % 7 == 0 }.map { ids[$0] }, applying: [.archive(true)])
        _ = try await store.updateThreads(positions.filter { $0 % 11 == 0 && $0 % 7 != 0 }.map { ids[$0] }, applying: [.mute(true)])
    }

    static let filters = [ThreadFilter.inbox, ThreadFilter(includesAll: true), ThreadFilter(.term(.state(.archived))),
                          ThreadFilter(.term(.state(.muted))), ThreadFilter(.or([.term(.state(.archived)), .term(.state(.muted))]))]

    @Test func everyOffsetPlacedByTheBucketsIsThePlainStoresPage() async throws {
        let store = try SQLiteDataStore.inMemory(), plain = InMemoryDataStore()
        try await Self.prepare([store, plain])
        for filter in Self.filters {
            for sort in [ThreadSort.recent, .oldest] {
                let total = try await plain.threadRows(ThreadQuery(filter: filter, sort: sort, page: PageRequest(limit: nil, offset: 0))).threads.count
                #expect(total > 40, "\(filter)")
                for offset in Array(stride(from: 0, through: total + 2, by: 9)) + [total - 1, total, 1, 2, 3] {
                    let query = ThreadQuery(filter: filter, sort: sort, page: PageRequest(limit: 7, offset: offset))
                    let sql = ThreadQuerySQL(filter: filter)
                    let start = try await store.read { db in try SQLiteDataStore.pageStart(sql, query, db, placedFrom: 0) }
                    // Placed: the walk is left with the threads of one bucket at most.
                    #expect(start.after != nil && start.offset <= 80, "\(filter) \(sort) \(offset): \(start)")
                    let placed = ThreadQuery(filter: filter, sort: sort, page: PageRequest(limit: 7, offset: start.offset, after: start.after))
                    let (ours, theirs) = (try await store.threadRows(placed), try await plain.threadRows(query))
                    #expect(ours.threads.map(\.id) == theirs.threads.map(\.id), "\(filter) \(sort) \(offset)")
                }
            }
        }
    }

    @Test func onlyAFarPageOfAPlainStateByActivityIsPlaced() async throws {
        let store = try SQLiteDataStore.inMemory()
        try await Self.prepare([store])
        func placed(_ filter: ThreadFilter, _ sort: ThreadSort, _ page: PageRequest) async throws -> Bool {
            let query = ThreadQuery(filter: filter, sort: sort, page: page)
            let sql = ThreadQuerySQL(filter: filter)
            let start = try await store.read { db in try SQLiteDataStore.pageStart(sql, query, db) }
            return start.offset != page.offset || start.after != page.after
        }
        let far = PageRequest(limit: 50, offset: SQLiteDataStore.bucketsPlaceOffsetsFrom)
        #expect(try await placed(.inbox, .recent, far))
        #expect(try await placed(ThreadFilter(includesAll: true), .oldest, far))
        // Near pages are walked; so are orders and filters the buckets do not count.
        #expect(try await !placed(.inbox, .recent, PageRequest(limit: 50, offset: SQLiteDataStore.bucketsPlaceOffsetsFrom - 1)))
        #expect(try await !placed(.inbox, .unread, far))
        #expect(try await !placed(.inbox, .title, far))
        #expect(try await !placed(ThreadFilter(.term(.state(.starred))), .recent, far))
        #expect(try await !placed(ThreadFilter(.term(.state(.unread))), .recent, far))
        #expect(try await !placed(ThreadFilter(searchTerms: ["note"]), .recent, far))
        #expect(try await !placed(ThreadFilter(participants: ["aiko"]), .recent, far))
        // A page after a position is already where it starts.
        let after = SortPosition(key: .activity(Self.at(Self.edge)), id: ThreadID(1))
        #expect(try await !placed(.inbox, .recent, PageRequest(limit: 50, offset: far.offset, after: after)))
        // The list itself, through the store: past every thread, an empty page.
        #expect(try await store.threadRows(ThreadQuery(page: far)).threads.isEmpty)
        let explained = try await store.explainThreads(ThreadQuery(page: far), selection: false)
        #expect(explained.statement.contains("(t.last_activity_at, t.id) < (?, ?)"), "\(explained.statement)")
    }

    @Test func theBucketsAreARecountAfterEveryKindOfWrite() async throws {
        let path = TemporaryFolder().file("buckets.sqlite")
        let store = try SQLiteDataStore(path: path)
        try await Self.prepare([store])
        #expect(try await store.health().problems == [])
        let day: Int64 = 86_400_000
        let writes = [
            "UPDATE messages SET sent_at = sent_at - \(3 * day) WHERE thread_id % 5 = 0",
            "UPDATE messages SET sent_at = sent_at + 1 WHERE sent_at = \(Self.edge - 1)",
            "INSERT INTO messages (thread_id, author, body, sent_at, read) SELECT id, 'Cleo', 'later', last_activity_at + \(day), 0 FROM threads WHERE id % 4 = 1",
            "DELETE FROM messages WHERE thread_id % 9 = 0",
            "UPDATE threads SET archived = 1 - archived WHERE id % 6 = 0",
            "UPDATE threads SET muted = 1 - muted, archived = 0 WHERE id % 8 = 3",
            "UPDATE threads SET starred = 1 WHERE id % 2 = 0",
            "DELETE FROM threads WHERE id % 13 = 0",
            "DELETE FROM messages",
        ]
        let queue = try SQLiteDataStore.rawQueue(path: path)
        for sql in writes {
            try await queue.write { db in try db.execute(sql: sql) }
            #expect(try await store.health().problems == [], "after: \(sql)")
        }
        // A bucket edited by hand is reported, as thread_counts' drift is.
        try await queue.write { db in try db.execute(sql: "UPDATE activity_buckets SET threads = threads + 1 WHERE bucket = (SELECT max(bucket) FROM activity_buckets)") }
        let problems = try await store.health().problems
        #expect(problems.count == 1 && problems.first?.hasPrefix("activity_buckets (archived=") == true, "\(problems)")
    }

    @Test func aDatabaseOfTheVersionBeforeGainsItsBucketsOnOpen() async throws {
        let path = TemporaryFolder().file("old.sqlite")
        let before = Array(EmbeddedSchema.migrations.prefix { $0.name != "011_activity_buckets.sql" })
        #expect(before.count == 10)
        let old = try SQLiteDataStore(path: path, busyTimeout: 1, createFolders: false, migrations: before)
        // Today's writes and list name columns and tables this old schema lacks (the assignee, tags):
        // the old inbox is written, and its ids read, in its own SQL.
        let drafts = Self.inbox()
        try await old.write { db in
            for draft in drafts {
                let created = Millis.from(draft.createdAt)
                try db.execute(sql: """
                    INSERT INTO threads (key, title, title_key, starred, archived, muted, created_at, last_activity_at) VALUES (?, ?, ?, 0, 0, 0, ?, ?)
                    """, arguments: [draft.key, draft.title, TextFold.key(draft.title), created, created])
                let id = db.lastInsertedRowID
                for (position, name) in draft.participants.enumerated() {
                    try db.execute(sql: "INSERT INTO participants (thread_id, position, name, name_key) VALUES (?, ?, ?, ?)",
                                   arguments: [id, position, name, TextFold.key(name)])
                }
                for message in draft.messages {
                    try db.execute(sql: "INSERT INTO messages (thread_id, author, author_key, body, sent_at, read) VALUES (?, ?, ?, ?, ?, ?)",
                                   arguments: [id, message.author, TextFold.key(message.author), message.body, Millis.from(message.sentAt), message.isRead])
                }
            }
        }
        try await Self.change(old, try await old.read { db in try Int64.fetchAll(db, sql: "SELECT id FROM threads ORDER BY last_activity_at, id") })
        try old.close()
        let store = try SQLiteDataStore(path: path)
        #expect(try await store.health().problems == [])
        let buckets = try await store.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM activity_buckets WHERE threads > 0") }
        #expect((buckets ?? 0) > 20)
    }
}
