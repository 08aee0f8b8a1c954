import Data
import Domain

// The store as a whole, counted from scratch each time: the reference the SQL stores' kept
// counts (`thread_counts`) are held to by the contract suite.
extension InMemoryDataStore {
    public func statistics() async throws -> InboxStatistics {
        let records = threads.map { record($0) }
        return InboxStatistics(
            threads: records.count, messages: records.reduce(0) { $0 + $1.messageCount },
            starred: records.count(where: \.starred), unreadThreads: records.count { $0.unreadCount > 0 && !$0.muted },
            unreadMessages: records.reduce(0) { $0 + ($1.muted ? 0 : $1.unreadCount) }, archived: records.count(where: \.archived),
            sizeBytes: nil, muted: records.count(where: \.muted))
    }

    public func health() async throws -> StoreHealth {
        // Nothing on disk to damage, and no schema: always at the version this build expects.
        StoreHealth(problems: [], schemaVersion: SQLiteDataStore.schemaVersion, expectedSchemaVersion: SQLiteDataStore.schemaVersion)
    }

    /// Nothing to read that could fail: the version `health()` gives.
    public func probe() async throws -> Int { SQLiteDataStore.schemaVersion }

    /// No plan to show: the reference reads every thread, as the statement says.
    public func explainThreads(_ query: ThreadQuery, selection: Bool, as viewer: Viewer?) async throws -> QueryExplanation {
        QueryExplanation(statement: "every thread, tested in memory against: " + query.filter.scoped.description, arguments: [],
                         plan: ["SCAN every thread (the in-memory store has no indexes)"])
    }
}
