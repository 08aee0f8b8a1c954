import GRDB
import GRDBSQLite

/// GRDB's statement authorizer, which a command's connection goes without.
///
/// GRDB registers an authorizer on every connection it opens. SQLite calls it while preparing a
/// statement, once for each column the statement reads, and GRDB adds that column to the
/// statement's region, for observers (`ValueObservation`, `TransactionObserver`). Each call copies
/// the region so far: about 11,000 instructions, and a rare word's page reads 77 columns on its
/// main thread, 0.2 ms of a 4.5 ms command (docs/performance-notes.md).
///
/// A connection whose transactions run on the calling thread (`SQLiteDataStore.Access`) needs
/// none of what the authorizer tells GRDB. Nothing in the store observes, and it uses no
/// savepoints and none of GRDB's schema introspection. Nothing cancels a command's task (its
/// Ctrl-C ends the process), and that matters: GRDB lets a cancelled transaction roll back only
/// when the authorizer has reported the statement as a ROLLBACK, and stops the process when a
/// transaction is left open. The browser, whose searches are cancelled key by key, and the
/// service keep the authorizer.
enum StatementTracking {
    /// Takes GRDB's authorizer off `db`, once the file is migrated (GRDB clears its schema cache
    /// when the authorizer reports a statement that changes the schema). SQLite expires the
    /// connection's prepared statements when its authorizer changes, and each is prepared again at
    /// its next use, so this runs before the command's first statement.
    static func stop(_ db: Database) {
        sqlite3_set_authorizer(db.sqliteConnection, nil, nil)
    }
}
