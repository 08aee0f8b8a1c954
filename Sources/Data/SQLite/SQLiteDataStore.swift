import Domain
import Foundation
import GRDB
import SQLiteTuning

/// The SQLite store (GRDB): a file in WAL mode for real use, or a private in-memory database for tests.
/// What it does is split by role: `+Reading`, `+Writing`, `+Bulk`, `+Inspection`, `+SavedFilters`.
public final class SQLiteDataStore: DataStore {
    /// The schema version this build writes: the number of the newest file in `schema/`.
    public static let schemaVersion = EmbeddedSchema.migrations.last?.version ?? 0
    /// The version of this build's short-term tokenizer, as `db check` names it (`ShortTermTokenizer.version`).
    public static let tokenizerVersion = ShortTermTokenizer.version

    /// Shown in error messages.
    public let path: String
    /// Not private only for `upsertThreads` (`+Bulk`), which runs its own transaction;
    /// everything else goes through `read` and `write`.
    let connections: SQLiteConnections
    /// How long each read and write transaction's body may run (the service's query timeout).
    private let queryTimeout: TimeInterval?
    /// What an import may spend for speed (`+Bulk`).
    let bulkLoad: BulkLoad
    /// Where one connection's transactions run.
    private let access: Access
    /// The service's readers for reads expected to be long, beside the pool's (`+ReadLanes`).
    let longReads: LongReadLane?
    /// How much of the file one connection keeps in memory (`+Bulk`, `+Mail` and exports size it their way;
    /// writes run with SQLite's default, `transaction`).
    let pageCache: PageCache

    /// Where a store on one connection runs its transactions.
    public enum Access: Sendable {
        /// On the connection's own queue, the caller suspended meanwhile: a read that runs for
        /// seconds holds none of the few threads Swift's tasks share (the browser, whose next key
        /// must run to cancel a search still reading; the tests' default).
        case ownQueue
        /// On the calling thread: a command that does one thing and exits starts no thread for
        /// it (GRDB's queue hop and the global executor's workers cost a list page about 1 ms).
        /// Its one connection does without GRDB's statement authorizer (`StatementTracking`).
        case callingThread
    }

    /// What an open that may write does with a short-term index built by another tokenizer
    /// version than this build's (`ShortTermTokenizer.version`).
    public enum StaleIndex: Sendable {
        /// Rebuilds it, in the transaction that migrates (the rule: its searches must be right).
        case rebuild
        /// Leaves it as found, for `db check`, which reports it and changes nothing.
        case leave
    }

    /// Opens (creating if needed) the database file at `path`, refusing a foreign or newer file untouched.
    /// - Parameters:
    ///   - busyTimeout: how long a writer waits for another process's lock before `storeBusy`.
    ///   - queryTimeout: how long a transaction may run before it is stopped and rolled back
    ///     (`queryTimedOut`); nil, as the CLI has it, waits for any. A bulk import is not bounded.
    ///   - createFolders: whether missing folders on the way may be created (the default location only).
    ///   - readers: 0 (the CLI) opens one connection, which reads and writes in turn and opens
    ///     quickest; more (the service) opens a writer and up to that many WAL readers, so that
    ///     many requests read side by side. A file this user may not write gets one connection.
    ///   - bulkLoad: what an import may spend for speed: the command's, or the service's smaller share.
    ///   - longReaders: with `readers`, that many more WAL readers of their own for reads expected
    ///     to be long, or found to be (`+ReadLanes`): the service's; 0 has none.
    ///   - access: where one connection's transactions run (a pool's short reads run on the caller's thread).
    ///   - staleIndex: whether a short-term index of another tokenizer version is rebuilt on open.
    ///   - pageCache: how much of the file one connection keeps in memory between reads.
    ///   - changing: false to open only a file at this schema with its index current, changing
    ///     nothing (else the open fails): for a store opened before its command is known to be valid.
    public convenience init(path: String, busyTimeout: TimeInterval = 5, queryTimeout: TimeInterval? = nil, createFolders: Bool = false, readers: Int = 0,
                            longReaders: Int = 0, bulkLoad: BulkLoad = .command, access: Access = .ownQueue, staleIndex: StaleIndex = .rebuild,
                            pageCache: PageCache = .standard, changing: Bool = true) throws {
        try self.init(
            path: path, busyTimeout: busyTimeout, queryTimeout: queryTimeout, createFolders: createFolders, readers: readers, longReaders: longReaders,
            bulkLoad: bulkLoad, access: access, staleIndex: staleIndex, pageCache: pageCache, migrations: EmbeddedSchema.migrations, changing: changing)
    }

