import Foundation
import GRDB
#if canImport(GRDBSQLite)
import GRDBSQLite
#else
import SQLite3
#endif

/// One FTS5 table filled on a connection of its own, on its own thread, in a private temporary
/// file, then copied into the store's table of the same definition (`BodyIndexBuild`).
final class SideIndex: @unchecked Sendable {
    // @unchecked: `failure` is written by the side's thread before it signals `done`, and read
    // after waiting for that signal; `ended` only by the writer's thread.

    /// The shadow tables that hold an FTS5 index; `_config` is left to the store's own writes.
    static let shadows = ["_data", "_idx", "_docsize"]
    /// Batches that may wait: memory stays a few batches however far the writer runs ahead.
    static let waiting = 4

    let table: String
    private let definition: String
    private let queue: DatabaseQueue
    private let handoff = Handoff<[BodyIndexBuild.Message]>(capacity: waiting)
    private let done = DispatchSemaphore(value: 0)
    private var failure: (any Error)?
    private var ended = false

    /// Creates `table` from its `CREATE VIRTUAL TABLE` `definition` and starts filling it with
    /// what `add` hands over, in one transaction, FTS5 holding `bufferBytes` of text before it
    /// writes a segment and merging none until the end (as `SearchIndexBuffer` and
    /// `SearchIndexMerge` do for a bulk write in place).
    init(table: String, definition: String, bufferBytes: Int) throws {
        self.table = table
        self.definition = definition
        // An empty path: SQLite's private temporary file, deleted when the connection closes.
        queue = try DatabaseQueue(path: "", configuration: SQLiteDataStore.configuration(busyTimeout: 0))
        try queue.writeWithoutTransaction { db in
            // Nothing here outlives the process: no file to keep safe, and the journal of a file
            // that starts empty holds next to nothing. SQLite's default cache: the file's pages
            // stay in the system's cache, and a larger one is memory the import pays for twice.
            try db.execute(sql: "PRAGMA journal_mode = MEMORY; PRAGMA synchronous = OFF")
            try db.execute(sql: definition)
        }
        queue.asyncWriteWithoutTransaction { [handoff, done] db in
            do {
                // One transaction: FTS5 writes out its buffer at each commit.
                try db.execute(sql: "BEGIN")
                try SearchIndexBuffer.set(bufferBytes, db, tables: [table])
                try SearchIndexMerge.configure([table], automerge: 0, crisismerge: SearchIndexMerge.heldCrisismerge, db)
                let insert = try StagingInsert(db, sql: "INSERT INTO \(table) (rowid, body) VALUES (?, \(TextColumn.parameter))")
                while let batch = handoff.take() {
                    for message in batch {
                        try insert.run { row in
                            row.bind(message.id)
                            row.bind(bytes: message.body)
                        }
                    }
                }
                if !handoff.isDiscarded {
                    try db.execute(sql: "INSERT INTO \(table) (\(table)) VALUES ('optimize')")
                    try db.execute(sql: "COMMIT")
                }
            } catch {
                self.failure = error
                handoff.discard()
            }
            // Stopped or failed: what it built is thrown away with the file.
            if db.isInsideTransaction { try? db.execute(sql: "ROLLBACK") }
            done.signal()
        }
    }

    /// Hands over messages in id order, waiting while `waiting` batches wait already; throws what
    /// stopped the side, if it stopped.
    func add(_ messages: [BodyIndexBuild.Message]) throws {
        if !handoff.put(messages) { try end() }
    }

    /// No more messages: the side merges its index into one segment and commits.
    func close() {
        handoff.close()
    }

    /// Waits for the side to be done; throws what stopped it, if anything did.
    func end() throws {
        guard !ended else { return }
        ended = true
        done.wait()
        if let failure { throw failure }
    }

    /// Stops the side without using what it built.
    func cancel() {
        guard !ended else { return }
        handoff.discard()
        try? end()
    }

    /// Replaces the store's table with the one built here, inside the writer's transaction. The
    /// table is created anew first: FTS5 keeps a connection's copy of an index's structure record
    /// until another connection writes the file, so a table this connection had read would go on
    /// reading the old one; one just created has read nothing.
    func replace(into db: Database) throws {
        try queue.inDatabase { built in
            try db.execute(sql: "DROP TABLE \(table)")
            try db.execute(sql: definition)
            for shadow in Self.shadows.map({ table + $0 }) where try built.tableExists(shadow) {
                try db.execute(sql: "DELETE FROM \(shadow)")
                try Self.copy(shadow, from: built, to: db)
            }
        }
    }

    /// Every row of `shadow` in `built` into the same table in `db`, each value bound as SQLite
    /// read it: a million `_docsize` rows took 4.8 s through GRDB's rows, boxed and unboxed.
    private static func copy(_ shadow: String, from built: Database, to db: Database) throws {
        let select = try built.makeStatement(sql: "SELECT * FROM \(shadow)")
        let columns = select.columnCount
        let insert = try StagingInsert(db, sql: "INSERT INTO \(shadow) VALUES (\(Array(repeating: "?", count: columns).joined(separator: ", ")))")
        let rows = select.sqliteStatement
        defer { sqlite3_reset(rows) }
        while true {
            let code = sqlite3_step(rows)
            guard code == SQLITE_ROW else {
                guard code == SQLITE_DONE else {
                    throw DatabaseError(resultCode: ResultCode(rawValue: code), message: sqlite3_errmsg(built.sqliteConnection).map { String(cString: $0) },
                                        sql: select.sql)
                }
                return
            }
            try insert.run { row in
                for column in 0..<CInt(columns) { row.bind(value: sqlite3_column_value(rows, column)) }
            }
        }
    }
}
