import Domain
import Foundation
import GRDB

/// The SQLite store (GRDB): a file in WAL mode for real use, or a private in-memory database for tests.
public final class SQLiteDataStore: DataStore {
    /// The schema version this build writes: the number of the newest file in `schema/`.
    public static let schemaVersion = EmbeddedSchema.migrations.last?.version ?? 0

    /// Shown in error messages.
    public let path: String
    private let queue: DatabaseQueue

    /// Opens (creating if needed) the database file at `path`, refusing a foreign or newer file untouched.
    /// - Parameters:
    ///   - busyTimeout: how long a writer waits for another process's lock before `storeBusy`.
    ///   - createFolders: whether missing folders on the way may be created (the default location only).
    public convenience init(path: String, busyTimeout: TimeInterval = 5, createFolders: Bool = false) throws {
        try self.init(path: path, busyTimeout: busyTimeout, createFolders: createFolders, migrations: EmbeddedSchema.migrations)
    }

    /// Opens a new, private in-memory database with the full schema.
    public static func inMemory() throws -> SQLiteDataStore {
        try SQLiteDataStore(inMemoryWith: EmbeddedSchema.migrations)
    }

    init(path: String, busyTimeout: TimeInterval, createFolders: Bool, migrations: [SchemaMigrator.Migration]) throws {
        self.path = path
        do {
            try StoreFile.prepare(path: path, createFolders: createFolders)
            queue = try Self.open(path: path, busyTimeout: busyTimeout, migrations: migrations)
        } catch {
            throw DatabaseErrorTranslator.translate(error, path: path)
        }
    }

    /// A migrated read-write connection, else a read-only one when this user may not write.
    private static func open(path: String, busyTimeout: TimeInterval, migrations: [SchemaMigrator.Migration]) throws -> DatabaseQueue {
        do {
            let queue = try DatabaseQueue(path: path, configuration: configuration(busyTimeout: busyTimeout))
            try SchemaMigrator.prepare(queue, path: path, wal: true, migrations: migrations)
            return queue
        } catch let error as DatabaseError where error.resultCode == .SQLITE_READONLY {
            // A file or folder this user may not write: reads still work, and every write
            // fails on the read-only connection with SQLITE_READONLY (the "read-only" line).
            let queue = try openReadOnly(path: path, busyTimeout: busyTimeout)
            try SchemaMigrator.check(queue, path: path, latest: migrations.last?.version ?? 0)
            return queue
        }
    }

    /// A read-only connection to `path`. In WAL mode SQLite needs the `-shm` file, which a
    /// read-only folder cannot hold (SQLITE_READONLY_DIRECTORY even for reads, see
    /// design/storage.md); with no `-wal` there is nothing beyond the main file, so it is
    /// then opened `immutable`, which reads the file alone.
    private static func openReadOnly(path: String, busyTimeout: TimeInterval) throws -> DatabaseQueue {
        do {
            // GRDB reads sqlite_master on open, so a missing `-shm` fails here already.
            return try DatabaseQueue(path: path, configuration: configuration(busyTimeout: busyTimeout, readonly: true))
        } catch let error as DatabaseError where error.resultCode == .SQLITE_READONLY || error.resultCode == .SQLITE_CANTOPEN {
            guard !FileManager.default.fileExists(atPath: path + "-wal") else { throw error }
            let uri = URL(fileURLWithPath: path).absoluteString + "?immutable=1"
            return try DatabaseQueue(path: uri, configuration: configuration(busyTimeout: busyTimeout, readonly: true))
        }
    }

    init(inMemoryWith migrations: [SchemaMigrator.Migration]) throws {
        path = ":memory:"
        queue = try DatabaseQueue(configuration: Self.configuration(busyTimeout: 0))
        try SchemaMigrator.prepare(queue, path: path, wal: false, migrations: migrations)
    }

    private static func configuration(busyTimeout: TimeInterval, readonly: Bool = false) -> Configuration {
        var configuration = Configuration()
        configuration.readonly = readonly
        // The default fails at once when another process writes; the spec asks to wait.
        configuration.busyMode = .timeout(busyTimeout)
        configuration.foreignKeysEnabled = true
        configuration.prepareDatabase { db in
            try db.execute(sql: "PRAGMA temp_store = MEMORY")
            // The same case folding as the in-memory store, for searches the trigram index can't serve.
            // Bytes in and out (see TextColumn): a String result would be cut at a NUL.
            db.add(function: DatabaseFunction("threads_fold", argumentCount: 1, pure: true) { values in
                Data.fromDatabaseValue(values[0].databaseValue).map { TextColumn.value(TextFold.key(TextColumn.string($0))) }
            })
        }
        return configuration
    }

