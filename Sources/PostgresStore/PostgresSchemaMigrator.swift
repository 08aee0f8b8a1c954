#if Postgres
import Domain
import PostgresNIO

/// Recognises a database holding the `threads` schema and brings it to the newest version,
/// or refuses it untouched: a database whose ctype is C (Japanese search cannot work there),
/// a `threads` schema that is not ours, or one a newer build wrote.
///
/// The identity is the row in `threads.store_info`; the version is the highest in
/// `threads.schema_migrations`. Migrations run in one transaction after taking a
/// transaction-level advisory lock, so two processes opening a new database at once migrate
/// it once: the second waits, then finds nothing left to do.
enum PostgresSchemaMigrator {
    /// Any constant held by no other application's advisory locks: "THRD" in ASCII.
    static let lockKey: Int64 = 0x5448_5244

    /// What the database turned out to be.
    enum State: Equatable {
        case empty
        case ours(version: Int)
        case foreign
    }

    static func prepare(_ connection: PostgresConnection, url: PostgresURL, migrations: [(version: Int, name: String, sql: String)]) async throws {
        let latest = migrations.last?.version ?? 0
        try await refuseCLocale(connection, url: url)
        guard try needsMigration(try await state(connection), url: url, latest: latest) else { return }
        try await connection.query("BEGIN", logger: PostgresSession.logger)
        do {
            try await connection.query("SELECT pg_advisory_xact_lock(\(lockKey))", logger: PostgresSession.logger)
            // Read again under the lock: another process may have migrated meanwhile.
            let current: Int
            switch try await state(connection) {
            case .empty: current = 0
            case .ours(let version): current = version
            case .foreign: throw notOurs(url)
            }
            if try needsMigration(.ours(version: current), url: url, latest: latest) {
                for migration in migrations where migration.version > current {
                    for statement in SQLStatements.split(migration.sql) {
                        try await connection.query(PostgresQuery(unsafeSQL: statement), logger: PostgresSession.logger)
                    }
                    try await connection.query(
                        "INSERT INTO threads.schema_migrations (version, name) VALUES (\(migration.version), \(migration.name))",
                        logger: PostgresSession.logger)
                }
            }
            try await connection.query("COMMIT", logger: PostgresSession.logger)
        } catch {
            _ = try? await connection.query("ROLLBACK", logger: PostgresSession.logger)
            throw error
        }
    }

    /// For a store that only reads: refuses a database `prepare` would migrate (empty or older),
    /// as it refuses a foreign or newer one, writing nothing; then makes every transaction of
    /// the session read-only, so that nothing it runs can write either.
    static func checkForReading(_ connection: PostgresConnection, url: PostgresURL, latest: Int) async throws {
        if try needsMigration(try await state(connection), url: url, latest: latest) {
            throw ThreadsError.store(.readOnlyNeedsUpgrade(path: url.name, to: latest))
        }
        try await connection.query("SET default_transaction_read_only = on", logger: PostgresSession.logger)
    }

    /// The highest migration applied (0 when there is no `threads` schema).
    static func version(_ connection: PostgresConnection) async throws -> Int {
        if case .ours(let version) = try await state(connection) { return version }
        return 0
    }

    /// Reads the identity without writing: two round trips, the second only when the schema exists.
    static func state(_ connection: PostgresConnection) async throws -> State {
        // The catalogs themselves, not to_regnamespace/to_regclass: after waiting for the
        // advisory lock those still answered from this session's stale cache ("no schema"),
        // and a process that found a new database with another one migrating it failed with
        // "schema threads already exists".
        let presence = try await connection.query("""
            SELECT EXISTS (SELECT 1 FROM pg_namespace WHERE nspname = 'threads'),
                   (SELECT count(*) = 2 FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
                    WHERE n.nspname = 'threads' AND c.relname IN ('store_info', 'schema_migrations'))
            """, logger: PostgresSession.logger)
        var schema = false, tables = false
        for try await (hasSchema, hasTables) in presence.decode((Bool, Bool).self) { (schema, tables) = (hasSchema, hasTables) }
        guard schema else { return .empty }
        guard tables else { return .foreign }
        let identity = try await connection.query("""
            SELECT EXISTS (SELECT 1 FROM threads.store_info WHERE application = 'threads'),
                   (SELECT coalesce(max(version), 0) FROM threads.schema_migrations)
            """, logger: PostgresSession.logger)
        for try await (isOurs, version) in identity.decode((Bool, Int).self) {
            return isOurs ? .ours(version: version) : .foreign
        }
        return .foreign
    }

    /// Refuses a database whose character classification is C or POSIX: pg_trgm then finds no
    /// trigrams in Japanese (or any non-ASCII) text, and search would silently miss.
    private static func refuseCLocale(_ connection: PostgresConnection, url: PostgresURL) async throws {
        let rows = try await connection.query(
            "SELECT datctype FROM pg_database WHERE datname = current_database()", logger: PostgresSession.logger)
        for try await ctype in rows.decode(String.self) where ctype == "C" || ctype == "POSIX" {
            throw ThreadsError.store(.engineError(path: url.name, reason: """
                the database uses the \(ctype) locale, where search cannot match Japanese or other non-ASCII text; \
                create it with 'createdb --template=template0 --encoding=UTF8 --locale=C.UTF-8 \(url.database)'
                """))
        }
    }

    private static func needsMigration(_ state: State, url: PostgresURL, latest: Int) throws -> Bool {
        switch state {
        case .empty:
            return true
        case .foreign:
            throw notOurs(url)
        case .ours(let version) where version > latest:
            throw ThreadsError.store(.newerSchema(path: url.name, found: version, supported: latest))
        case .ours(let version):
            return version < latest
        }
    }

    private static func notOurs(_ url: PostgresURL) -> ThreadsError {
        .store(.engineError(path: url.name, reason: "its 'threads' schema belongs to another application; point --database at another database"))
    }
}
#endif
