@testable import Data
import Domain
import Foundation
import Testing
import TestSupport

/// Every filter docs/cli.md names, alone and in pairs, in every archived and muted scope and
/// every sort: SQLite's own plan (`EXPLAIN QUERY PLAN`) must read an index, never the whole
/// threads table; pages without a date, search or name condition come out of the index in order
/// (no sort of every match); a page for a rare name starts from that name's threads; searches
/// of three or more characters go through FTS5; and
/// counts of states, starred and unread read the 16-row `thread_counts`, not the threads.
@Suite("Query plans use the indexes")
struct QueryPlanTests {
    static let flags: [(name: String, apply: @Sendable (inout FilterFlags) -> Void)] = [
        ("starred", { $0.starredOnly = true }),
        ("unread", { $0.unreadOnly = true }),
        ("with", { $0.participants = ["Aiko"] }),
        ("since", { $0.since = Seeds.at(hours: 10) }),
        ("until", { $0.until = Seeds.at(hours: 30) }),
        ("search", { $0.searchTerms = ["invoice"] }),
    ]

    /// No flag, each flag, and each pair of flags.
    static let combinations: [[Int]] = [[]] + flags.indices.map { [$0] }
        + flags.indices.flatMap { a in flags.indices.filter { $0 > a }.map { [a, $0] } }

    static func filters() -> [(label: String, filter: ThreadFilter)] {
        var result: [(String, ThreadFilter)] = []
        for archive in ArchiveScope.allCases {
            for mute in MuteScope.allCases {
                for combination in combinations {
                    var filter = FilterFlags(archive: archive, mute: mute)
                    combination.forEach { flags[$0].apply(&filter) }
                    result.append(("\(archive)/\(mute)/" + combination.map { flags[$0].name }.joined(separator: "+"), ThreadFilter(flags: filter)))
                }
            }
        }
        return result
    }

    /// A plan step that reads every thread: the table itself, or a whole index with no range.
    static func readsAllThreads(_ step: String) -> Bool {
        step == "SCAN t" || step.hasPrefix("SCAN t USING")
    }

    @Test func everyPageReadsAnIndexAndUnfilteredByDateOrSearchNeedsNoSort() async throws {
        let store = try SQLiteDataStore.inMemory()
        _ = try await store.insertThreadsIfAbsent(Seeds.inbox)
        var checked = 0
        for (label, filter) in Self.filters() {
            for sort in ThreadSort.allCases {
                let sql = ThreadQuerySQL(filter: filter)
                let page = sql.page(columns: ThreadRecord.listColumns, sort: sort, limit: 50, offset: 0)
                let plan = try await store.queryPlan(page.sql, arguments: page.arguments)
                #expect(!plan.contains(where: Self.readsAllThreads), "\(label) \(sort): \(plan)")
                #expect(plan.contains { $0.hasPrefix("SEARCH t USING") }, "\(label) \(sort): \(plan)")
                let flags = try #require(filter.flags)
                if flags.since == nil && flags.until == nil && flags.searchTerms.isEmpty && flags.participants.isEmpty {
                    // Ties may be ordered after the index ("RIGHT PART OF ORDER BY"); never all matches.
                    #expect(!plan.contains("USE TEMP B-TREE FOR ORDER BY"), "\(label) \(sort): \(plan)")
                }
                if !flags.participants.isEmpty && flags.searchTerms.isEmpty {
                    // No name is widespread here: the page sorts the name's few threads, found by its index.
                    #expect(plan.contains("SEARCH participants USING COVERING INDEX participants_by_name (name_key=?)"), "\(label) \(sort): \(plan)")
                    #expect(plan.filter { $0.hasPrefix("SEARCH t USING") }.allSatisfy { $0 == "SEARCH t USING INTEGER PRIMARY KEY (rowid=?)" },
                            "\(label) \(sort): \(plan)")
                }
                if !filter.searchTerms.isEmpty {
                    #expect(plan.contains { $0.contains("threads_fts VIRTUAL TABLE INDEX 0:M") }, "\(label): \(plan)")
                    #expect(plan.contains { $0.contains("messages_fts VIRTUAL TABLE INDEX 0:M") }, "\(label): \(plan)")
                }
                checked += 1
            }
        }
        #expect(checked == 3 * 3 * 22 * 4)
    }

    /// The range of each sort's key that a keyset page reads, as SQLite's plan names it: from
    /// the position on (the id sorts out the ties at its edge).
    static let keysetRanges: [ThreadSort: (key: SortPosition.Key, range: String)] = [
        .recent: (.activity(Seeds.at(hours: 10)), "last_activity_at<?"), .oldest: (.activity(Seeds.at(hours: 10)), "last_activity_at>?"),
        .title: (.title("m"), "title_key>?"), .unread: (.unread(1), "unread_count<?"),
    ]

    @Test func aKeysetPageWalksItsSortsIndexFromThePositionWithoutASort() async throws {
        let store = try SQLiteDataStore.inMemory()
        _ = try await store.insertThreadsIfAbsent(Seeds.inbox)
        var checked = 0
        for (label, filter) in Self.filters() {
            let flags = try #require(filter.flags)
            guard flags.since == nil && flags.until == nil && flags.searchTerms.isEmpty else { continue }
            for sort in ThreadSort.allCases {
                let (key, range) = try #require(Self.keysetRanges[sort])
                let after = SortPosition(key: key, id: ThreadID(3))
                // A name as common as a walk needs (a rare one starts from its own threads, above).
                let page = ThreadQuerySQL(filter: filter, widespread: .init(names: Set(flags.participants))).page(columns: ThreadRecord.listColumns, sort: sort, limit: 50, offset: 0, after: after)
                let plan = try await store.queryPlan(page.sql, arguments: page.arguments)
                #expect(!plan.contains(where: Self.readsAllThreads), "\(label) \(sort): \(plan)")
                #expect(!plan.contains("USE TEMP B-TREE FOR ORDER BY"), "\(label) \(sort): \(plan)")
                let reads = plan.filter { $0.hasPrefix("SEARCH t USING") }
                #expect(!reads.isEmpty && reads.allSatisfy { $0.contains(range) }, "\(label) \(sort): \(plan)")
                checked += 1
            }
        }
        #expect(checked == 3 * 3 * 7 * 4, "no flag, starred, unread, with, and their pairs")
    }

    @Test func countsOfStatesStarredAndUnreadReadOnlyTheCounters() async throws {
        let store = try SQLiteDataStore.inMemory()
        for (label, filter) in Self.filters() {
            let counts = ThreadQuerySQL(filter: filter).counts()
            let scopePlan = try await store.queryPlan(counts.scope)
            #expect(scopePlan.allSatisfy { $0.contains("thread_counts") }, "\(label): \(scopePlan)")
            let matchingPlan = try await store.queryPlan(counts.matching.sql, arguments: counts.matching.arguments)
            let flags = try #require(filter.flags)
            let flagsOnly = flags.participants.isEmpty && flags.since == nil && flags.until == nil && flags.searchTerms.isEmpty
            if flagsOnly {
                #expect(matchingPlan.allSatisfy { $0.contains("thread_counts") }, "\(label): \(matchingPlan)")
            } else {
                #expect(!matchingPlan.contains(where: Self.readsAllThreads), "\(label): \(matchingPlan)")
            }
        }
    }
}