    // MARK: DataStore

    public func threadRows(_ query: ThreadQuery) async throws -> ThreadRows {
        try await read { db in
            let sql = ThreadQuerySQL(filter: query.filter)
            let page = sql.page(columns: ThreadRecord.listColumns, sort: query.sort, limit: query.page.limit, offset: query.page.offset)
            // A cursor reads each row in place; `fetchAll` would copy every value first.
            var threads: [ThreadRecord] = []
            threads.reserveCapacity(min(query.page.limit ?? 64, 1000))
            let pageStatement = try db.cachedStatement(sql: page.sql)
            let pageRows = try Row.fetchCursor(pageStatement, arguments: page.arguments)
            while let row = try pageRows.next() { threads.append(try ThreadRecord(row: row, from: pageStatement)) }
            var matching: Int?, scope: Int?
            if query.extras.contains(.counts) {
                let counts = sql.counts()
                matching = try Int.fetchOne(db.cachedStatement(sql: counts.matching.sql), arguments: counts.matching.arguments) ?? 0
                scope = try Int.fetchOne(db.cachedStatement(sql: counts.scope)) ?? 0
            }
            // The page's ids as one JSON array for json_each, appended in place.
            var ids = "["
            ids.reserveCapacity(threads.count * 8 + 2)
            for (index, thread) in threads.enumerated() {
                if index > 0 { ids += "," }
                ids += String(thread.id)
            }
            ids += "]"
            var participants: [Int64: [String]] = [:]
            participants.reserveCapacity(threads.count)
            // Cached: the text never varies, so a long-lived process prepares these once.
            let participantStatement = try db.cachedStatement(sql: """
                SELECT thread_id, name FROM participants
                WHERE thread_id IN (SELECT value FROM json_each(?)) ORDER BY thread_id, position
                """)
            let participantRows = try Row.fetchCursor(participantStatement, arguments: [ids])
            // The rows come grouped by thread: each thread's names are gathered in one reused
            // list and stored at their exact count, one allocation a thread (a list grown from
            // empty in the dictionary allocates at one, two and four names).
            var names: [String] = []
            var namesOf: Int64?
            while true {
                let row = try participantRows.next()
                let id = try row?.decode(Int64.self, atIndex: 0)
                if let namesOf, id != namesOf {
                    participants[namesOf] = Array(names[...])
                    names.removeAll(keepingCapacity: true)
                }
                guard let id else { break }
                namesOf = id
                names.append(try participantStatement.text(atColumn: 1))
            }
            var lastMessages: [Int64: MessageRecord] = [:]
            if query.extras.contains(.lastMessages) {
                let messageRows = try Row.fetchCursor(db.cachedStatement(sql: """
                    SELECT \(MessageRecord.columnsOfM) FROM json_each(?) j
                    JOIN messages m ON m.id = (SELECT id FROM messages WHERE thread_id = j.value ORDER BY sent_at DESC, id DESC LIMIT 1)
                    """), arguments: [ids])
                while let row = try messageRows.next() {
                    let message = try MessageRecord(row: row)
                    lastMessages[message.threadID] = message
                }
            }
            return ThreadRows(threads: threads, participants: participants, lastMessages: lastMessages, matchingCount: matching, scopeCount: scope)
        }
    }

    public func insertThreadsIfAbsent(_ drafts: [ThreadDraft]) async throws -> Int {
        try await write { db in
            var added = 0
            for draft in drafts where try Self.insert(draft, db, ifAbsent: true) != nil {
                added += 1
            }
            return added
        }
    }

    public func threadDetail(_ id: Int64) async throws -> ThreadDetailRows? {
        try await read { db in try Self.detailRows(id, db) }
    }

