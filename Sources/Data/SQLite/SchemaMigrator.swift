import Domain
import GRDB

/// Recognises a threads database and brings it to the newest schema, or refuses it untouched.
///
/// `PRAGMA user_version` holds the newest migration applied (the "schema version" of docs/cli.md) and
/// `PRAGMA application_id` marks the file as ours, so another app's SQLite file is never altered.
enum SchemaMigrator {
    /// The file needs a migration or an index rebuild, and the open was asked to change nothing.
    struct ChangeRefused: Error {}

    /// "THRD": written into every database this project creates.
    static let applicationID: Int32 = 0x5448_5244

    /// A migration: its number, its file name in `schema/`, and its SQL.
    typealias Migration = (version: Int, name: String, sql: String)

    /// What an opened file turned out to be.
    enum State: Equatable {
        /// A new, empty file.
        case empty
        /// Ours, at this schema version.
        case ours(version: Int)
        /// SQLite, but not ours.
        case foreign
    }

    /// Reads the file's identity without writing anything.
    static func state(_ db: Database) throws -> State {
        let applicationID = try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0
        let version = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
        if applicationID == Self.applicationID { return .ours(version: version) }
        let objects = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master") ?? 0
        return applicationID == 0 && version == 0 && objects == 0 ? .empty : .foreign
    }

    /// Checks the file, then applies the missing migrations and rebuilds a short-term index of
    /// another tokenizer version (unless `staleIndex` leaves it) in one transaction. Nothing is
    /// written unless the file is empty, or ours and older than `migrations` or with such an index.
    ///
    /// An open of a file that needs neither runs one statement more than before the index had a
    /// version, in the read it already made: the recorded version, by the table's key.
    /// - Parameter changing: false for a store opened before its command is known to be valid
    ///   (`SQLiteDataStore(…, changing: false)`): a file that would be migrated or have its index
    ///   rebuilt is left as it is, and the open fails with `ChangeRefused`.
    static func prepare(_ queue: some DatabaseWriter, path: String, wal: Bool, migrations: [Migration], staleIndex: SQLiteDataStore.StaleIndex = .rebuild,
                        changing: Bool = true) throws {
        let latest = migrations.last?.version ?? 0
        // Not GRDB's `read`, which also turns `PRAGMA query_only` on and off around it: two
        // statements more at every open, for reads that are plainly reads.
        let (found, stale) = try queue.writeWithoutTransaction { db in
            var answer: (State, Bool) = (.empty, false)
            try db.inTransaction(.deferred) {
                let found = try state(db)
                answer = (found, try indexIsStale(found, latest: latest, db))
                return .commit
            }
            return answer
        }
        let migrate = try needsMigration(found, path: path, latest: latest)
        guard migrate || (stale && staleIndex == .rebuild) else { return }
        guard changing else { throw ChangeRefused() }
        if wal && migrate {
            // Outside the transaction: SQLite cannot change the journal mode inside one.
            try queue.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA journal_mode = WAL") }
        }
        try queue.writeWithoutTransaction { db in
            try db.inTransaction(.immediate) {
                // Read again under the write lock: another process may have migrated meanwhile.
                let current: Int
                switch try state(db) {
                case .empty: current = 0
                case .ours(let version): current = version
                case .foreign: throw notOurs(path)
                }
                if try needsMigration(.ours(version: current), path: path, latest: latest) {
                    for migration in migrations where migration.version > current {
                        try db.execute(sql: migration.sql)
                    }
                    // Pragmas take no bound arguments; both values are this build's own constants.
                    try db.execute(sql: "PRAGMA user_version = \(latest)")
                    try db.execute(sql: "PRAGMA application_id = \(applicationID)")
                }
                try keepIndexVersion(from: current, latest: latest, staleIndex: staleIndex, db)
                return .commit
            }
        }
    }

    /// Whether the short-term index of a file at `state` was built by another tokenizer version
    /// than this build's, or by none recorded. Only a schema with `index_versions` is asked.
    private static func indexIsStale(_ state: State, latest: Int, _ db: Database) throws -> Bool {
        guard case .ours(let version) = state, version >= ShortTermIndexVersion.recordedSince, version <= latest else { return false }
        return try ShortTermIndexVersion.recorded(db) != ShortTermTokenizer.version
    }

    /// After the migrations, in their transaction: records the version of the index that 012
    /// found (the one 010 built just now is this build's), then rebuilds an index of another.
    private static func keepIndexVersion(from current: Int, latest: Int, staleIndex: SQLiteDataStore.StaleIndex, _ db: Database) throws {
        guard latest >= ShortTermIndexVersion.recordedSince else { return }
        if current < ShortTermIndexVersion.recordedSince {
            // The table is new. An index 010 built just now is this build's; one built before was
            // built by this project's only toolchain so far, whose version `before012` is: on that
            // toolchain, the current version (nothing to rebuild); on another, rebuilt below.
            try ShortTermIndexVersion.record(current < ShortTermIndexVersion.builtSince ? ShortTermTokenizer.version : ShortTermIndexVersion.before012, db)
        }
        if staleIndex == .rebuild, try indexIsStale(.ours(version: latest), latest: latest, db) {
            try ShortTermIndexVersion.rebuild(db)
        }
    }

    /// For a connection that cannot write: refuses a foreign or newer file, and an older one
    /// that would need migrating first.
    static func check(_ queue: some DatabaseReader, path: String, latest: Int) throws {
        guard try needsMigration(try queue.read(state), path: path, latest: latest) else { return }
        throw ThreadsError.store(.readOnlyNeedsUpgrade(path: path, to: latest))
    }

    private static func needsMigration(_ state: State, path: String, latest: Int) throws -> Bool {
        switch state {
        case .empty:
            return true
        case .foreign:
            throw notOurs(path)
        case .ours(let version) where version > latest:
            throw ThreadsError.store(.newerSchema(path: path, found: version, supported: latest))
        case .ours(let version):
            return version < latest
        }
    }

    private static func notOurs(_ path: String) -> ThreadsError {
        .store(.foreignDatabase(path: path))
    }
}
