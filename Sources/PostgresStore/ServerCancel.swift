#if Postgres
import NIOConcurrencyHelpers
import NIOCore
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
/// The cancel runs on the session connection's event loop, in futures, not in a Task: a Task
/// waits for a thread of Swift's shared pool, and when every one of them is busy (a server's
/// requests, a test run's other tests) the statement would go on on the server for as long as
/// they are, 156 s once in a loaded CI run.
///
/// A cancel only stops what the process is running when it arrives: one arriving between
/// statements, or between the protocol messages of one (its Parse and its Execute), is dropped by
/// the server. So the cancel is sent again every 20 ms for as long as the process is running a
/// statement, until the transaction's body has ended; and the session waits for that
/// (`settled`) before it sends a ROLLBACK or lets the next transaction in, so a late cancel never
/// stops a statement it was not meant for.
final class ServerCancel: Sendable {
    private let configuration: PostgresConnection.Configuration
    private let eventLoop: any EventLoop
    private let query: PostgresQuery
    /// Completes once the cancels are over; nil until `send`.
    private let delivered = NIOLockedValueBox<EventLoopFuture<Void>?>(nil)
    private let stopped = NIOLockedValueBox(false)

    /// For the statements of `session`'s connection, sent over a connection like it, from its event loop.
    init(for session: OpenConnection) {
        configuration = session.configuration
        eventLoop = session.connection.eventLoop
        var bindings = PostgresBindings()
        bindings.append(session.backend)
        // A row when the process was running a statement (and was sent the cancel), none when idle.
        query = PostgresQuery(
            unsafeSQL: "SELECT pg_cancel_backend(pid) FROM pg_stat_activity WHERE pid = $1 AND state = 'active'", binds: bindings)
    }

    /// Starts the cancel; returns at once (it runs from a cancellation handler). Later calls do nothing.
    func send() {
        delivered.withLockedValue { delivered in
            guard delivered == nil else { return }
            let done = eventLoop.makePromise(of: Void.self)
            delivered = done.futureResult
            connect(then: done, failures: 0)
        }
    }

    /// How many times in a row the cancel's connection may fail to open or to ask before the
    /// cancel gives up, and the statement runs to its end.
    static let attempts = 16

    /// The wait before trying again after `failures` failures in a row (one or more): 20 ms,
    /// doubled each time up to a second, about 10 s in all before the cancel gives up. A question
    /// answered starts the count again; a connection opened does not, since its question may
    /// fail each time. The session waits this out only while the server keeps refusing.
    static func pause(after failures: Int) -> TimeAmount {
        .milliseconds(min(20 << min(failures - 1, 6), 1_000))
    }

    /// Opens the cancel's connection, again after a pause when it fails: a server at its
    /// connection limit, or one too loaded to start a process within the connect timeout, turns
    /// the first try away, and one failed try would otherwise leave the statement running for as
    /// long as it takes.
    private func connect(then done: EventLoopPromise<Void>, failures: Int) {
        PostgresConnection.connect(on: eventLoop, configuration: configuration, id: 2, logger: PostgresSession.logger)
            .whenComplete { opened in
                switch opened {
                case .success(let connection): self.cancel(on: connection, then: done, failures: failures)
                case .failure: self.reconnect(after: failures + 1, then: done)
                }
            }
    }

    /// The body's end is not enough to stop: postgres-nio may give up on a cancelled statement at
    /// once, while the server is still running it, and the session's ROLLBACK would wait for its
    /// end. Nor is one cancel that found the statement running: it may have been dropped. So
    /// this goes on until the process is seen running nothing and the body has ended.
    private func cancel(on connection: PostgresConnection, then done: EventLoopPromise<Void>, failures: Int) {
        connection.query(query, logger: PostgresSession.logger).whenComplete { result in
            guard let running = try? result.get().rows.isEmpty == false else {
                // The question failed (the connection was lost, or the server is shutting
                // down): a new connection asks again.
                connection.close().whenComplete { _ in }
                return self.reconnect(after: failures + 1, then: done)
            }
            guard running || !self.stopped.withLockedValue({ $0 }) else {
                // Delivered: the session need not wait for the goodbye.
                connection.close().whenComplete { _ in }
                return done.succeed()
            }
            connection.eventLoop.scheduleTask(in: .milliseconds(20)) { self.cancel(on: connection, then: done, failures: 0) }
        }
    }

    /// Connects again after a pause, or gives up once there were `attempts` failures in a row:
    /// failing to cancel costs only time (the statement runs to its end, and the Task still gets
    /// CancellationError), so nothing here is worth reporting.
    private func reconnect(after failures: Int, then done: EventLoopPromise<Void>) {
        guard failures < Self.attempts else { return done.succeed() }
        eventLoop.scheduleTask(in: Self.pause(after: failures)) { self.connect(then: done, failures: failures) }
    }

    /// Returns once the session's process runs nothing more that a cancel was meant for (at once
    /// when none was sent), and sends no more: the transaction's body has ended.
    func settled() async {
        stopped.withLockedValue { $0 = true }
        if let delivered = delivered.withLockedValue({ $0 }) { try? await delivered.get() }
    }
}
#endif