    /// Opens a new, private in-memory database with the full schema.
    public static func inMemory() throws -> SQLiteDataStore {
        try SQLiteDataStore(inMemoryWith: EmbeddedSchema.migrations)
    }

    /// - Parameter readingOnly: opens one read-only connection to a file that must be there
    ///   and at this schema already (`init(readingOnly:)`).
    init(
        path: String, busyTimeout: TimeInterval, queryTimeout: TimeInterval? = nil, createFolders: Bool, readers: Int = 0, longReaders: Int = 0,
        bulkLoad: BulkLoad = .command, access: Access = .ownQueue, staleIndex: StaleIndex = .rebuild, pageCache: PageCache = .standard,
        migrations: [SchemaMigrator.Migration], readingOnly: Bool = false, changing: Bool = true
    ) throws {
        self.path = path
        self.access = access
        self.pageCache = pageCache
        self.queryTimeout = queryTimeout
        self.bulkLoad = bulkLoad
        do {
            if readingOnly {
                connections = try Self.openReadingOnly(path: path, busyTimeout: busyTimeout, latest: migrations.last?.version ?? 0, fileAlone: true)
            } else {
                try StoreFile.prepare(path: path, createFolders: createFolders)
                connections = try Self.open(path: path, busyTimeout: busyTimeout, readers: readers, staleIndex: staleIndex, migrations: migrations,
                                            changing: changing)
            }
            if case .single(let queue) = connections {
                try queue.inDatabase { db in
                    try pageCache.prepare(db)
                    if access == .callingThread { StatementTracking.stop(db) }
                }
            }
            // Opened after the pool, which has migrated the file; none on a file this user may only read.
            if case .pool = connections, longReaders > 0 {
                longReads = try LongReadLane(path: path, configuration: Self.configuration(busyTimeout: busyTimeout, readonly: true), readers: longReaders)
            } else {
                longReads = nil
            }
        } catch {
            throw DatabaseErrorTranslator.translate(error, path: path)
        }
    }

    init(inMemoryWith migrations: [SchemaMigrator.Migration]) throws {
        path = ":memory:"
        access = .ownQueue
        pageCache = .standard
        queryTimeout = nil
        bulkLoad = .command
        longReads = nil
        let queue = try DatabaseQueue(configuration: Self.configuration(busyTimeout: 0))
        try SchemaMigrator.prepare(queue, path: path, wal: false, migrations: migrations)
        connections = .single(queue)
    }

    /// Closes the connection now rather than when the store goes (checkpointing the WAL and
    /// removing SQLite's `-wal` and `-shm` files); every later use fails.
    public func close() throws {
        // Its readers first, so that the writer's connection is the file's last and cleans up.
        try longReads?.close()
        try connections.writer.close()
    }

