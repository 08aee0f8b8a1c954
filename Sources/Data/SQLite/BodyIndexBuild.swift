import Foundation
import GRDB

/// A first import's body indexes, built on the other cores while the writer stores the rows.
///
/// SQLite has one writer, and the triggers of `messages` fill the body indexes on it, row by
/// row: a mail import of 100,000 messages spent 15 s storing them on one core with the other
/// idle, FTS5's work more than half of it (docs/performance-notes.md). When the store holds no
/// message yet, the writer drops their insert triggers for the length of its transaction and
/// hands each message's id and body to a `SideIndex` per table, each filling a table of the same
/// definition on a connection and a thread of its own. At the end the writer replaces its
/// tables with theirs and puts the triggers back: all in its one transaction, so a failure
/// leaves the store as it was.
///
/// Only into an empty store: an index is its segments and a structure record that lists them, and
/// a copy can replace a whole index but not add to one. The index is the one the triggers would
/// have made, term for term (`BodyIndexBuildTests`): the same definitions, ids and texts, in the same
/// order, merged into one segment as a bulk write of the whole inbox is (`SearchIndexMerge`).
final class BodyIndexBuild {
    /// The tables built aside: each message's body, three times.
    static let tables = SearchIndexBuffer.tables
    /// Messages handed over at a time.
    static let batchSize = 2_048

    typealias Message = (id: Int64, body: Data)

    private let sides: [SideIndex]
    /// The insert triggers' `CREATE TRIGGER`, as stored, to put back.
    private let triggers: [String]

    /// Starts the build if the store holds no message, inside the writer's transaction; the
    /// insert triggers are dropped until `finish`. Nil if there is a message, or if the schema is
    /// not the one this knows (the triggers then fill the indexes as always).
    static func start(_ db: Database, bufferBytes: Int) throws -> BodyIndexBuild? {
        guard try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM messages)") == false else { return nil }
        var definitions: [String] = [], triggers: [String] = []
        for table in tables {
            guard let definition = try stored("table", table, db), let trigger = try stored("trigger", "\(table)_insert", db)
            else { return nil }
            definitions.append(definition)
            triggers.append(trigger)
        }
        let sides = try zip(tables, definitions).map { try SideIndex(table: $0, definition: $1, bufferBytes: bufferBytes) }
        for table in tables { try db.execute(sql: "DROP TRIGGER \(table)_insert") }
        return BodyIndexBuild(sides: sides, triggers: triggers)
    }

    private init(sides: [SideIndex], triggers: [String]) {
        self.sides = sides
        self.triggers = triggers
    }

    /// Hands over messages in id order; waits while the sides are behind.
    func add(_ messages: [Message]) throws {
        for side in sides { try side.add(messages) }
    }

    /// Waits for each side to merge what it was handed, then replaces the store's tables with what
    /// they built and puts the insert triggers back.
    func finish(into db: Database) throws {
        for side in sides { side.close() }
        for side in sides { try side.end() }
        for side in sides { try side.replace(into: db) }
        for trigger in triggers { try db.execute(sql: trigger) }
    }

    /// Stops every side without using what it built: for a write that fails before `finish`.
    func cancel() {
        for side in sides { side.cancel() }
    }

    private static func stored(_ type: String, _ name: String, _ db: Database) throws -> String? {
        try String.fetchOne(db, sql: "SELECT sql FROM sqlite_master WHERE type = ? AND name = ?", arguments: [type, name])
    }
}
