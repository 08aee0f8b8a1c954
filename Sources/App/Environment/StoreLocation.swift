import Foundation
import PostgresStore

/// Where the database is and how to open it, resolved from options and environment.
struct StoreLocation: Equatable, Sendable {
    /// The file's path; for a server, its URL without the password (what `db path` prints).
    var path: String
    /// Whether it came from the XDG default (whose folders may be created).
    var isDefault: Bool
    /// Seconds a writer waits for another process's lock.
    var busyTimeout: TimeInterval
    /// The PostgreSQL database, when the location is a server rather than a file.
    var server: PostgresURL? = nil
    /// Whether a SQLite file's transactions leave the calling thread (`SQLiteDataStore.Access`):
    /// only for the browser, whose long reads must hold no thread its keys need; a command that
    /// does one thing and exits runs them on its own thread and starts none.
    var offThread = false
    /// Whether the store is opened to be checked (`db check`): a SQLite file's short-term index of
    /// another tokenizer version is left as found, for the check to report, rather than rebuilt.
    var inspecting = false
    /// Whether the store is only read, as a shell's completion reads it: nothing in the user's
    /// shell may create, migrate or rebuild a database. A SQLite file must be there already and
    /// is opened read-only (`SQLiteDataStore(readingOnly:)`); a PostgreSQL database is neither
    /// migrated nor written (`PostgresDataStore(url:readingOnly:)`).
    var readOnly = false
}
