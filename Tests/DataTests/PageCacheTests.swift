@testable import Data
import Domain
import GRDB
import Testing
import TestSupport

/// A command's store reads through a cache of a few dozen pages and writes with SQLite's default
/// (`PageCache`); the browser's and the service's stores keep the default throughout. What each
/// store finds is the contract suite's business (`StoreKind.sqliteCommand` runs all of it).
@Suite("The page cache of a command's store")
struct PageCacheTests {
    static func cacheSize(_ db: Database) throws -> Int {
        try Int.fetchOne(db, sql: "PRAGMA cache_size") ?? 0
    }

    static func commandStore() throws -> SQLiteDataStore {
        try SQLiteDataStore(path: TemporaryFolder().file("threads.sqlite"), access: .callingThread, pageCache: .oneShot)
    }

    @Test func aCommandReadsThroughAFewPagesAndWritesWithTheDefault() async throws {
        let store = try Self.commandStore()
        #expect(try await store.read(Self.cacheSize) == PageCache.oneShotPages)
        #expect(try await store.write(Self.cacheSize) == -PageCache.standardKiB)
        // The write put the reading size back.
        #expect(try await store.read(Self.cacheSize) == PageCache.oneShotPages)
    }

    @Test func anImportSizesItsOwnCacheAndPutsTheCommandsBack() async throws {
        let store = try Self.commandStore()
        #expect(try await store.upsertThreads(from: ImportStagingTests.Drafts(Seeds.inbox)) == Seeds.inbox.count)
        #expect(try await store.read(Self.cacheSize) == PageCache.oneShotPages)
        // And what it wrote reads back through the small cache.
        let rows = try await store.threadRows(ThreadQuery(filter: ThreadFilter(includesAll: true), page: PageRequest(limit: 0, offset: 0)))
        #expect(rows.threads.count == Seeds.inbox.count)
    }

    @Test(arguments: [false, true])
    func theBrowsersAndTheServicesStoresKeepTheDefault(pool: Bool) async throws {
        let store = try SQLiteDataStore(path: TemporaryFolder().file("threads.sqlite"), readers: pool ? 2 : 0)
        #expect(try await store.read(Self.cacheSize) == -PageCache.standardKiB)
        #expect(try await store.write(Self.cacheSize) == -PageCache.standardKiB)
    }

    @Test func theDefaultForABodyIsPutBackEvenWhenItThrows() throws {
        let queue = try DatabaseQueue()
        try queue.inDatabase { db in
            try db.execute(sql: "PRAGMA cache_size = \(PageCache.oneShotPages)")
            #expect(try PageCache.oneShot.withDefaultCache(db) { try Self.cacheSize(db) } == -PageCache.standardKiB)
            #expect(try Self.cacheSize(db) == PageCache.oneShotPages)
            struct Failure: Error {}
            #expect(throws: Failure.self) { try PageCache.oneShot.withDefaultCache(db) { throw Failure() } }
            #expect(try Self.cacheSize(db) == PageCache.oneShotPages)
            // A standard connection's body runs as it is.
            #expect(try PageCache.standard.withDefaultCache(db) { try Self.cacheSize(db) } == PageCache.oneShotPages)
        }
    }
}
