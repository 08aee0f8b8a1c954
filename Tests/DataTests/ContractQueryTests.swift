import Data
import InMemoryStore
import Domain
import Foundation
import Testing
import TestSupport

/// Random queries (`or`, `not`, `from:`, `title:`, relative dates, nesting) on random inboxes:
/// every store returns the same page and counts as the plain in-memory store, which evaluates
/// Domain's reference meaning term by term; and every flag combination equals its query.
@Suite("DataStore contract: random queries")
struct ContractQueryTests {
    static let now = Seeds.at(hours: 12)

    @Test(arguments: StoreKind.checkedAgainstPlain, [UInt64(7), 8])
    func randomQueriesAgreeWithThePlainStore(kind: StoreKind, seed: UInt64) async throws {
        var random = SplitMix64(seed: seed)
        let (_, reference, store) = try await RandomInbox.stores(kind, using: &random)
        var queries = RandomInbox.queries(seed: seed)
        let clock = Clock.fixed(Self.now)
        for round in 0..<120 {
            let filter = ThreadFilter(queries.expression(depth: 3), includesAll: round % 5 == 0)
            let query = ThreadQuery(filter: filter, sort: ThreadSort.allCases[round % 4], page: PageRequest(limit: [0, 7, 30][round % 3]))
            let expected = try await ListThreads(threads: StoreThreadRepository(store: reference), clock: clock)(query)
            let actual = try await ListThreads(threads: StoreThreadRepository(store: store), clock: clock)(query)
            let ids = { (page: ThreadPage) in [page.matchingCount, page.scopeCount] + page.items.map { Int($0.thread.id.rawValue) } }
            #expect(ids(actual) == ids(expected), "\(filter.expression) all: \(filter.includesAll)")
            if ids(actual) != ids(expected) { return }
        }
    }

    @Test(arguments: StoreKind.allCases)
    func everyFlagCombinationListsWhatItsQueryLists(kind: StoreKind) async throws {
        let store = try kind.make()
        var random = SplitMix64(seed: 11)
        _ = try await store.insertThreadsIfAbsent((0..<40).map { RandomInbox.thread(index: $0, using: &random) })
        let repository = StoreThreadRepository(store: store)
        for _ in 0..<60 {
            let flags = RandomInbox.query(drafts: [], using: &random).filter
            // The flags' filter printed as a query and read back: one meaning, two spellings.
            let reread = ThreadFilter(try QueryParser.parse(flags.expression.description), includesAll: flags.includesAll)
            let byFlags = try await repository.listThreads(ThreadQuery(filter: flags, page: PageRequest(limit: nil)))
            let byQuery = try await repository.listThreads(ThreadQuery(filter: reread, page: PageRequest(limit: nil)))
            #expect(byFlags == byQuery, "\(flags.expression)")
        }
    }
}