    private static func detailRows(_ id: Int64, _ db: Database) throws -> ThreadDetailRows? {
        let threadRow = try db.cachedStatement(sql: """
            SELECT \(ThreadRecord.plainColumns)
            FROM threads WHERE id = ?
            """)
        guard let row = try Row.fetchOne(threadRow, arguments: [id]) else { return nil }
        let participants = try Row.fetchAll(db.cachedStatement(sql: "SELECT \(TextColumn.select("name")) FROM participants WHERE thread_id = ? ORDER BY position"), arguments: [id]).map { try $0.text(atIndex: 0) }
        let messages = try Row.fetchAll(db.cachedStatement(sql: """
            SELECT \(MessageRecord.plainColumns) FROM messages WHERE thread_id = ? ORDER BY sent_at, id
            """), arguments: [id]).map { try MessageRecord(row: $0) }
        return ThreadDetailRows(thread: try ThreadRecord(row: row), participants: participants, messages: messages)
    }

    /// Replaces the thread with `draft.key` (keeping its id) or adds it.
    private static func upsert(_ draft: ThreadDraft, _ db: Database, staging: ImportStaging) throws {
        // A key repeated in one file: the first copy is stored before the second replaces it.
        if try staging.holds(key: draft.key) { try staging.flush() }
        guard let id = try Int64.fetchOne(db.cachedStatement(sql: "SELECT id FROM threads WHERE key = \(TextColumn.parameter)"), arguments: [TextColumn.value(draft.key)]) else {
            try staging.add(draft)
            return
        }
        let created = Millis.from(draft.createdAt)
        try db.execute(sql: "DELETE FROM messages WHERE thread_id = ?", arguments: [id])
        try db.execute(sql: "DELETE FROM participants WHERE thread_id = ?", arguments: [id])
        try db.execute(sql: """
            UPDATE threads SET title = \(TextColumn.parameter), title_key = \(TextColumn.parameter), starred = ?, archived = ?, muted = ?, created_at = ?, last_activity_at = ? WHERE id = ?
            """, arguments: [TextColumn.value(draft.title), TextColumn.value(TextFold.key(draft.title)), draft.isStarred, draft.isArchived, draft.isMuted, created, created, id])
        let insertParticipant = try db.cachedStatement(sql: "INSERT INTO participants (thread_id, position, name, name_key) VALUES (?, ?, \(TextColumn.parameter), \(TextColumn.parameter))")
        for (position, name) in draft.participants.enumerated() {
            try insertParticipant.execute(arguments: [id, position, TextColumn.value(name), TextColumn.value(TextFold.key(name))])
        }
        for message in draft.messages { try staging.add(message, threadID: id) }
    }


    public func insertThread(_ draft: ThreadDraft) async throws -> Int64 {
        try await write { db in
            guard let id = try Self.insert(draft, db, ifAbsent: false) else {
                throw ThreadsError.invalidInput("a thread with key '\(draft.key)' already exists")
            }
            return id
        }
    }

    public func insertMessage(_ message: MessageDraft, threadID: Int64) async throws -> Bool {
        try await write { db in
            guard try Bool.fetchOne(db, sql: "SELECT 1 FROM threads WHERE id = ?", arguments: [threadID]) ?? false else { return false }
            try Self.insert(message, threadID: threadID, db)
            return true
        }
    }

    public func apply(_ change: ThreadChange, to ids: [Int64]) async throws -> [Int64] {
        let list = "[" + ids.map(String.init).joined(separator: ",") + "]"
        return try await write { db in
            // Check every id first, in the same transaction: all or nothing.
            let missing = try Int64.fetchAll(db, sql: """
                SELECT value FROM json_each(?) WHERE value NOT IN (SELECT id FROM threads) ORDER BY key
                """, arguments: [list])
            guard missing.isEmpty else { return missing }
            let targets = "(SELECT value FROM json_each(?))"
            switch change {
            case .star(let on):
                try db.execute(sql: "UPDATE threads SET starred = ? WHERE id IN \(targets)", arguments: [on, list])
            case .archive(let on):
                try db.execute(sql: "UPDATE threads SET archived = ? WHERE id IN \(targets)", arguments: [on, list])
            case .mute(let on):
                try db.execute(sql: "UPDATE threads SET muted = ? WHERE id IN \(targets)", arguments: [on, list])
            case .readAll:
                try db.execute(sql: "UPDATE messages SET read = 1 WHERE read = 0 AND thread_id IN \(targets)", arguments: [list])
            case .unreadNewest:
                try db.execute(sql: """
                    UPDATE messages SET read = 0 WHERE id IN (SELECT (SELECT id FROM messages m WHERE m.thread_id = j.value
                    ORDER BY sent_at DESC, id DESC LIMIT 1) FROM json_each(?) j)
                    """, arguments: [list])
            }
            return []
        }
    }