    /// Migrated read-write connections, else a read-only one when this user may not write.
    private static func open(
        path: String, busyTimeout: TimeInterval, readers: Int, staleIndex: StaleIndex, migrations: [SchemaMigrator.Migration], changing: Bool
    ) throws -> SQLiteConnections {
        do {
            var configuration = configuration(busyTimeout: busyTimeout)
            guard readers > 0 else {
                let queue = try DatabaseQueue(path: path, configuration: configuration)
                try SchemaMigrator.prepare(queue, path: path, wal: true, migrations: migrations, staleIndex: staleIndex, changing: changing)
                return .single(queue)
            }
            configuration.maximumReaderCount = readers
            let pool = try DatabasePool(path: path, configuration: configuration)
            try SchemaMigrator.prepare(pool, path: path, wal: true, migrations: migrations, staleIndex: staleIndex, changing: changing)
            return .pool(pool)
        } catch let error as DatabaseError where error.resultCode == .SQLITE_READONLY {
            // A file or folder this user may not write: reads still work, and every write
            // fails on the read-only connection with SQLITE_READONLY (the "read-only" line).
            return try openReadingOnly(path: path, busyTimeout: busyTimeout, latest: migrations.last?.version ?? 0)
        }
    }

    /// A plain GRDB connection to the file at `path` that knows the schema's own tokenizer and
    /// function, and nothing of the store's rules: for tests that write with raw SQL, as another
    /// program would (a program without the tokenizer cannot change text: docs/search.md).
    public static func rawQueue(path: String) throws -> DatabaseQueue {
        _ = tuned
        var configuration = Configuration()
        configuration.prepareDatabase { db in
            db.add(tokenizer: ShortTermTokenizer.self)
        }
        return try DatabaseQueue(path: path, configuration: configuration)
    }

    /// SQLite's process-wide settings (`threads_sqlite_tune`), applied before this process's
    /// first connection: every connection is configured here or in `rawQueue` first.
    private static let tuned: Void = { _ = threads_sqlite_tune() }()

    static func configuration(busyTimeout: TimeInterval, readonly: Bool = false) -> Configuration {
        _ = tuned
        var configuration = Configuration()
        configuration.readonly = readonly
        // The default fails at once when another process writes; a writer waits up to `busyTimeout` instead.
        configuration.busyMode = .timeout(busyTimeout)
        configuration.foreignKeysEnabled = true
        configuration.prepareDatabase { db in
            try db.execute(sql: "PRAGMA temp_store = MEMORY")
            // No memory mapping of the file (`PRAGMA mmap_size`): it was tried, and it made list
            // pages slower (the kernel maps and unmaps 16 pages around each one touched) and counted
            // every page an export reads in the process's memory, 166 MiB instead of 19
            // (docs/performance-notes.md).
            // The same case folding as the in-memory store, for searches that read each text.
            try FoldFunction.register(db)
            // Membership in a page's list of ids, which `--all`'s four walks each ask.
            try ListedFunction.register(db)
            // The short-term index's tables cannot be opened without it (schema/010_short_terms.sql).
            db.add(tokenizer: ShortTermTokenizer.self)
        }
        return configuration
    }

    // MARK: Access with errors in the user's terms

    /// Runs `body` in one DEFERRED transaction: a consistent snapshot for all its statements.
    /// Not GRDB's `read`, which on a writable connection also turns `PRAGMA query_only` on and
    /// off around each read (about 0.3 ms a call here, measured with threads-bench); the
    /// bodies given here only select.
    func read<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws -> T {
        try await transaction(.deferred, body)
    }

    /// Every write is one IMMEDIATE transaction: it takes the write lock first (waiting up to
    /// the busy timeout) so it can never fail half-way on a lock, and rolls back whole on error.
    func write<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws -> T {
        try await transaction(.immediate, body)
    }

