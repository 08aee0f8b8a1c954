#if Postgres
import Data
import Domain
import PostgresNIO

/// The shared store: an inbox on a PostgreSQL server that a team's `threads` processes, on
/// any number of machines, read and write at once. Behind the same `DataStore` protocol as
/// the SQLite stores and held to the same contract suite. What it does is split by role
/// like the SQLite store's: `+Reading`, `+Writing`, `+Bulk`, `+Inspection`, `+SavedFilters`.
///
/// Each call is one transaction on one connection, opened on first use; a command's change
/// is all or nothing, and a transaction aborted by a concurrent one is run again.
public final class PostgresDataStore: DataStore {
    /// The schema version this build writes: the number of the newest file in `schema/postgres/`.
    public static let schemaVersion = EmbeddedSchema.migrations.last?.version ?? 0

    let session: PostgresSession
    /// Errors name the database by this (`USER@HOST:PORT/DBNAME`).
    var url: PostgresURL { session.url }

    /// A store on the database `url` names. Nothing is sent until the first call, which
    /// connects, refuses a C-locale, foreign or newer database, and migrates an older one.
    /// - Parameters:
    ///   - busyTimeout: seconds a statement waits for another writer's lock before `storeBusy`.
    ///   - queryTimeout: seconds a statement may run before the server cancels it and its
    ///     transaction rolls back (`queryTimedOut`); nil, as the CLI has it, waits for any.
    ///     A bulk import is not bounded.
    ///   - readingOnly: for a shell's completion: a database this build would migrate is refused
    ///     instead, and every transaction is read-only.
    public convenience init(url: PostgresURL, busyTimeout: Double = 5, queryTimeout: Double? = nil, readingOnly: Bool = false) {
        self.init(url: url, busyTimeout: busyTimeout, queryTimeout: queryTimeout, readingOnly: readingOnly, migrations: EmbeddedSchema.migrations)
    }

    /// A store that migrates only as far as `migrations` go: for the tests of a migration's own work.
    init(url: PostgresURL, busyTimeout: Double = 5, queryTimeout: Double? = nil, readingOnly: Bool = false,
         migrations: [(version: Int, name: String, sql: String)]) {
        session = PostgresSession(url: url, busyTimeout: busyTimeout, queryTimeout: queryTimeout) { connection in
            if readingOnly {
                try await PostgresSchemaMigrator.checkForReading(connection, url: url, latest: Self.schemaVersion)
            } else {
                try await PostgresSchemaMigrator.prepare(connection, url: url, migrations: migrations)
            }
            // Only after the migrations, which may take long on a large database.
            if let milliseconds = PostgresSession.milliseconds(queryTimeout) {
                _ = try await connection.run("SET statement_timeout = \(milliseconds)")
            }
        }
    }
}

/// Reading rows by column position, with the text decoded from its stored form (`PostgresText`).
extension PostgresRandomAccessRow {
    func text(_ index: Int) throws -> String {
        PostgresText.decode(try self[index].decode(String.self))
    }

    func texts(_ index: Int) throws -> [String] {
        (try self[index].decode([String]?.self) ?? []).map(PostgresText.decode)
    }
}

extension PostgresConnection {
    /// Runs `sql` with `bindings`, in the store's silence (no logging). A Task already cancelled
    /// sends nothing more: its transaction is being given up (`PostgresSession.transaction`).
    @discardableResult
    func run(_ sql: String, _ bindings: PostgresBindings = PostgresBindings()) async throws -> PostgresRowSequence {
        try Task.checkCancellation()
        return try await query(PostgresQuery(unsafeSQL: sql, binds: bindings), logger: PostgresSession.logger)
    }

    /// Every row of `sql`, each made into a value by `make`.
    func rows<T>(_ sql: String, _ bindings: PostgresBindings = PostgresBindings(), _ make: (PostgresRandomAccessRow) throws -> T) async throws -> [T] {
        var values: [T] = []
        for try await row in try await run(sql, bindings) {
            values.append(try make(row.makeRandomAccess()))
        }
        return values
    }
}
#endif