    public func importThreads(from source: any DraftSource) async throws -> Int {
        do {
            // The source is pulled inside the one transaction, line by line: nothing is held whole.
            return try await queue.writeWithoutTransaction { db in
                var count = 0
                try db.inTransaction(.immediate) {
                    let staging = try ImportStaging(db)
                    while let draft = try source.next() {
                        try Self.upsert(draft, db, staging: staging)
                        count += 1
                    }
                    try staging.flush()
                    return .commit
                }
                return count
            }
        } catch {
            throw DatabaseErrorTranslator.translate(error, path: path)
        }
    }

    public func forEachThread(_ filter: ThreadFilter, _ body: @escaping @Sendable (ThreadDetailRows) throws -> Void) async throws {
        try await read { db in
            let sql = ThreadQuerySQL(filter: filter)
            let ids = try Int64.fetchCursor(db, sql: "SELECT t.id FROM threads t WHERE \(sql.condition) ORDER BY t.id", arguments: sql.arguments)
            while let id = try ids.next() {
                if let rows = try Self.detailRows(id, db) { try body(rows) }
            }
        }
    }

    public func statistics() async throws -> InboxStatistics {
        let path = path
        return try await read { db in
            let row = try Row.fetchOne(db, sql: """
                SELECT count(*), coalesce(sum(message_count), 0), coalesce(sum(starred), 0),
                       coalesce(sum(unread_count > 0 AND muted = 0), 0), coalesce(sum(CASE WHEN muted = 0 THEN unread_count END), 0),
                       coalesce(sum(archived), 0),
                       (SELECT page_count FROM pragma_page_count()) * (SELECT page_size FROM pragma_page_size()),
                       coalesce(sum(muted), 0)
                FROM threads
                """)
            guard let row else { return InboxStatistics(threads: 0, messages: 0, starred: 0, unreadThreads: 0, unreadMessages: 0, archived: 0, sizeBytes: nil) }
            // The WAL holds pages not yet copied back; count it, as `du` would.
            let wal = (try? FileManager.default.attributesOfItem(atPath: path + "-wal")[.size] as? Int64) ?? 0
            return InboxStatistics(
                threads: try row.decode(atIndex: 0), messages: try row.decode(atIndex: 1), starred: try row.decode(atIndex: 2),
                unreadThreads: try row.decode(atIndex: 3), unreadMessages: try row.decode(atIndex: 4), archived: try row.decode(atIndex: 5),
                sizeBytes: path == ":memory:" ? nil : try row.decode(Int64.self, atIndex: 6) + wal, muted: try row.decode(atIndex: 7))
        }
    }

    public func health() async throws -> StoreHealth {
        try await read { db in
            let report = try String.fetchAll(db, sql: "PRAGMA integrity_check")
            let version = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
            let problems = (report == ["ok"] ? [] : report) + (try Self.counterDrift(db))
            return StoreHealth(problems: problems, schemaVersion: version, expectedSchemaVersion: Self.schemaVersion)
        }
    }

