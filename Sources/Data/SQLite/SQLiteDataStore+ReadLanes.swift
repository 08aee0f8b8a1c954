import Domain
import GRDB

extension SQLiteDataStore {
    /// A read of a pool. Without a lane for long reads (the tests' pools), or expected short,
    /// it takes a free reader on the calling thread, as on one connection: GRDB's async read
    /// hops to the reader's own queue and back, and with that hop the service answered a third
    /// fewer list pages a second (scripts/bench-serve). While every reader is busy, the caller
    /// waits for one; with the long reads away, none is held for longer than the budget.
    ///
    /// A short read past the budget is stopped and run again on the lane, whole, with the full
    /// query timeout: its work so far is lost, but no slow query the route did not foresee (a
    /// saved filter that searches, a cold cache) holds a loop for longer than the budget.
    static func read<T: Sendable>(_ pool: DatabasePool, long: LongReadLane?, _ deadline: QueryDeadline,
                                  _ body: @escaping @Sendable (Database) throws -> T) async throws -> T {
        guard let long else { return try read(pool, deadline, body) }
        if ReadLength.expected == .short {
            do {
                return try read(pool, deadline, body)
            } catch is QueryDeadline.OverBudget {}
        }
        deadline.liftBudget()
        return try await long.read(deadline, body)
    }

    /// A read on the calling thread. "Unsafe" only in that GRDB opens no transaction: `run` opens one.
    private static func read<T>(_ pool: DatabasePool, _ deadline: QueryDeadline, _ body: (Database) throws -> T) throws -> T {
        try pool.unsafeRead { db in try run(.deferred, deadline, db, body) }
    }
}
