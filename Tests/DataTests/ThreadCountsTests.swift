@testable import Data
import Domain
import Foundation
import GRDB
import InMemoryStore
import Testing
import TestSupport

/// `thread_counts` (schema/003) holds how many threads are in each archived, muted, starred
/// and unread state, for the list's "N of M threads", and (schema/014) how many messages and
/// unread messages those threads hold, for `stats`. Triggers keep it in the writer's
/// transaction; these tests write every way the store and raw SQL can and recount each time.
@Suite("Thread state counters")
struct ThreadCountsTests {
    /// Counter rows that disagree with a recount of `threads`.
    private static let drift = """
        SELECT count(*) FROM thread_counts c WHERE (c.threads, c.messages, c.unread_messages) IS NOT
          (SELECT count(*), coalesce(sum(message_count), 0), coalesce(sum(unread_count), 0) FROM threads t
           WHERE t.archived = c.archived AND t.muted = c.muted AND t.starred = c.starred AND (t.unread_count > 0) = c.unread)
        """

    private static func drift(at path: String) async throws -> Int {
        try await SQLiteDataStore.rawQueue(path: path).read { db in try Int.fetchOne(db, sql: Self.drift) ?? -1 }
    }

    @Test func countersNeverDriftUnderEveryKindOfStoreWrite() async throws {
        let path = TemporaryFolder().file("counts.sqlite")
        let store = try SQLiteDataStore(path: path)
        _ = try await store.insertThreadsIfAbsent(Seeds.inbox)
        #expect(try await Self.drift(at: path) == 0)
        var random = SeededRandom(seed: 11)
        let changes: [ThreadChange] = [.star(true), .star(false), .archive(true), .archive(false), .mute(true), .mute(false), .readAll, .unreadNewest]
        var ids = Array(Int64(1)...Int64(Seeds.inbox.count))
        for step in 0..<120 {
            let some = (0..<(1 + random.below(3))).map { _ in ids[random.below(ids.count)] }
            switch random.below(4) {
            case 0:
                ids.append(try await store.insertThread(Seeds.thread("new\(step)", "New \(step)", starred: random.below(2) == 0, archived: random.below(2) == 0)))
            case 1:
                _ = try await store.insertMessage(Seeds.message("Ben", "step \(step)", hours: Double(step), read: random.below(2) == 0), threadID: some[0])
            case 2:
                let drafts = [Seeds.thread(random.below(2) == 0 ? "logo" : "key\(step)", "Imported \(step)", starred: random.below(2) == 0,
                                           messages: [Seeds.message("Dana", "imported", hours: 1, read: random.below(2) == 0)])]
                _ = try await store.upsertThreads(from: ImportStagingTests.Drafts(drafts))
            default:
                _ = try await store.updateThreads(Array(Set(some)), applying: changes[random.below(changes.count)])
            }
            #expect(try await Self.drift(at: path) == 0, "after step \(step)")
        }
        #expect(try await store.health().problems == [])
    }

    @Test func countersFollowRawSQLWritesAndDeletes() async throws {
        let path = TemporaryFolder().file("raw.sqlite")
        let store = try SQLiteDataStore(path: path)
        _ = try await store.insertThreadsIfAbsent(Seeds.inbox)
        let writes = [
            "UPDATE threads SET starred = 1 - starred",
            "UPDATE threads SET archived = 1, muted = 1 WHERE id % 2 = 0",
            "UPDATE messages SET read = 1",
            "UPDATE messages SET read = 0 WHERE thread_id = 3",
            "DELETE FROM threads WHERE id = 3",
            "DELETE FROM messages",
            "DELETE FROM threads",
        ]
        for sql in writes {
            try await SQLiteDataStore.rawQueue(path: path).write { db in try db.execute(sql: sql) }
            #expect(try await Self.drift(at: path) == 0, "after: \(sql)")
        }
    }

    @Test func dbCheckReportsCountersChangedBehindTheTriggersBack() async throws {
        let path = TemporaryFolder().file("tampered.sqlite")
        let store = try SQLiteDataStore(path: path)
        _ = try await store.insertThreadsIfAbsent(Seeds.inbox)
        try await SQLiteDataStore.rawQueue(path: path).write { db in
            try db.execute(sql: "UPDATE thread_counts SET threads = threads + 2 WHERE archived = 0 AND muted = 0 AND starred = 1 AND unread = 1")
        }
        let problems = try await store.health().problems
        #expect(problems.count == 1)
        #expect(problems.first?.contains("archived=0 muted=0 starred=1 unread=1") == true, "\(problems)")
    }

