import Domain
import GRDB

// Tags (schema/015): the list with its kept counts, a rename or delete across every thread, and
// the statements that put one tag on, or take it off, a set of threads.
extension SQLiteDataStore {
    public func tagCounts(as viewer: Viewer?) async throws -> [TagSummary] {
        try await read { db in
            var sql = "SELECT name, threads, unread_threads FROM tags"
            if case .other(let person) = try Self.seat(viewer, db) {
                // Another person's unread threads of each tag are kept too (schema/024); the
                // thread count is the team's. The id is the store's own integer.
                sql = """
                    SELECT g.name, g.threads, coalesce(p.unread_threads, 0) FROM tags g
                    LEFT JOIN person_tags p ON p.tag_id = g.id AND p.person_id = \(person)
                    """
            }
            let statement = try db.cachedStatement(sql: sql)
            let rows = try Row.fetchCursor(statement)
            var tags: [TagSummary] = []
            // The counts read as the integers the schema keeps, not decoded through `Row`: half
            // of the 1.7 M instructions 1,000 tags cost (callgrind).
            while try rows.next() != nil {
                tags.append(TagSummary(name: try statement.text(atColumn: 0), threads: statement.integer(atColumn: 1),
                                       unreadThreads: statement.integer(atColumn: 2)))
            }
            return tags
        }
    }

    public func updateTag(_ old: TagName, to new: TagName) async throws -> Bool {
        try await write { db in
            guard let from = try Self.tagID(old, db) else { return false }
            if let into = try Self.tagID(new, db), into != from {
                // A merge: every thread of `old` gets `new` (kept as it is spelt), then `old` goes,
                // its last link taking it with it (015's trigger). A link carries its thread's copy (016).
                try db.execute(sql: """
                    INSERT OR IGNORE INTO thread_tags (tag_id, thread_id, archived, muted, last_activity_at)
                    SELECT ?, thread_id, archived, muted, last_activity_at FROM thread_tags WHERE tag_id = ?
                    """, arguments: [into, from])
                try db.execute(sql: "DELETE FROM thread_tags WHERE tag_id = ?", arguments: [from])
            } else {
                try db.execute(sql: "UPDATE tags SET name = \(TextColumn.parameter), key = \(TextColumn.parameter) WHERE id = ?",
                               arguments: [TextColumn.value(new.text), TextColumn.value(new.key), from])
            }
            try Self.sealChanges(db)
            return true
        }
    }

    public func deleteTag(_ name: TagName) async throws -> Bool {
        try await write { db in
            guard let id = try Self.tagID(name, db) else { return false }
            try db.execute(sql: "DELETE FROM thread_tags WHERE tag_id = ?", arguments: [id])
            try Self.sealChanges(db)
            return true
        }
    }

    /// The id of the tag keyed as `name`, if there is one.
    static func tagID(_ name: TagName, _ db: Database) throws -> Int64? {
        try Int64.fetchOne(db.cachedStatement(sql: "SELECT id FROM tags WHERE key = \(TextColumn.parameter)"), arguments: [TextColumn.value(name.key)])
    }

    /// Puts `name` on every thread in the JSON array of ids `list`; a new tag is spelt as here.
    static func addTag(_ name: TagName, threadsIn list: String, _ db: Database) throws {
        try db.cachedStatement(sql: "INSERT INTO tags (name, key) VALUES (\(TextColumn.parameter), \(TextColumn.parameter)) ON CONFLICT (key) DO NOTHING")
            .execute(arguments: [TextColumn.value(name.text), TextColumn.value(name.key)])
        guard let id = try tagID(name, db) else { return }
        // Written with its thread's copy (schema/016), which the trigger would otherwise fetch
        // and write again (tagging 100,000 threads took 1.15 s instead of 0.6 s).
        try db.cachedStatement(sql: """
            INSERT OR IGNORE INTO thread_tags (tag_id, thread_id, archived, muted, last_activity_at)
            SELECT ?, t.id, t.archived, t.muted, t.last_activity_at FROM json_each(?) j CROSS JOIN threads t ON t.id = j.value
            """).execute(arguments: [id, list])
        // No thread in the list: the tag made above would be a tag on nothing.
        try db.cachedStatement(sql: "DELETE FROM tags WHERE id = ? AND threads = 0").execute(arguments: [id])
    }

    /// Takes `name` off every thread in the JSON array of ids `list`.
    static func removeTag(_ name: TagName, threadsIn list: String, _ db: Database) throws {
        guard let id = try tagID(name, db) else { return }
        try db.cachedStatement(sql: "DELETE FROM thread_tags WHERE tag_id = ? AND thread_id IN (SELECT value FROM json_each(?))")
            .execute(arguments: [id, list])
    }

    /// Makes `tags` exactly the tags of thread `id` (an import's replacement of a thread).
    static func replaceTags(of id: Int64, with tags: [TagName], _ db: Database) throws {
        try db.cachedStatement(sql: "DELETE FROM thread_tags WHERE thread_id = ?").execute(arguments: [id])
        for tag in tags { try addTag(tag, threadsIn: "[\(id)]", db) }
    }

    /// The tags of the threads in the JSON array `list`, as written, by thread.
    static func tags(ofThreadsIn list: String, _ db: Database) throws -> [Int64: [String]] {
        let statement = try db.cachedStatement(sql: """
            SELECT g.thread_id, tg.name FROM json_each(?) j JOIN thread_tags g ON g.thread_id = j.value JOIN tags tg ON tg.id = g.tag_id
            """)
        let rows = try Row.fetchCursor(statement, arguments: [list])
        var tags: [Int64: [String]] = [:]
        while let row = try rows.next() {
            tags[row[0], default: []].append(try statement.text(atColumn: 1))
        }
        return tags
    }
}
