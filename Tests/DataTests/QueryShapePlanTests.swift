@testable import Data
import Domain
import Foundation
import Testing
import TestSupport

/// The shapes only a query can say (`or`, `not`, `from:`, `title:`, `is:read`, a state in an
/// `or`), held to the same plans as the flags' (`QueryPlanTests`): every page reads an index
/// range, never the whole threads table; without dates or text it needs no sort of every match;
/// `from:` asks each thread from the index its messages are read through; and counts of states alone come from `thread_counts`.
@Suite("Query plans for query shapes")
struct QueryShapePlanTests {
    static let shapes: [(query: String, unsorted: Bool)] = [
        ("is:starred or is:unread", true),
        ("is:read", true),
        ("not is:read is:starred", true),
        ("not (is:starred or is:unread)", true),
        ("is:starred or is:archived", true),
        ("is:archived or is:muted", true),
        ("from:aiko", true),
        ("from:aiko or with:ben", true),
        ("not with:aiko", true),
        ("title:invoice", true),
        ("title:見積", true),
        ("invoice or 見積もり", true),
        // A rare tag's threads are gathered from its key and sorted; in an `or` or under a `not`,
        // the page walks its order and probes the gathered list.
        ("tag:work", false),
        ("tag:client/* or is:starred", true),
        ("not tag:work", true),
        ("after:2026-03-01 or is:starred", false),
        ("-(from:aiko is:unread) before:2026-04-01", false),
    ]

    static func filter(_ query: String, all: Bool = false) throws -> ThreadFilter {
        ThreadFilter(try QueryParser.parse(query), includesAll: all)
    }

    /// A plan step that reads every thread: the table itself, or a whole index with no range.
    static func readsAllThreads(_ step: String) -> Bool {
        step == "SCAN t" || step.hasPrefix("SCAN t USING")
    }

    @Test(arguments: shapes.map(\.query))
    func everyPageOfAQueryShapeReadsAnIndexRange(query: String) async throws {
        let store = try SQLiteDataStore.inMemory()
        _ = try await store.insertThreadsIfAbsent(Seeds.inbox)
        let unsorted = Self.shapes.first { $0.query == query }?.unsorted ?? false
        for all in [false, true] {
            for sort in ThreadSort.allCases {
                // The first page, and a keyset page after a position in the sort, read alike.
                let position = QueryPlanTests.keysetRanges[sort].map { SortPosition(key: $0.key, id: ThreadID(3)) }
                for after in [nil, position] {
                    let page = ThreadQuerySQL(filter: try Self.filter(query, all: all))
                        .page(columns: ThreadRecord.listColumns, sort: sort, limit: 50, offset: 0, after: after)
                    let plan = try await store.queryPlan(page.sql, arguments: page.arguments)
                    let label = "\(query) \(sort) after \(after.map { "\($0)" } ?? "nothing")"
                    #expect(!plan.contains(where: Self.readsAllThreads), "\(label): \(plan)")
                    #expect(plan.contains { $0.hasPrefix("SEARCH t USING") }, "\(label): \(plan)")
                    if unsorted { #expect(!plan.contains("USE TEMP B-TREE FOR ORDER BY"), "\(label): \(plan)") }
                    if query.contains("from:") { #expect(plan.contains { $0.contains("COVERING INDEX messages_by_thread") }, "\(label): \(plan)") }
                }
            }
        }
    }

    @Test func countsOfStatesAloneReadOnlyTheCounters() async throws {
        let store = try SQLiteDataStore.inMemory()
        for query in ["is:starred or is:unread", "is:read", "not (is:starred or is:unread)", "is:starred or is:archived", "is:archived or is:muted"] {
            let counts = ThreadQuerySQL(filter: try Self.filter(query)).counts()
            let plan = try await store.queryPlan(counts.matching.sql, arguments: counts.matching.arguments)
            // Several states may be several primary-key lookups (MULTI-INDEX OR): each one of thread_counts.
            let reads = plan.filter { $0.hasPrefix("SEARCH") || $0.hasPrefix("SCAN") }
            #expect(!reads.isEmpty && reads.allSatisfy { $0.contains("thread_counts") }, "\(query): \(counts.matching.sql) \(plan)")
        }
    }

    @Test func aQueryThatCanNeverHoldReadsNothing() async throws {
        let sql = ThreadQuerySQL(filter: try Self.filter("is:archived not is:archived"))
        #expect(sql.branches.isEmpty)
        #expect(sql.condition.sql == "0")
        let store = try SQLiteDataStore.inMemory()
        _ = try await store.insertThreadsIfAbsent(Seeds.inbox)
        #expect(try await store.threadRows(ThreadQuery(filter: try Self.filter("is:archived not is:archived"))).threads.isEmpty)
    }
}