    /// `body` in one transaction of `kind`, committed if it returns, rolled back if it throws;
    /// SQLite's errors in the user's terms. One connection runs it on the connection's own
    /// queue, the caller suspended meanwhile: a read that runs for seconds (a search in the
    /// browser) must not hold one of the few threads Swift's tasks share, or the task that
    /// reads the next key, and would cancel it, cannot run. A pool's short reads take a free
    /// reader on the caller's thread, its long ones wait for a reader of their own (`+ReadLanes`);
    /// its writes go to the writer without holding that thread.
    ///
    /// Cancelling the calling task stops the running statement within microseconds and throws
    /// `CancellationError`, never a store error: the browser drops a search the next key made
    /// obsolete, and the connection is free for the next one at once.
    private func transaction<T: Sendable>(_ kind: Database.TransactionKind, _ body: @escaping @Sendable (Database) throws -> T) async throws -> T {
        try Task.checkCancellation()
        // A pool's read gets a first try on the calling thread, bounded by the budget, where a
        // lane for long reads could take it instead (`+ReadLanes`).
        let deadline = QueryDeadline(limit: queryTimeout, budget: kind == .deferred && longReads != nil ? LongReadLane.budget : nil)
        let cache = pageCache
        // A write keeps every page it changes in memory until it commits: SQLite's default cache.
        let inTransaction: @Sendable (Database) throws -> T = { db in
            kind == .deferred ? try Self.run(kind, deadline, db, body) : try cache.withDefaultCache(db) { try Self.run(kind, deadline, db, body) }
        }
        do {
            // A one-shot command is not cancelled (its Ctrl-C ends the process), and the closure
            // a cancellation handler runs would leave the calling thread: straight through.
            if access == .callingThread, case .single(let queue) = connections {
                return try queue.inDatabase(inTransaction)
            }
            return try await withTaskCancellationHandler {
                switch connections {
                case .single(let queue):
                    return try await queue.writeWithoutTransaction(inTransaction)
                case .pool(let pool) where kind == .deferred:
                    return try await Self.read(pool, long: longReads, deadline, body)
                case .pool(let pool):
                    return try await pool.writeWithoutTransaction(inTransaction)
                }
            } onCancel: {
                deadline.cancel()
            }
        } catch {
            // CancellationError is not a DatabaseError: it passes through as it is.
            throw DatabaseErrorTranslator.translate(error, path: path)
        }
    }

    /// Runs `body` between BEGIN and COMMIT on `db`, stopped by `deadline` (its limit, or the
    /// task's cancellation) while the body runs. BEGIN and COMMIT are cached statements: GRDB's
    /// `inTransaction` prepares both anew on every call, and that parsing (with the allocator
    /// work it sets off) was about 30 µs of each list page (threads-bench).
    static func run<T>(_ kind: Database.TransactionKind, _ deadline: QueryDeadline, _ db: Database, _ body: (Database) throws -> T) throws -> T {
        let begin = switch kind {
        case .deferred: "BEGIN DEFERRED TRANSACTION"
        case .immediate: "BEGIN IMMEDIATE TRANSACTION"
        case .exclusive: "BEGIN EXCLUSIVE TRANSACTION"
        }
        try db.cachedStatement(sql: begin).execute()
        do {
            deadline.arm(db)
            // Cancelled while it waited for the connection: nothing of the body runs.
            if deadline.cancelled { throw CancellationError() }
            let result = try body(db)
            if kind != .deferred { try sealChanges(db) }
            deadline.disarm(db)
            try db.cachedStatement(sql: "COMMIT TRANSACTION").execute()
            return result
        } catch {
            deadline.disarm(db)
            if db.isInsideTransaction { try? db.rollback() }
            // The task has gone: however the body ended (SQLITE_INTERRUPT, as a rule), nobody
            // waits for a store error, and the browser must not show one.
            if deadline.cancelled { throw CancellationError() }
            if deadline.overBudget, (error as? DatabaseError)?.resultCode == .SQLITE_INTERRUPT { throw QueryDeadline.OverBudget() }
            if let limit = deadline.limit, deadline.stopped, (error as? DatabaseError)?.resultCode == .SQLITE_INTERRUPT {
                throw ThreadsError.queryTimedOut(milliseconds: Int((limit * 1000).rounded()))
            }
            throw error
        }
    }
}
