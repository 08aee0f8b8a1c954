import Data
import Domain
import Foundation
import Testing
import TestSupport

/// Counts and health, identical on every store.
@Suite("DataStore contract: statistics and health")
struct ContractStatisticsTests {
    @Test(arguments: StoreKind.allCases)
    func countsAddUp(kind: StoreKind) async throws {
        let store = try kind.make()
        _ = try await store.insertThreadsIfAbsent(Seeds.inbox)
        var stats = try await StoreThreadRepository(store: store).countInbox()
        #expect((stats.sizeBytes ?? 1) > 0)
        #expect((stats.sizeBytes == nil) == !kind.hasDisk)
        stats.sizeBytes = nil
        #expect(stats == InboxStatistics(threads: 7, messages: 8, starred: 2, unreadThreads: 4, unreadMessages: 5, archived: 1, sizeBytes: nil))
    }

    @Test(arguments: StoreKind.allCases)
    func aFreshStoreIsHealthy(kind: StoreKind) async throws {
        let health = try await StoreThreadRepository(store: try kind.make()).checkDatabase()
        #expect(health.isHealthy)
        #expect(health.schemaVersion == kind.schemaVersion)
    }
}
