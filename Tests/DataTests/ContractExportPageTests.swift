import Data
import Domain
import Foundation
import Testing
import TestSupport

/// An export read in pages (the service's: each page its own transaction, after the last id
/// of the page before) holds what one read of the whole export holds, in the same order, on
/// every store.
@Suite("DataStore contract: an export read in pages")
struct ContractExportPageTests {
    /// The ids a read gives, in order.
    private func ids(_ repository: StoreThreadRepository, _ filter: ThreadFilter, after: ThreadID?, limit: Int?) async throws -> [ThreadID] {
        let seen = Collected()
        try await repository.exportInbox(filter, after: after, limit: limit) { seen.add($0.summary.thread.id) }
        return seen.all
    }

    @Test(arguments: StoreKind.allCases)
    func pagesAfterTheLastIdMakeTheWholeExport(kind: StoreKind) async throws {
        let store = try kind.make()
        _ = try await store.insertThreadsIfAbsent(Seeds.inbox)
        let repository = StoreThreadRepository(store: store)
        for filter in [ThreadFilter(flags: FilterFlags(archive: .all, mute: .all)), ThreadFilter.inbox, ThreadFilter(starredOnly: true)] {
            let whole = try await ids(repository, filter, after: nil, limit: nil)
            for size in [1, 2, 3, whole.count, whole.count + 5] {
                var paged: [ThreadID] = [], after: ThreadID?
                while true {
                    let page = try await ids(repository, filter, after: after, limit: size)
                    #expect(page.count <= size)
                    guard let last = page.last else { break }
                    paged += page
                    after = last
                }
                #expect(paged == whole, "pages of \(size) with \(filter)")
            }
            #expect(try await ids(repository, filter, after: nil, limit: 0).isEmpty)
            #expect(try await ids(repository, filter, after: whole.last, limit: nil).isEmpty)
        }
    }

    /// Ids collected from the export's body, which may run on any thread.
    private final class Collected: @unchecked Sendable {
        private var ids: [ThreadID] = []
        private let lock = NSLock()
        func add(_ id: ThreadID) { lock.withLock { ids.append(id) } }
        var all: [ThreadID] { lock.withLock { ids } }
    }
}
