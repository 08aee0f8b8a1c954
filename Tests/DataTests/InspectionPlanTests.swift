@testable import Data
import Domain
import Foundation
import Testing
import TestSupport

/// `stats` and the service's health probe on SQLite cost the same at ten messages and ten
/// million, held to their programs rather than to a timing: `stats` reads the 16 rows of
/// `thread_counts` and not one thread, and the probe opens no table or index at all.
@Suite("Query plans for stats and the health probe")
struct InspectionPlanTests {
    private static func store() async throws -> SQLiteDataStore {
        let store = try SQLiteDataStore(path: TemporaryFolder().file("inspected.sqlite"))
        _ = try await store.insertThreadsIfAbsent(Seeds.inbox)
        return store
    }

    @Test func statsReadsTheKeptCountsAndNoThread() async throws {
        let plan = try await Self.store().queryPlan(SQLiteDataStore.statisticsSQL)
        let reads = plan.filter { $0.hasPrefix("SCAN") || $0.hasPrefix("SEARCH") }
        #expect(reads.contains("SCAN thread_counts"), "\(plan)")
        // The size comes from two pragmas' one row each; nothing else is read.
        #expect(reads.allSatisfy { $0 == "SCAN thread_counts" || $0.hasPrefix("SCAN pragma_page_") }, "\(plan)")
    }

    @Test func theProbeReadsTheHeaderAndOpensNoTableOrIndex() async throws {
        let store = try await Self.store()
        // A pragma has no plan of steps: no scan, no search.
        #expect(try await store.queryPlan(SQLiteDataStore.probeSQL) == [])
        let program = try await store.opcodes(SQLiteDataStore.probeSQL)
        // It begins a read transaction and reads the schema version from the file's header...
        #expect(program.contains("Transaction") && program.contains("ReadCookie"), "\(program)")
        // ...and opens no cursor on a table or an index, so no row is read, however many there are.
        #expect(!program.contains { $0.hasPrefix("Open") || ["Rewind", "Next", "SeekRowid", "SeekGE"].contains($0) }, "\(program)")
    }
}
