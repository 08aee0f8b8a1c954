#if Postgres
import Domain
import PostgresNIO

/// Maps the server's SQLSTATEs and postgres-nio's connection errors to the store problems
/// the SQLite store reports for the same situations, so the CLI says the same lines with
/// the same exit codes (docs/postgres.md lists them). Errors name `USER@HOST:PORT/DBNAME`,
/// never the password.
enum PostgresErrorTranslator {
    /// The domain error for `error`; one that is already a domain error passes through.
    /// - Parameter queryTimeout: the statement timeout set on the connection, if any.
    static func translate(_ error: any Error, url: PostgresURL, queryTimeout: Int? = nil) -> any Error {
        if error is ThreadsError { return error }
        guard let error = error as? PSQLError else {
            return ThreadsError.store(.engineError(path: url.name, reason: String(describing: error)))
        }
        guard error.code == .server, let state = error.serverInfo?[.sqlState] else {
            return ThreadsError.store(.engineError(path: url.name, reason: connectionReason(error)))
        }
        let message = error.serverInfo?[.message] ?? "SQLSTATE \(state)"
        switch state {
        case "55P03", "40001", "40P01":
            // A lock held past lock_timeout, or a conflict with other writers still there after the retries.
            return ThreadsError.storeBusy(path: url.name)
        case "57014" where queryTimeout != nil:
            // Cancelled by statement_timeout; the transaction rolled back.
            return ThreadsError.queryTimedOut(milliseconds: queryTimeout ?? 0)
        case "53100":
            return ThreadsError.store(.diskFull(path: url.name))
        case "25006":
            // A hot standby: it serves reads only.
            return ThreadsError.store(.engineError(path: url.name, reason: "\(message); this server is a read-only replica, so point --database at the primary"))
        case "28P01", "28000", "3D000", "08001", "08006", "57P03":
            return ThreadsError.store(.engineError(path: url.name, reason: "cannot connect: \(message); check the user, password, host, port and database name"))
        case "42501":
            return ThreadsError.store(.engineError(path: url.name, reason: "\(message); ask the database's owner to grant it"))
        case "XX001", "XX002":
            return ThreadsError.store(.damaged(path: url.name))
        default:
            return ThreadsError.store(.engineError(path: url.name, reason: message))
        }
    }

    /// Whether the server aborted the transaction only because of another one running at the
    /// same time, so running it again can succeed.
    static func isTransient(_ error: any Error) -> Bool {
        guard let error = error as? PSQLError, let state = error.serverInfo?[.sqlState] else { return false }
        return state == "40001" || state == "40P01"
    }

    /// Whether `error` is what a cancelled statement ends with: Swift's own `CancellationError`,
    /// postgres-nio's for rows no longer read, or the server's query_canceled (57014). The session
    /// asks only when its Task was cancelled, so a statement_timeout in a Task nobody cancelled
    /// stays `queryTimedOut`.
    static func isCancellation(_ error: any Error) -> Bool {
        if error is CancellationError { return true }
        guard let error = error as? PSQLError else { return false }
        return error.code == .queryCancelled || error.serverInfo?[.sqlState] == "57014"
    }

    /// Why no connection could be made, in a few words (postgres-nio's own description is
    /// generic on purpose, so the underlying channel error is what tells).
    private static func connectionReason(_ error: PSQLError) -> String {
        let cause = error.underlying.map { String(describing: $0) } ?? String(describing: error.code)
        return "cannot connect (\(cause)); check the host, port and sslmode, and that the server is running"
    }
}
#endif
