@testable import Data
import Domain
import GRDB

/// What the looks before a page found of one search term, and the plan of the page they shaped
/// (50 threads, newest first): the two things a test of how a term is searched holds.
struct TermPlan {
    let looks: SQLiteDataStore.TermLooks
    let plan: [String]

    init(_ term: String, on store: SQLiteDataStore) async throws {
        let filter = ThreadFilter(searchTerms: [term])
        looks = try await store.read { db in try SQLiteDataStore.widespreadTerms(filter.searchTerms, db) }
        let spread = try await store.read { db in try SQLiteDataStore.widespread(filter, db) }
        let page = ThreadQuerySQL(filter: filter, widespread: spread).page(columns: ThreadRecord.listColumns, sort: .recent, limit: 50, offset: 0)
        plan = try await store.queryPlan(page.sql, arguments: page.arguments)
    }
}
