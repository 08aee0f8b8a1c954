#if Postgres
import Data
import Domain
import Foundation
import PostgresStore
import Testing
import TestSupport

/// Terms of one and two characters on PostgreSQL, which pg_trgm cannot serve: the server looks
/// them up in the grams indexes (schema/postgres/008) rather than reading every title and every
/// message's body (seconds at a million messages). The contract suite holds the results.
@Suite("PostgreSQL search plans for short terms", .enabled(if: PostgresServer.shared != nil))
struct PostgresShortTermPlanTests {
    @Test func aShortTermIsLookedUpInTheGramsIndexesNotScanned() async throws {
        #expect(PostgresServer.requiredButMissing == nil)
        let server = try #require(PostgresServer.shared)
        let url = try server.makeDatabase()
        let store = PostgresDataStore(url: try PostgresURL(url))
        let repository = StoreThreadRepository(store: store)
        #expect(try await SeedSyntheticInbox(threads: repository)(threads: 1_000, messages: 20_000, seed: 5) == 1_000)
        // Statistics, as autovacuum would gather them on a server in use.
        try server.psql("ANALYZE", database: url)

        for term in ["zq", "Zq", "q", "会", "請求"] {
            for (name, filter) in [("text", ThreadFilter(searchTerms: [term])), ("title", ThreadFilter(.term(.title(term))))] {
                let plan = try await store.explainThreads(ThreadQuery(filter: filter, page: PageRequest(limit: 50)), selection: false).plan
                let shown = "\(name) \(term):\n" + plan.joined(separator: "\n")
                #expect(plan.contains { $0.contains("Bitmap Index Scan on threads_title_grams") }, "\(shown)")
                // grams() only in index conditions, never computed for each row a scan passes.
                #expect(!plan.contains { $0.contains("Filter:") && $0.contains("grams(") }, "\(shown)")
                if name == "text" {
                    #expect(plan.contains { $0.contains("Bitmap Index Scan on messages_body_grams") }, "\(shown)")
                    #expect(!plan.contains { $0.contains("Seq Scan on messages") }, "\(shown)")
                }
            }
        }
        // Three characters and more keep ILIKE, which pg_trgm's indexes serve.
        let long = try await store.explainThreads(ThreadQuery(filter: ThreadFilter(searchTerms: ["zqx"]), page: PageRequest(limit: 50)), selection: false)
        #expect(long.plan.contains { $0.contains("body ~~* '%zqx%'") } && !long.plan.contains { $0.contains("grams") },
                "\(long.plan.joined(separator: "\n"))")
    }
}
#endif