    /// SQLite's plan for `sql`, one line per step as `EXPLAIN QUERY PLAN` prints them
    /// (for the tests that hold each list query to its index).
    func queryPlan(_ sql: String, arguments: StatementArguments = []) async throws -> [String] {
        try await read { db in
            try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + sql, arguments: arguments).map { try $0.decode(String.self, atIndex: 3) }
        }
    }

    /// Where `thread_counts` (kept by schema/003's triggers) disagrees with a recount of
    /// `threads`: one line per state, empty when they agree. Triggers cannot be skipped by
    /// SQL, so a difference means the file was edited with triggers dropped or by hand.
    private static func counterDrift(_ db: Database) throws -> [String] {
        let rows = try Row.fetchAll(db, sql: """
            SELECT c.archived, c.muted, c.starred, c.unread, c.threads,
                   (SELECT count(*) FROM threads t WHERE t.archived = c.archived AND t.muted = c.muted
                    AND t.starred = c.starred AND (t.unread_count > 0) = c.unread)
            FROM thread_counts c
            """)
        return try rows.compactMap { row in
            let kept: Int = try row.decode(atIndex: 4), counted: Int = try row.decode(atIndex: 5)
            guard kept != counted else { return nil }
            let state = try (0..<4).map { "\(["archived", "muted", "starred", "unread"][$0])=\(try row.decode(Int.self, atIndex: $0))" }
            return "thread_counts (\(state.joined(separator: " "))) says \(kept) threads, the threads table has \(counted)"
        }
    }

    /// Inserts one draft with its participants and messages; nil when `ifAbsent` and the key exists.
    private static func insert(_ draft: ThreadDraft, _ db: Database, ifAbsent: Bool) throws -> Int64? {
        let insertThread = try db.cachedStatement(sql: """
            INSERT INTO threads (key, title, title_key, starred, archived, muted, created_at, last_activity_at)
            VALUES (\(TextColumn.parameter), \(TextColumn.parameter), \(TextColumn.parameter), ?, ?, ?, ?, ?) ON CONFLICT (key) DO NOTHING
            """)
        let insertParticipant = try db.cachedStatement(sql: "INSERT INTO participants (thread_id, position, name, name_key) VALUES (?, ?, \(TextColumn.parameter), \(TextColumn.parameter))")
        let created = Millis.from(draft.createdAt)
        try insertThread.execute(arguments: [TextColumn.value(draft.key), TextColumn.value(draft.title), TextColumn.value(TextFold.key(draft.title)), draft.isStarred, draft.isArchived, draft.isMuted, created, created])
        guard db.changesCount > 0 else { return nil }
        let id = db.lastInsertedRowID
        for (position, name) in draft.participants.enumerated() {
            try insertParticipant.execute(arguments: [id, position, TextColumn.value(name), TextColumn.value(TextFold.key(name))])
        }
        for message in draft.messages {
            try insert(message, threadID: id, db)
        }
        return id
    }

    private static func insert(_ message: MessageDraft, threadID: Int64, _ db: Database) throws {
        try db.cachedStatement(sql: "INSERT INTO messages (thread_id, author, body, sent_at, read) VALUES (?, \(TextColumn.parameter), \(TextColumn.parameter), ?, ?)")
            .execute(arguments: [threadID, TextColumn.value(message.author), TextColumn.value(message.body), Millis.from(message.sentAt), message.isRead])
    }

    public func savedFilter(named name: String) async throws -> SavedFilterRecord? {
        try await read { db in
            try Row.fetchOne(db, sql: "SELECT name, definition FROM saved_filters WHERE name = ?", arguments: [name])
                .map { SavedFilterRecord(name: try $0.decode(atIndex: 0), definition: try $0.decode(atIndex: 1)) }
        }
    }

    public func savedFilters() async throws -> [SavedFilterRecord] {
        try await read { db in
            try Row.fetchAll(db, sql: "SELECT name, definition FROM saved_filters ORDER BY name")
                .map { SavedFilterRecord(name: try $0.decode(atIndex: 0), definition: try $0.decode(atIndex: 1)) }
        }
    }

    public func upsertSavedFilter(_ record: SavedFilterRecord) async throws -> Bool {
        try await write { db in
            let existed = try Bool.fetchOne(db, sql: "SELECT 1 FROM saved_filters WHERE name = ?", arguments: [record.name]) ?? false
            try db.execute(sql: """
                INSERT INTO saved_filters (name, definition) VALUES (?, ?)
                ON CONFLICT (name) DO UPDATE SET definition = excluded.definition
                """, arguments: [record.name, record.definition])
            return existed
        }
    }

    public func deleteSavedFilter(named name: String) async throws -> Bool {
        try await write { db in
            try db.execute(sql: "DELETE FROM saved_filters WHERE name = ?", arguments: [name])
            return db.changesCount > 0
        }
    }

    // MARK: Access with errors in the user's terms

    /// Runs `body` in one DEFERRED transaction: a consistent snapshot for all its statements.
    /// Not GRDB's `read`, which on a writable connection also turns `PRAGMA query_only` on and
    /// off around each read (about 0.3 ms a call here, measured with threads-bench); the
    /// bodies given here only select.
    private func read<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws -> T {
        try await transaction(.deferred, body)
    }

    /// Every write is one IMMEDIATE transaction: it takes the write lock first (waiting up to
    /// the busy timeout) so it can never fail half-way on a lock, and rolls back whole on error.
    private func write<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws -> T {
        try await transaction(.immediate, body)
    }

    /// `body` in one transaction of `kind`, committed if it returns, rolled back if it throws;
    /// SQLite's errors in the user's terms. BEGIN and COMMIT are cached statements: GRDB's
    /// `inTransaction` prepares both anew on every call, and that parsing (with the allocator
    /// work it sets off) was about 30 µs of each list page (threads-bench).
    private func transaction<T: Sendable>(_ kind: Database.TransactionKind, _ body: @escaping @Sendable (Database) throws -> T) async throws -> T {
        do {
            return try await queue.writeWithoutTransaction { db in
                let begin = switch kind {
                case .deferred: "BEGIN DEFERRED TRANSACTION"
                case .immediate: "BEGIN IMMEDIATE TRANSACTION"
                case .exclusive: "BEGIN EXCLUSIVE TRANSACTION"
                }
                try db.cachedStatement(sql: begin).execute()
                let result: T
                do {
                    result = try body(db)
                    try db.cachedStatement(sql: "COMMIT TRANSACTION").execute()
                } catch {
                    if db.isInsideTransaction { try? db.rollback() }
                    throw error
                }
                return result
            }
        } catch {
            throw DatabaseErrorTranslator.translate(error, path: path)
        }
    }
}

