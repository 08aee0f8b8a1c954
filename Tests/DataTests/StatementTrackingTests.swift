@testable import Data
import Domain
import GRDB
import Testing
import TestSupport

/// A command's store prepares its statements without GRDB's authorizer (`StatementTracking`); the
/// browser's and the service's keep it, since GRDB rolls a cancelled transaction back only with it.
/// That a command's store finds and writes what every other store does is the contract suite's
/// business (`StoreKind.sqliteCommand` runs all of it); the browser's cancelled searches are
/// `BrowsePromptEndToEndTests`'.
@Suite("GRDB's statement authorizer on a command's store")
struct StatementTrackingTests {
    /// The region GRDB recorded for a statement that reads a thread's title.
    static func region(_ db: Database) throws -> DatabaseRegion {
        try db.makeStatement(sql: "SELECT title FROM threads WHERE id = ?").databaseRegion
    }

    @Test func aCommandsStoreLeavesGRDBUntold() async throws {
        // That its writes commit and read back is `PageCacheTests`' import on the same store.
        let store = try PageCacheTests.commandStore()
        #expect(try await store.read(Self.region).isEmpty)
    }

    @Test func aFileOnlyReadByACommandLeavesItUntoldToo() async throws {
        let file = try TemporaryFolder().file("threads.sqlite")
        try SQLiteDataStore(path: file).close()
        let store = try SQLiteDataStore(readingOnly: file, access: .callingThread, pageCache: .oneShot)
        #expect(try await store.read(Self.region).isEmpty)
    }

    @Test(arguments: [0, 2])
    func theBrowsersAndTheServicesStoresTellGRDBWhatEachStatementReads(readers: Int) async throws {
        let store = try SQLiteDataStore(path: TemporaryFolder().file("threads.sqlite"), readers: readers)
        let region = try await store.read(Self.region)
        #expect(region.isModified(byEventsOfKind: .update(tableName: "threads", columnNames: ["title"])))
        #expect(!region.isModified(byEventsOfKind: .update(tableName: "threads", columnNames: ["starred"])))
    }
}
