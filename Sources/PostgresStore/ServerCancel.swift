#if Postgres
import NIOConcurrencyHelpers
import PostgresNIO

/// Cancels, on the server, the statement a transaction is running, for a Task that gave up on
/// it: one per attempt of a transaction, sent at most once.
///
/// postgres-nio (1.33) does not do this itself: a cancelled Task stops reading the rows, but the
/// server goes on computing them, and the connection, which runs one statement at a time, is
/// busy until it ends (seconds for a search that reads every message). Nor does it give out the
/// backend key a protocol CancelRequest needs. So a second, short-lived connection as the same
/// role calls `pg_cancel_backend` on the session's server process. The statement then fails
/// with 57014, the transaction rolls back, and the session says `CancellationError`.
///
/// A cancel only stops what the process is running when it arrives: one arriving between
/// statements is ignored by the server. The session therefore waits for the cancel to be
/// delivered (`settled`) before it sends a ROLLBACK or lets the next transaction in, so a late
/// cancel never stops a statement it was not meant for.
final class ServerCancel: Sendable {
    private let configuration: PostgresConnection.Configuration
    private let backend: Int32
    private let request = NIOLockedValueBox<Task<Void, Never>?>(nil)
    private let stopped = NIOLockedValueBox(false)

    init(configuration: PostgresConnection.Configuration, backend: Int32) {
        self.configuration = configuration
        self.backend = backend
    }

    /// Starts the cancel; returns at once (it runs from a cancellation handler). Later calls do nothing.
    func send() {
        request.withLockedValue { request in
            guard request == nil else { return }
            request = Task { [configuration, backend] in
                // Failing to cancel costs only time: the statement then runs to its end, and the
                // Task still gets CancellationError. Nothing here is worth reporting.
                guard let connection = try? await PostgresConnection.connect(
                    configuration: configuration, id: 2, logger: PostgresSession.logger) else { return }
                var bindings = PostgresBindings()
                bindings.append(backend)
                // At least once, even when the body has already ended: postgres-nio gives up on
                // a cancelled statement at once, while the server is still running it, and the
                // session's ROLLBACK would wait for its end. Then again every 20 ms until the
                // body has ended: a cancel that lands between two of its statements is ignored
                // by the server, and the next statement (a count after the page) would run on.
                while true {
                    _ = try? await connection.query(
                        PostgresQuery(unsafeSQL: "SELECT pg_cancel_backend($1)", binds: bindings), logger: PostgresSession.logger)
                    if stopped.withLockedValue({ $0 }) { break }
                    try? await Task.sleep(for: .milliseconds(20))
                }
                // Delivered: the session need not wait for the goodbye.
                Task { try? await connection.close() }
            }
        }
    }

    /// Returns once the cancels that were sent have reached the server (at once when none
    /// was), and sends no more: the transaction's body has ended.
    func settled() async {
        stopped.withLockedValue { $0 = true }
        if let task = request.withLockedValue({ $0 }) { await task.value }
    }
}
#endif
