@testable import Data
import Domain
import Foundation
import Testing
import TestSupport

/// Another person's list plans (docs/team.md, "How fast"): their page reads what the first
/// person's reads, in order, and their statements carry only the views they name.
@Suite("List plans: another person's")
struct PersonPlanTests {
    /// The seed inbox with Ben, the second person, who starred three threads.
    private func store() async throws -> (SQLiteDataStore, Int64) {
        let store = try SQLiteDataStore.inMemory()
        _ = try await store.insertThreadsIfAbsent(Seeds.inbox)
        #expect(try await store.updateThreads([1, 2, 4], applying: .star(true), as: Viewer(Person("Ben"), firstPerson: Person("Sam"))) == [])
        let ben = try await store.read { db in try Int64.fetchOne(db, sql: "SELECT id FROM people WHERE name = 'Ben'") }
        return (store, try #require(ben))
    }

    private func plan(_ store: SQLiteDataStore, _ query: String, sort: ThreadSort, person: Int64) async throws -> [String] {
        let sql = ThreadQuerySQL(filter: ThreadFilter(try QueryParser.parse(query)), seat: .other(person))
        let page = sql.page(columns: ThreadRecord.listColumns, sort: sort, limit: 50, offset: 0)
        return try await store.queryPlan(sql.seen(page.sql), arguments: page.arguments)
    }

    /// Their stars by activity are one range of their own rows in the page's order, which stops
    /// when the page is full; by another order they are gathered and sorted (a few).
    @Test func theirStarsAreReadInThePagesOrder() async throws {
        let (store, ben) = try await store()
        for query in ["is:starred", "is:starred is:unread", "is:starred tag:work"] {
            let recent = try await plan(store, query, sort: .recent, person: ben)
            #expect(recent.contains { $0.hasPrefix("SEARCH l USING INDEX person_threads_starred (person_id=? AND starred_archived=? AND muted=?)") },
                    "\(query): \(recent)")
            #expect(!recent.contains { $0.contains("TEMP B-TREE") }, "\(query): \(recent)")
            let title = try await plan(store, query, sort: .title, person: ben)
            #expect(title.contains { $0.contains("person_threads_starred") } && title.contains("USE TEMP B-TREE FOR ORDER BY"), "\(query): \(title)")
        }
    }

    /// Their plain page walks the sort's index in both of the first person's mute ranges,
    /// merged: nothing is sorted.
    @Test func theirPageWalksTheSortsIndex() async throws {
        let (store, ben) = try await store()
        let plan = try await plan(store, "", sort: .recent, person: ben)
        #expect(plan.contains { $0.hasPrefix("SEARCH th USING INDEX threads_by_activity") }, "\(plan)")
        #expect(plan.contains("MERGE (UNION ALL)") && !plan.contains { $0.contains("TEMP B-TREE") }, "\(plan)")
    }

    /// A statement carries the views it names and no other: SQLite parses each one it carries.
    @Test func aStatementCarriesOnlyTheViewsItNames() {
        let counts = PersonView.prefixing("SELECT coalesce(sum(threads), 0) FROM thread_counts WHERE archived = 0", person: 2)
        #expect(counts.contains("thread_counts AS NOT MATERIALIZED") && !counts.contains("messages AS") && !counts.contains(" threads AS"))
        let page = PersonView.prefixing("SELECT t.id FROM threads t WHERE t.archived = 0", person: 2)
        #expect(page.hasPrefix("WITH threads AS NOT MATERIALIZED") && !page.contains("messages AS") && !page.contains("thread_counts AS"))
        let names = "SELECT thread_id, name FROM participants WHERE thread_id = 1"
        #expect(PersonView.prefixing(names, person: 2) == names)
        let led = PersonView.prefixing("WITH ids AS (SELECT 1) SELECT m.id FROM messages m, ids", person: 2)
        #expect(led.hasPrefix("WITH messages AS NOT MATERIALIZED") && led.contains(", ids AS (SELECT 1) SELECT m.id"))
    }
}
