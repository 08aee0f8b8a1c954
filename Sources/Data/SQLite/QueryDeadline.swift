import Foundation
import GRDB
#if canImport(GRDBSQLite)
import GRDBSQLite
#else
import SQLite3
#endif

/// Stops a transaction's statements once a time limit has passed: while armed, SQLite asks
/// the progress handler every few thousand virtual-machine steps, and a non-zero answer
/// interrupts the running statement with SQLITE_INTERRUPT.
///
/// `threads serve` sets a limit (THREADS_QUERY_TIMEOUT_MS) so that no request holds the store
/// for long; the CLI sets none. Each transaction has its own deadline, as a pool runs several
/// at once. The handler is installed around one transaction's body only, never around its
/// COMMIT or ROLLBACK, so an interrupted transaction always rolls back whole.
final class QueryDeadline: @unchecked Sendable {
    /// How long a transaction's body may run.
    let limit: TimeInterval
    // Read by the handler and written by `arm`, both on the connection's own thread.
    private var until: UInt64 = 0
    private var reached = false

    /// Steps between two looks at the clock: one look costs about 25 ns, a step a few, so the
    /// check adds well under 1% while a statement past its limit stops within microseconds.
    private static let steps: Int32 = 4096

    init(limit: TimeInterval) {
        self.limit = limit
    }

    /// Whether the limit stopped the last transaction armed.
    var stopped: Bool { reached }

    func arm(_ db: Database) {
        until = DispatchTime.now().uptimeNanoseconds + UInt64(limit * 1_000_000_000)
        reached = false
        sqlite3_progress_handler(db.sqliteConnection, Self.steps, { context in
            guard let context else { return 0 }
            return Unmanaged<QueryDeadline>.fromOpaque(context).takeUnretainedValue().isPast() ? 1 : 0
        }, Unmanaged.passUnretained(self).toOpaque())
    }

    func disarm(_ db: Database) {
        sqlite3_progress_handler(db.sqliteConnection, 0, nil, nil)
    }

    private func isPast() -> Bool {
        if DispatchTime.now().uptimeNanoseconds >= until { reached = true }
        return reached
    }
}
