import Domain
import GRDB

// The inbox's people (schema/020): whose read state, stars and mutes a call reads and writes.
extension SQLiteDataStore {
    public func personNames() async throws -> [String] {
        try await read { db in
            try Row.fetchAll(db, sql: "SELECT \(TextColumn.select("name")) FROM people ORDER BY id").map { try $0.text(atIndex: 0) }
        }
    }

    /// Where `viewer`'s state lives, read without writing. On an inbox with no people yet, its
    /// own "me" is its first person and anyone else is new to it, as is anyone it does not know.
    static func seat(_ viewer: Viewer?, _ db: Database) throws -> PersonSeat {
        guard let viewer else { return .first }
        if let id = try knownID(viewer.person, db) { return id == 1 ? .first : .other(id) }
        return try hasPeople(db) || viewer.person != viewer.firstPerson ? .other(0) : .first
    }

    /// Where `viewer`'s state lives, in a write: a person new to the inbox is added, with
    /// everything that exists now read for them (no rows), and before them, on an inbox with no
    /// people yet, its first person.
    static func registeredSeat(_ viewer: Viewer?, _ db: Database) throws -> PersonSeat {
        guard let viewer else { return .first }
        if let id = try knownID(viewer.person, db) { return id == 1 ? .first : .other(id) }
        if try !hasPeople(db) {
            try insertPerson(viewer.firstPerson, db)
            if viewer.person == viewer.firstPerson { return .first }
        }
        try insertPerson(viewer.person, db)
        return .other(db.lastInsertedRowID)
    }

    private static func knownID(_ person: Person, _ db: Database) throws -> Int64? {
        try Int64.fetchOne(db.cachedStatement(sql: "SELECT id FROM people WHERE key = \(TextColumn.parameter)"),
                           arguments: [TextColumn.value(person.key)])
    }

    private static func hasPeople(_ db: Database) throws -> Bool {
        try Bool.fetchOne(db.cachedStatement(sql: "SELECT 1 FROM people LIMIT 1")) ?? false
    }

    private static func insertPerson(_ person: Person, _ db: Database) throws {
        try db.cachedStatement(sql: "INSERT INTO people (name, key) VALUES (\(TextColumn.parameter), \(TextColumn.parameter))")
            .execute(arguments: [TextColumn.value(person.name), TextColumn.value(person.key)])
    }
}

/// A person's view of the inbox in SQL: `threads` and `messages` as common table expressions of
/// the same names, which shadow the tables in the statement they lead, with the person's read
/// state, star and mute in place of the first person's columns. Every other part of a
/// statement is the first person's, unchanged; only the plans that read the first person's kept
/// copies (`thread_counts`, activity buckets, a tag's range) are not made for another person.
enum PersonView {
    /// `sql` as person `id` sees the inbox; a statement that already leads with `WITH` keeps its own.
    static func prefixing(_ sql: String, person id: Int64) -> String {
        let views = views(id)
        return sql.hasPrefix("WITH ") ? "WITH " + views + ", " + sql.dropFirst(5) : "WITH " + views + " " + sql
    }

    /// The ids are the store's own integers, never user text.
    private static func views(_ id: Int64) -> String {
        """
        threads AS (SELECT th.id, th.key, th.title, th.title_key, coalesce(pt.starred, 0) AS starred, th.archived, \
        th.created_at, th.last_activity_at, th.message_count, coalesce(pt.unread_count, 0) AS unread_count, \
        coalesce(pt.muted, 0) AS muted, th.assignee, th.assignee_key \
        FROM main.threads th LEFT JOIN main.person_threads pt ON pt.person_id = \(id) AND pt.thread_id = th.id), \
        messages AS (SELECT ms.id, ms.thread_id, ms.author, ms.author_key, ms.body, ms.sent_at, \
        NOT EXISTS (SELECT 1 FROM main.person_unread pu WHERE pu.thread_id = ms.thread_id AND pu.person_id = \(id) \
        AND pu.message_id = ms.id) AS read, ms.message_id, ms.refs FROM main.messages ms)
        """
    }
}
