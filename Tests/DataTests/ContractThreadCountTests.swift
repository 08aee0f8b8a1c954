import Data
import InMemoryStore
import Domain
import Foundation
import Testing
import TestSupport

/// `threads count` on every store: the threads a filter selects, with the list's scope rule,
/// and the unread messages they hold (muted threads' too, when the filter selects them). Each
/// count is what the whole list for the same filter holds, and random queries count as the
/// plain in-memory store counts from scratch.
@Suite("DataStore contract: thread counts")
struct ContractThreadCountTests {
    /// Midnight of 2026-03-03, so `yesterday` and `-1d` are 2026-03-02 (24 hours after `Seeds.base`).
    static let now = Seeds.at(hours: 48)

    /// A query (with `--all` or not) and what it counts on `seeded`'s inbox, worked out from the
    /// seeds by hand: threads 2 (2 unread) and 7 (none) muted, 5 (1 unread) archived, 1 and 6 one
    /// unread each, 3 and 4 none.
    static let table: [(query: String, all: Bool, threads: Int, unread: Int)] = [
        ("", false, 4, 2),                               // the inbox: 1, 3, 4, 6
        ("is:starred", false, 2, 1),                     // 1, 3
        ("is:unread", false, 2, 2),                      // 1, 6
        ("is:read", false, 2, 0),                        // 3, 4
        ("is:starred is:unread", false, 1, 1),           // 1
        ("is:archived", false, 1, 1),                    // 5
        ("is:muted", false, 2, 2),                       // 2, 7: a muted thread's unread messages count when selected
        ("", true, 7, 5),                                // --all
        ("is:unread", true, 4, 5),                       // 1, 2, 5, 6
        ("not is:starred", false, 2, 1),                 // 4, 6
        ("is:starred or is:archived", false, 3, 2),      // 1, 3, 5
        ("is:archived or is:muted", false, 3, 3),        // 2, 5, 7
        ("not (is:starred or is:unread)", false, 1, 0),  // 4
        ("invoice", false, 0, 0),                        // only in 2, which is muted
        ("invoice", true, 1, 2),                         // 2
        ("ロゴ", false, 1, 1),                            // a title, shorter than a trigram: 1
        ("修正版", false, 1, 1),                          // a message, through the trigram index: 1
        ("打ち合わせ", false, 1, 1),                      // 6
        ("の", false, 2, 2),                             // two Japanese titles: 1, 6
        ("title:invoice", true, 1, 2),                   // 2
        ("with:aiko", false, 3, 2),                      // Aiko, Aiko, AIKO: 1, 4, 6
        ("from:ben", false, 1, 1),                       // 1 (7 is muted)
        ("from:ben", true, 2, 1),                        // 1, 7
        ("from:aiko or with:dana", false, 1, 1),         // 1 (2 is muted)
        ("from:aiko or with:dana", true, 2, 3),          // 1, 2
        ("-(from:aiko is:unread)", true, 6, 4),          // all but 1
        ("with:aiko -is:unread", false, 1, 0),           // 4
        ("after:2026-03-02", false, 3, 2),               // last active from hour 24: 1, 4, 6
        ("before:2026-03-02", false, 1, 0),              // 3
        ("after:-1d", false, 3, 2),                      // relative, fixed at `now`: as after:2026-03-02
        ("before:yesterday is:read", true, 2, 0),        // last active before hour 24: 3, 7
        ("is:archived not is:archived", true, 0, 0),     // never holds
    ]

    /// The seeded inbox with threads 2 and 7 muted.
    private func seeded(_ kind: StoreKind) async throws -> any DataStore {
        let store = try kind.make()
        _ = try await store.insertThreadsIfAbsent(Seeds.inbox)
        #expect(try await store.updateThreads([2, 7], applying: [.mute(true)]) == [])
        return store
    }

    @Test(arguments: StoreKind.allCases)
    func aCountIsWhatTheWholeListHolds(kind: StoreKind) async throws {
        let store = try await seeded(kind)
        let repository = StoreThreadRepository(store: store)
        for row in Self.table {
            let filter = ThreadFilter(try QueryParser.parse(row.query), includesAll: row.all).resolvingDates(now: Self.now)
            let list = try await repository.listThreads(ThreadQuery(filter: filter, page: PageRequest(limit: nil)))
            let count = try await store.threadCount(filter)
            let label = "\(row.query)\(row.all ? " --all" : "")"
            #expect(count == ThreadCount(threads: list.items.count, unreadMessages: list.items.reduce(0) { $0 + $1.unreadCount }), "\(label)")
            #expect(count.threads == list.matchingCount, "\(label)")
            #expect(count == ThreadCount(threads: row.threads, unreadMessages: row.unread), "\(label)")
        }
    }

