import Domain
import GRDB

/// Maps SQLite's errors to the user's terms (codes as measured in design/storage.md).
enum DatabaseErrorTranslator {
    /// The domain error for `error` raised while using the database at `path`.
    static func translate(_ error: any Error, path: String) -> any Error {
        guard let error = error as? DatabaseError else { return error }
        switch error.resultCode {
        case .SQLITE_BUSY, .SQLITE_LOCKED:
            return ThreadsError.storeBusy("the database \(path) is locked by another process; try again, or raise THREADS_BUSY_TIMEOUT_MS")
        case .SQLITE_NOTADB:
            return ThreadsError.storeUnavailable("\(path) is not a threads database (not SQLite); point --database elsewhere")
        case .SQLITE_CORRUPT:
            return ThreadsError.storeUnavailable("the database \(path) is damaged; restore it from a backup ('threads db check' tells more)")
        case .SQLITE_READONLY:
            return ThreadsError.storeUnavailable("the database \(path) is read-only; check its permissions and its folder's")
        case .SQLITE_CANTOPEN:
            return ThreadsError.storeUnavailable("cannot open the database \(path); check that its folder exists and is accessible")
        case .SQLITE_FULL:
            return ThreadsError.storeUnavailable("the disk holding \(path) is full; nothing was changed")
        case .SQLITE_PERM, .SQLITE_AUTH, .SQLITE_IOERR:
            return ThreadsError.storeUnavailable("cannot read or write \(path): \(error.message ?? "I/O error")")
        default:
            return ThreadsError.storeUnavailable("database error on \(path): \(error.message ?? "\(error.resultCode)")")
        }
    }
}