    /// Another person's kept counts (schema/022): kept through archive, thread deletion and raw
    /// SQL, and a count changed behind the triggers' back is one line of `db check`.
    @Test func aPersonsCountsAreKeptAndCheckedToo() async throws {
        let path = TemporaryFolder().file("person.sqlite")
        let store = try SQLiteDataStore(path: path)
        _ = try await store.insertThreadsIfAbsent(Seeds.inbox)
        let ben = Viewer(Person("Ben"), firstPerson: Person("Sam"))
        #expect(try await store.updateThreads([1, 2], applying: [.star(true), .unreadNewest], as: ben) == [])
        #expect(try await store.updateThreads([3], applying: .mute(true), as: ben) == [])
        #expect(try await store.updateThreads([1, 3], applying: .archive(true)) == [])
        try await SQLiteDataStore.rawQueue(path: path).write { db in
            try db.execute(sql: "DELETE FROM messages WHERE thread_id = 2")
            try db.execute(sql: "DELETE FROM threads WHERE id = 2")
        }
        #expect(try await store.health().problems == [])
        try await SQLiteDataStore.rawQueue(path: path).write { db in
            try db.execute(sql: "UPDATE person_counts SET threads = threads + 1 WHERE archived = 1 AND muted = 1 AND starred = 0 AND unread = 0")
            try db.execute(sql: "UPDATE person_counts SET unread_messages = 9 WHERE archived = 1 AND muted = 0 AND starred = 1 AND unread = 1")
        }
        #expect(try await store.health().problems == [
            "person_counts (Ben: archived=1 muted=0 starred=1 unread=1) says 9 unread messages, their rows have 1",
            "person_counts (Ben: archived=1 muted=1 starred=0 unread=0) says 2 threads, their rows have 1",
        ])
    }

    /// Another person's unread threads of each tag (schema/024): kept through tagging, reads,
    /// a merge of tags, a tag's last link taken off and threads deleted by raw SQL; a count
    /// changed behind the triggers' back is one line of `db check`.
    @Test func aPersonsTagCountsAreKeptAndCheckedToo() async throws {
        let path = TemporaryFolder().file("tags.sqlite")
        let store = try SQLiteDataStore(path: path)
        _ = try await store.insertThreadsIfAbsent(Seeds.inbox)
        let ben = Viewer(Person("Ben"), firstPerson: Person("Sam"))
        let (work, later) = (try TagName(validating: "work"), try TagName(validating: "later"))
        #expect(try await store.updateThreads([1, 2, 3, 6], applying: .unreadNewest, as: ben) == [])
        #expect(try await store.updateThreads([1, 2, 5], applying: .tag(work)) == [])
        #expect(try await store.updateThreads([2, 3], applying: .tag(later)) == [])
        #expect(try await store.tagCounts(as: ben).map(\.unreadThreads) == [2, 2])
        #expect(try await store.updateThreads([2], applying: .readAll, as: ben) == [])
        #expect(try await store.updateThreads([3], applying: .untag(later)) == [])
        #expect(try await store.tagCounts(as: ben).map(\.unreadThreads) == [1, 0])
        #expect(try await store.updateTag(later, to: work))
        #expect(try await store.updateThreads([6], applying: .tag(later)) == [])
        try await SQLiteDataStore.rawQueue(path: path).write { db in
            try db.execute(sql: "DELETE FROM messages WHERE thread_id = 1")
            try db.execute(sql: "DELETE FROM threads WHERE id = 1")
        }
        #expect(try await store.tagCounts(as: ben).map { [$0.threads, $0.unreadThreads] } == [[2, 0], [1, 1]])
        #expect(try await store.health().problems == [])
        try await SQLiteDataStore.rawQueue(path: path).write { db in
            try db.execute(sql: "UPDATE person_tags SET unread_threads = 5 WHERE tag_id = (SELECT id FROM tags WHERE name = 'later')")
        }
        #expect(try await store.health().problems == ["person_tags (Ben: later) says 5 unread threads, their rows have 1"])
    }

    /// Another person's stars' copies of their threads' archive and activity (schema/023): kept
    /// through a post, an archive and raw SQL, and a copy changed behind the triggers' back is one
    /// line of `db check`.
    @Test func aPersonsStarsCopiesAreKeptAndCheckedToo() async throws {
        let path = TemporaryFolder().file("stars.sqlite")
        let store = try SQLiteDataStore(path: path)
        _ = try await store.insertThreadsIfAbsent(Seeds.inbox)
        let ben = Viewer(Person("Ben"), firstPerson: Person("Sam"))
        #expect(try await store.updateThreads([1, 2, 3], applying: .star(true), as: ben) == [])
        _ = try await store.insertMessage(MessageDraft(author: "Sam", body: "later", sentAt: Seeds.at(hours: 500), isRead: true), threadID: 2)
        #expect(try await store.updateThreads([3], applying: .archive(true)) == [])
        try await SQLiteDataStore.rawQueue(path: path).write { db in
            try db.execute(sql: "UPDATE threads SET last_activity_at = last_activity_at + 1 WHERE id = 1")
        }
        #expect(try await store.health().problems == [])
        try await SQLiteDataStore.rawQueue(path: path).write { db in
            try db.execute(sql: "UPDATE person_threads SET starred_activity = 0 WHERE thread_id IN (2, 3)")
        }
        #expect(try await store.health().problems == [
            "person_threads has 2 stars whose copy of the thread's archive or activity differs (first: thread #2)",
        ])
    }

    @Test func dbCheckReportsMessageSumsChangedBehindTheTriggersBack() async throws {
        let path = TemporaryFolder().file("sums.sqlite")
        let store = try SQLiteDataStore(path: path)
        _ = try await store.insertThreadsIfAbsent(Seeds.inbox)
        #expect(try await store.health().problems == [])
        try await SQLiteDataStore.rawQueue(path: path).write { db in
            try db.execute(sql: "UPDATE thread_counts SET messages = messages + 3 WHERE archived = 0 AND muted = 0 AND starred = 1 AND unread = 1")
            try db.execute(sql: "UPDATE thread_counts SET unread_messages = 0 WHERE archived = 1 AND muted = 0 AND starred = 0 AND unread = 1")
        }
        #expect(try await store.health().problems == [
            "thread_counts (archived=0 muted=0 starred=1 unread=1) says 5 messages, the threads table has 2",
            "thread_counts (archived=1 muted=0 starred=0 unread=1) says 0 unread messages, the threads table has 1",
        ])
        // `stats` reads the kept sums: what was edited is what it says.
        #expect(try await store.statistics().messages == 11)
    }

    @Test(arguments: StoreKind.checkedAgainstPlain)
    func theListsCountsComeFromTheCountersAndAgreeWithThePlainStore(kind: StoreKind) async throws {
        let store = try kind.make(), plain = InMemoryDataStore()
        for target in [store, plain] as [any DataStore] {
            _ = try await target.insertThreadsIfAbsent(Seeds.inbox)
            _ = try await target.updateThreads([2], applying: [.mute(true)])
        }
        for archive in [ArchiveScope.active, .archived, .all] {
            for mute in [MuteScope.unmuted, .muted, .all] {
                for (starred, unread) in [(false, false), (true, false), (false, true), (true, true)] {
                    let filter = ThreadFilter(starredOnly: starred, unreadOnly: unread, archive: archive, mute: mute)
                    let query = ThreadQuery(filter: filter, page: PageRequest(limit: 1))
                    let got = try await store.threadRows(query), want = try await plain.threadRows(query)
                    #expect(got.matchingCount == want.matchingCount, "\(filter)")
                    #expect(got.scopeCount == want.scopeCount, "\(filter)")
                }
            }
        }
    }
}

