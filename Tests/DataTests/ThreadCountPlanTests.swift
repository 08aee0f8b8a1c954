@testable import Data
import Domain
import Foundation
import Testing
import TestSupport

/// `threads count` on SQLite, held to its plan (`EXPLAIN QUERY PLAN`): a filter of states alone
/// reads the 16-row `thread_counts` for its threads and for their unread messages, never a
/// thread; any other filter reads an index range or the search index, never the whole threads table.
@Suite("Query plans for counting")
struct ThreadCountPlanTests {
    /// States alone, with whether their branches take every unread thread of their states (so the
    /// sum is over every unread state's row), some take only the starred ones or only the
    /// unstarred ones (the sum narrowed to those rows), or none do (no sum at all).
    static let states: [(query: String, all: Bool, unread: Selection)] = [
        ("", false, .every),
        ("is:unread", false, .every),
        ("", true, .every),
        ("is:muted", false, .every),
        ("is:archived or is:muted", false, .every),
        ("is:starred or is:unread", false, .every),
        ("is:starred", false, .starred),
        ("is:starred is:unread", false, .starred),
        ("not is:starred", true, .unstarred),
        ("is:starred or is:archived", false, .starred),
        ("is:read", false, .nothing),
        ("not (is:starred or is:unread)", false, .nothing),
    ]

    enum Selection { case every, starred, unstarred, nothing }

    /// Queries that ask more than states: a search term's or a name's threads counted from its
    /// list (`gathered`, once however many states `--all` asks for), as the list's header counts
    /// them; anything else in one pass over the matches.
    static let others: [(query: String, all: Bool, gathered: Bool)] = [
        ("invoice", false, true), ("invoice", true, true), ("見積", false, true), ("title:invoice", false, false),
        ("with:aiko", false, true), ("with:aiko invoice", true, true), ("from:aiko or with:ben", false, false),
        ("after:2026-03-02", false, false), ("is:starred after:2026-03-02", true, false),
        ("-(from:aiko is:unread) before:2026-04-01", false, false),
    ]

    /// A plan step that reads every thread: the table itself, or a whole index with no range.
    static func readsAllThreads(_ step: String) -> Bool {
        step == "SCAN t" || step.hasPrefix("SCAN t USING")
    }

    private static func plan(_ query: String, all: Bool) async throws -> (sql: String, plan: [String]) {
        let store = try SQLiteDataStore.inMemory()
        _ = try await store.insertThreadsIfAbsent(Seeds.inbox)
        let count = ThreadQuerySQL(filter: ThreadFilter(try QueryParser.parse(query), includesAll: all)).threadCount()
        return (count.sql, try await store.queryPlan(count.sql, arguments: count.arguments))
    }

    @Test(arguments: states.indices)
    func statesAloneReadOnlyTheCounters(index: Int) async throws {
        let (query, all, unread) = Self.states[index]
        let (sql, plan) = try await Self.plan(query, all: all)
        let label = "\(query)\(all ? " --all" : ""): \(sql) \(plan)"
        // The outer SELECT of scalar subqueries reads no table ("SCAN CONSTANT ROW").
        let reads = plan.filter { ($0.hasPrefix("SEARCH") || $0.hasPrefix("SCAN")) && $0 != "SCAN CONSTANT ROW" }
        #expect(!reads.isEmpty && reads.allSatisfy { $0.contains("thread_counts") }, "\(label)")
        let sums = sql.components(separatedBy: "sum(unread_messages)").dropFirst()
        switch unread {
        case .every:
            #expect(!sums.isEmpty && !sql.contains("AND starred = 1 AND unread = 1") && !sql.contains("AND starred = 0 AND unread = 1"), "\(label)")
        case .starred:
            #expect(sql.contains("AND starred = 1 AND unread = 1)"), "\(label)")
        case .unstarred:
            #expect(sql.contains("AND starred = 0 AND unread = 1)"), "\(label)")
        case .nothing:
            #expect(sums.isEmpty && sql.hasSuffix(", 0"), "\(label)")
        }
    }

    @Test(arguments: others.indices)
    func otherQueriesReadARangeOrTheSearchIndex(index: Int) async throws {
        let (query, all, gathered) = Self.others[index]
        let (sql, plan) = try await Self.plan(query, all: all)
        let label = "\(query)\(all ? " --all" : ""): \(sql) \(plan)"
        #expect(!plan.contains(where: Self.readsAllThreads), "\(label)")
        if gathered {
            // Each thread of the list read by its id, from its keys' own index (schema/026) when the
            // list is the whole query, else from its row; the list gathered by one statement.
            let keysOnly = !query.contains(" ")
            #expect(plan.contains(keysOnly ? ThreadKeysPlanTests.covering : "SEARCH t USING INTEGER PRIMARY KEY (rowid=?)"), "\(label)")
            #expect(sql.contains(keysOnly ? "s CROSS JOIN threads t INDEXED BY threads_keys ON t.id = s.candidate"
                                          : "s CROSS JOIN threads t ON t.id = s.candidate"), "\(label)")
            #expect(sql.hasPrefix("WITH candidates AS MATERIALIZED (") == all && sql.components(separatedBy: "MATCH ?").count - 1 <= 2,
                    "\(label)")
        } else {
            #expect(plan.contains { $0.hasPrefix("SEARCH t USING") }, "\(label)")
            #expect(sql.hasPrefix("SELECT count(*), coalesce(sum(t.unread_count), 0) FROM threads t WHERE "), "\(label)")
        }
        if query == "invoice" {
            #expect(plan.contains { $0.contains("threads_fts VIRTUAL TABLE INDEX 0:M") }, "\(label)")
            #expect(plan.contains { $0.contains("messages_fts VIRTUAL TABLE INDEX 0:M") }, "\(label)")
        }
    }

    @Test func theStatementsAreTheOnesDescribed() throws {
        func sql(_ query: String, all: Bool = false) throws -> String {
            ThreadQuerySQL(filter: ThreadFilter(try QueryParser.parse(query), includesAll: all)).threadCount().sql
        }
        #expect(try sql("") == "SELECT (SELECT coalesce(sum(threads), 0) FROM thread_counts WHERE archived IN (0) AND muted IN (0)), "
            + "(SELECT coalesce(sum(unread_messages), 0) FROM thread_counts WHERE archived = 0 AND muted = 0 AND unread = 1)")
        #expect(try sql("is:starred") == "SELECT (SELECT coalesce(sum(threads), 0) FROM thread_counts WHERE archived IN (0) AND muted IN (0) AND starred = 1), "
            + "(SELECT coalesce(sum(unread_messages), 0) FROM thread_counts WHERE archived = 0 AND muted = 0 AND starred = 1 AND unread = 1)")
        #expect(try sql("is:read") == "SELECT (SELECT coalesce(sum(threads), 0) FROM thread_counts WHERE (archived = 0 AND muted = 0 AND (unread = 0))), 0")
        #expect(try sql("is:archived not is:archived") == "SELECT 0, 0")
        // Values are bound, never spliced.
        let search = ThreadQuerySQL(filter: ThreadFilter(try QueryParser.parse("\"'; DROP TABLE threads; --\""))).threadCount()
        // A term this long is gathered by its trigram bound and read for itself, in titles and messages.
        #expect(!search.sql.contains("DROP") && search.values.count == 4)
    }
}