    @Test(arguments: StoreKind.allCases)
    func theFlagsCountAsTheirQueries(kind: StoreKind) async throws {
        let store = try await seeded(kind)
        let flags: [(filter: ThreadFilter, count: ThreadCount)] = [
            (ThreadFilter(starredOnly: true, unreadOnly: true), ThreadCount(threads: 1, unreadMessages: 1)),
            (ThreadFilter(unreadOnly: true, archive: .all, mute: .all), ThreadCount(threads: 4, unreadMessages: 5)),
            (ThreadFilter(archive: .all, mute: .muted), ThreadCount(threads: 2, unreadMessages: 2)),
            (ThreadFilter(participants: ["AIKO"], since: Seeds.at(hours: 24)), ThreadCount(threads: 3, unreadMessages: 2)),
            (ThreadFilter(searchTerms: ["ramen"], archive: .all, mute: .all), ThreadCount(threads: 1, unreadMessages: 0)),
        ]
        for (filter, count) in flags {
            let reread = ThreadFilter(try QueryParser.parse(filter.expression.description), includesAll: filter.includesAll)
            #expect(try await store.threadCount(filter) == count, "\(filter.expression)")
            #expect(try await store.threadCount(reread) == count, "\(reread.expression)")
        }
    }

    @Test(arguments: StoreKind.allCases)
    func anEmptyStoreCountsNothing(kind: StoreKind) async throws {
        let store = try kind.make()
        for filter in [ThreadFilter.inbox, ThreadFilter(includesAll: true), ThreadFilter(try QueryParser.parse("invoice or is:starred"))] {
            #expect(try await store.threadCount(filter) == ThreadCount(threads: 0, unreadMessages: 0))
        }
    }

    @Test(arguments: StoreKind.allCases)
    func aCountFollowsChanges(kind: StoreKind) async throws {
        let store = try await seeded(kind)
        let starredUnread = ThreadFilter(try QueryParser.parse("is:starred is:unread"))
        #expect(try await store.threadCount(starredUnread) == ThreadCount(threads: 1, unreadMessages: 1))
        _ = try await store.updateThreads([6], applying: [.star(true)])
        #expect(try await store.threadCount(starredUnread) == ThreadCount(threads: 2, unreadMessages: 2))
        #expect(try await store.insertMessage(MessageDraft(author: "Ben", body: "one more", sentAt: Self.now, isRead: false), threadID: 6) != nil)
        #expect(try await store.threadCount(starredUnread) == ThreadCount(threads: 2, unreadMessages: 3))
        _ = try await store.updateThreads([1], applying: [.readAll])
        #expect(try await store.threadCount(starredUnread) == ThreadCount(threads: 1, unreadMessages: 2))
        _ = try await store.updateThreads([2], applying: [.mute(false)])
        #expect(try await store.threadCount(.inbox) == ThreadCount(threads: 5, unreadMessages: 4))
    }

    /// Random inboxes with some threads muted, and random queries: half of them of states alone
    /// (the shapes a store answers from its counters), half from the shared generator.
    @Test(arguments: StoreKind.checkedAgainstPlain, [UInt64(21), 22])
    func randomQueriesCountAsThePlainStore(kind: StoreKind, seed: UInt64) async throws {
        var random = SplitMix64(seed: seed)
        let (drafts, reference, store) = try await RandomInbox.stores(kind, using: &random)
        let muted = (1...Int64(drafts.count)).filter { _ in random.below(5) == 0 }
        #expect(try await reference.updateThreads(muted, applying: [.mute(true)]) == [])
        #expect(try await store.updateThreads(muted, applying: [.mute(true)]) == [])
        var queries = RandomInbox.queries(seed: seed)
        let now = Seeds.at(hours: 12)
        for round in 0..<160 {
            let expression = round % 2 == 0 ? Self.states(depth: 3, using: &random) : queries.expression(depth: 3)
            let filter = ThreadFilter(expression, includesAll: round % 5 == 0).resolvingDates(now: now)
            let expected = try await reference.threadCount(filter)
            let actual = try await store.threadCount(filter)
            #expect(actual == expected, "\(filter.expression) all: \(filter.includesAll)")
            if actual != expected { return }
        }
    }

    /// A random expression of states alone (`is:…`, `and`, `or`, `not`), at most `depth` deep.
    static func states(depth: Int, using random: inout SplitMix64) -> QueryExpression {
        let term = QueryExpression.term(.state(ThreadState.allCases[random.below(ThreadState.allCases.count)]))
        guard depth > 0 else { return term }
        switch random.below(10) {
        case 0...2: return term
        case 3...4: return .not(states(depth: depth - 1, using: &random))
        case 5...7: return .and((0..<(2 + random.below(2))).map { _ in states(depth: depth - 1, using: &random) }).normalized
        default: return .or((0..<(2 + random.below(2))).map { _ in states(depth: depth - 1, using: &random) }).normalized
        }
    }
}