// Rows are decoded with throwing accessors: a NULL where the schema forbids one (a file
// edited by hand) becomes an error message, never a crash.
extension ThreadRecord {
    /// Built once, since statements are looked up by their text on every read: the columns for
    /// `init(row:)`, and for `init(row:from:)` from threads aliased `t` (the list's page).
    static let plainColumns = columns(), listColumns = columns("t.", castText: false)

    /// The columns `init(row:)` reads; text selected by length (see `TextColumn`) unless
    /// `castText` is false, for `init(row:from:)`, which reads a TEXT value by length as it is.
    static func columns(_ prefix: String = "", castText: Bool = true) -> String {
        let plain = ["id", "starred", "archived", "created_at", "last_activity_at", "message_count", "unread_count", "muted"].map { prefix + $0 }
        let text = [prefix + "key", prefix + "title"].map { castText ? TextColumn.select($0) : $0 }
        return ([plain[0]] + text + plain.dropFirst()).joined(separator: ", ")
    }

    /// Reads the columns selected by `SQLiteDataStore.threadRows`, by position (no name lookups per row).
    init(row: Row) throws {
        try self.init(row: row, text: row.text(atIndex:))
    }

    /// Reads the row `statement` is on inside a cursor loop, its text straight from the statement.
    init(row: Row, from statement: Statement) throws {
        try self.init(row: row, text: statement.text(atColumn:))
    }

    private init(row: Row, text: (Int) throws -> String) throws {
        self.init(id: try row.decode(atIndex: 0), key: try text(1), title: try text(2),
                  starred: try row.decode(atIndex: 3), archived: try row.decode(atIndex: 4),
                  createdAt: try row.decode(atIndex: 5), lastActivityAt: try row.decode(atIndex: 6),
                  messageCount: try row.decode(atIndex: 7), unreadCount: try row.decode(atIndex: 8), muted: try row.decode(atIndex: 9))
    }
}

extension MessageRecord {
    /// `columns()` and `columns("m.")`, built once.
    static let plainColumns = columns(), columnsOfM = columns("m.")

    /// The columns `init(row:)` reads, from the table aliased by `prefix` (`"m."`), text selected by length.
    static func columns(_ prefix: String = "") -> String {
        "\(prefix)id, \(prefix)thread_id, \(TextColumn.select(prefix + "author")), \(TextColumn.select(prefix + "body")), \(prefix)sent_at, \(prefix)read"
    }

    /// Reads `MessageRecord.columns`, by position.
    init(row: Row) throws {
        self.init(id: try row.decode(atIndex: 0), threadID: try row.decode(atIndex: 1), author: try row.text(atIndex: 2),
                  body: try row.text(atIndex: 3), sentAt: try row.decode(atIndex: 4), read: try row.decode(atIndex: 5))
    }
}
