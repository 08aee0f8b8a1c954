import Domain
import GRDB

/// Maps SQLite's result codes to the store problems they mean (each fault and what the user sees: docs/reliability.md).
enum DatabaseErrorTranslator {
    /// The domain error for `error` raised while using the database at `path`.
    static func translate(_ error: any Error, path: String) -> any Error {
        guard let error = error as? DatabaseError else { return error }
        switch error.resultCode {
        case .SQLITE_BUSY, .SQLITE_LOCKED:
            return ThreadsError.storeBusy(path: path)
        case .SQLITE_NOTADB:
            return ThreadsError.store(.notADatabase(path: path))
        case .SQLITE_CORRUPT:
            return ThreadsError.store(.damaged(path: path))
        case .SQLITE_READONLY:
            return ThreadsError.store(.readOnly(path: path))
        case .SQLITE_CANTOPEN:
            return ThreadsError.store(.cannotOpen(path: path))
        case .SQLITE_FULL:
            return ThreadsError.store(.diskFull(path: path))
        case .SQLITE_PERM, .SQLITE_AUTH, .SQLITE_IOERR:
            return ThreadsError.store(.ioFailure(path: path, reason: error.message ?? "I/O error"))
        default:
            return ThreadsError.store(.engineError(path: path, reason: error.message ?? "\(error.resultCode)"))
        }
    }
}
