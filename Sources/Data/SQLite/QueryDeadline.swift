import Foundation
import GRDB
import Synchronization
#if canImport(GRDBSQLite)
import GRDBSQLite
#else
import SQLite3
#endif

/// Stops one transaction's statements once its time limit has passed, or at once when the task
/// that asked for it is cancelled: while armed, SQLite asks the progress handler every few
/// thousand virtual-machine steps, and a non-zero answer interrupts the running statement
/// with SQLITE_INTERRUPT.
///
/// `threads serve` sets a limit (THREADS_QUERY_TIMEOUT_MS) so that no request holds the store
/// for long; the CLI sets none. Each transaction has its own deadline, as a pool runs several
/// at once. The handler is installed around one transaction's body only, never around its
/// COMMIT or ROLLBACK, so an interrupted transaction always rolls back whole.
///
/// Cancelling is the deadline brought forward to now. It is a flag of this transaction's own,
/// not `sqlite3_interrupt` on the connection: `cancel()` comes from another thread at any
/// moment, and by then the connection may be running a later, unrelated transaction, which an
/// interrupt of the connection would stop. The flag stops nothing once the body is over.
final class QueryDeadline: @unchecked Sendable {
    /// How long a transaction's body may run; nil for as long as it takes.
    let limit: TimeInterval?
    /// A shorter limit for a first try on the calling thread (the service's short reads): past
    /// it the body is stopped as past `limit`, and `overBudget` says it was this limit, so that
    /// the caller may run it again where it holds nobody up. Nil once `liftBudget()` dropped it.
    private(set) var budget: TimeInterval?
    // Read by the handler and written by `arm`, both on the connection's own thread.
    private var until: UInt64 = .max
    private var reached = false
    // Set by `cancel()` on any thread, read by the handler on the connection's.
    private let isCancelled = Atomic(false)

    /// The body was stopped by the budget: the caller runs it again with the whole limit.
    struct OverBudget: Error {}

    /// Steps between two looks at the clock: one look costs about 25 ns, a step a few, so the
    /// check adds well under 1% while a statement past its limit stops within microseconds.
    private static let steps: Int32 = 4096

    init(limit: TimeInterval?, budget: TimeInterval? = nil) {
        self.limit = limit
        self.budget = budget
    }

    /// Whether the limit stopped the last transaction armed.
    var stopped: Bool { reached }

    /// Whether what stopped the last transaction armed was the budget, not the limit.
    var overBudget: Bool {
        guard reached, let budget else { return false }
        return limit.map { budget < $0 } ?? true
    }

    /// The next `arm` gives the body its whole `limit`: the try on the calling thread is over.
    func liftBudget() {
        budget = nil
    }

    /// Whether the task gave up on the transaction: whatever it ends with is a cancellation.
    var cancelled: Bool {
        isCancelled.load(ordering: .acquiring)
    }

    /// Stops the body's statements from the next look on. Safe from any thread, at any time.
    func cancel() {
        isCancelled.store(true, ordering: .releasing)
    }

    func arm(_ db: Database) {
        until = span.map { DispatchTime.now().uptimeNanoseconds + UInt64($0 * 1_000_000_000) } ?? .max
        reached = false
        sqlite3_progress_handler(db.sqliteConnection, Self.steps, { context in
            guard let context else { return 0 }
            return Unmanaged<QueryDeadline>.fromOpaque(context).takeUnretainedValue().isPast() ? 1 : 0
        }, Unmanaged.passUnretained(self).toOpaque())
    }

    func disarm(_ db: Database) {
        sqlite3_progress_handler(db.sqliteConnection, 0, nil, nil)
    }

    /// The shorter of the limit and the budget.
    private var span: TimeInterval? {
        guard let budget else { return limit }
        return limit.map { min($0, budget) } ?? budget
    }

    private func isPast() -> Bool {
        if cancelled { return true }
        if until != .max, DispatchTime.now().uptimeNanoseconds >= until { reached = true }
        return reached
    }
}
