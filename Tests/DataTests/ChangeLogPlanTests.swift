@testable import Data
import Domain
import Testing
import TestSupport

/// The change log on SQLite, held to its plan: what changed since a state is read from the
/// sequence index, so a poll that finds nothing costs one probe however many threads there are.
@Suite("Query plans for the change log")
struct ChangeLogPlanTests {
    @Test func changesSinceAStateReadTheSequenceIndexNotTheTable() async throws {
        let store = try SQLiteDataStore.inMemory()
        _ = try await store.insertThreadsIfAbsent(Seeds.inbox)
        let plan = try await store.queryPlan(SQLiteDataStore.changedSince, arguments: [1, 0, -1])
        #expect(plan == ["SEARCH thread_changes USING COVERING INDEX thread_changes_by_sequence (sequence>?)"])
    }
}
