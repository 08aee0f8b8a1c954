@testable import Data
import Domain
import Foundation
import Testing
import TestSupport

/// A list of candidate threads (a rare term's, a name's) is read for each thread's state and sort
/// key from `threads_keys` (schema/026), a few bytes a thread, not from the pages of the threads'
/// rows: by a page that selects only its keys (a first page counting its matches, or one past an
/// offset) and by `threads count`. Where a statement reads more of each thread (another of the
/// query's terms, the title's order, another person's view of the inbox) the rows are read as
/// before; either way the answer is the same.
@Suite("Candidate threads' keys from their own index")
struct ThreadKeysPlanTests {
    static let covering = "SEARCH t USING COVERING INDEX threads_keys (id=?)"

    private static func store() async throws -> SQLiteDataStore {
        let store = try SQLiteDataStore.inMemory()
        _ = try await store.insertThreadsIfAbsent(SearchPlanTests.inbox())
        return store
    }

    private static func filter(_ query: String) throws -> ThreadFilter { ThreadFilter(try QueryParser.parse(query)) }

    @Test(arguments: [("seldom-true", ThreadSort.recent, true), ("seldom-true", .oldest, true), ("seldom-true", .unread, true),
                      ("seldom-true", .title, false), ("seldom-true title:1", .recent, false)])
    func aPageOfKeysReadsThemFromTheirIndex(query: String, sort: ThreadSort, covered: Bool) async throws {
        let store = try await Self.store()
        let filter = try Self.filter(query)
        let spread = try await store.read { db in try SQLiteDataStore.widespread(filter, db) }
        let sql = ThreadQuerySQL(filter: filter, widespread: spread)
        for (offset, counting) in [(0, true), (1, false)] {
            let page = sql.page(columns: ThreadRecord.listColumns, sort: sort, limit: 50, offset: offset, countingMatches: counting)
            let plan = try await store.queryPlan(page.sql, arguments: page.arguments)
            #expect(plan.contains(Self.covering) == covered, "\(query) \(sort) +\(offset): \(plan)")
            #expect(plan.contains("SEARCH t USING INTEGER PRIMARY KEY (rowid=?)"), "the page's own rows: \(query) \(sort): \(plan)")
        }
        let found = try await store.threadRows(ThreadQuery(filter: filter, sort: .recent, page: PageRequest(limit: 50)))
        #expect(found.threads.map(\.key) == (query.contains("title:1") ? ["k100"] : ["k200", "k100", "k0"]), "\(query)")
    }

    @Test(arguments: [("seldom-true", true), ("seldom-true is:unread", true), ("seldom-true title:1", false)])
    func aCountOfCandidatesReadsTheirKeysFromTheirIndex(query: String, covered: Bool) async throws {
        let store = try await Self.store()
        let count = ThreadQuerySQL(filter: try Self.filter(query)).threadCount()
        let plan = try await store.queryPlan(count.sql, arguments: count.arguments)
        #expect(plan.contains(Self.covering) == covered, "\(query): \(plan)")
        #expect(plan.contains("SEARCH t USING INTEGER PRIMARY KEY (rowid=?)") == !covered, "\(query): \(plan)")
    }

    /// Another person's `threads` is a view of their own state (`PersonView`), which has no index
    /// to name: their statements read the rows.
    @Test func anotherPersonsStatementsNameNoIndexOfTheFirstPersons() throws {
        let sql = ThreadQuerySQL(filter: try Self.filter("seldom-true"), seat: .other(2))
        let page = sql.page(columns: ThreadRecord.listColumns, sort: .recent, limit: 50, offset: 0, countingMatches: true)
        #expect(!page.sql.contains("threads_keys"))
        #expect(!sql.threadCount().sql.contains("threads_keys"))
    }
}