/// Counts cost a pass over the matches and last messages a lookup per row, so a store reads
/// them only when asked, on every store alike.
@Suite("Extras only when asked")
struct CountsWhenAskedTests {
    @Test(arguments: StoreKind.allCases)
    func aQueryThatDoesNotAskGetsThePageWithoutThem(kind: StoreKind) async throws {
        let store = try kind.make()
        _ = try await store.insertThreadsIfAbsent(Seeds.inbox)
        for filter in [ThreadFilter.inbox, ThreadFilter(participants: ["Aiko"]), ThreadFilter(searchTerms: ["invoice"])] {
            let counted = try await store.threadRows(ThreadQuery(filter: filter))
            let bare = try await store.threadRows(ThreadQuery(filter: filter, extras: []))
            let messagesOnly = try await store.threadRows(ThreadQuery(filter: filter, extras: .lastMessages))
            #expect(counted.matchingCount != nil && counted.scopeCount != nil && !counted.lastMessages.isEmpty)
            #expect(bare.matchingCount == nil && bare.scopeCount == nil && bare.lastMessages.isEmpty)
            #expect(bare.threads == counted.threads && bare.participants == counted.participants)
            #expect(messagesOnly.lastMessages == counted.lastMessages && messagesOnly.matchingCount == nil)
            // The scope alone (the browser's page): the cheap count, without the matches'.
            let scopeOnly = try await store.threadRows(ThreadQuery(filter: filter, extras: .scopeCount))
            #expect(scopeOnly.scopeCount == counted.scopeCount && scopeOnly.matchingCount == nil && scopeOnly.lastMessages.isEmpty)
            let matchingOnly = try await store.threadRows(ThreadQuery(filter: filter, extras: .matchingCount))
            #expect(matchingOnly.matchingCount == counted.matchingCount && matchingOnly.scopeCount == nil)
            #expect(scopeOnly.threads == counted.threads && matchingOnly.threads == counted.threads)
        }
    }
}
