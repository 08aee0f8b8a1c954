import Domain
import GRDB

// The inbox's people (schema/020): whose read state, stars and mutes a call reads and writes.
extension SQLiteDataStore {
    public func personNames() async throws -> [String] {
        try await read { db in
            try Row.fetchAll(db, sql: "SELECT \(TextColumn.select("name")) FROM people ORDER BY id").map { try $0.text(atIndex: 0) }
        }
    }

    public func registerPerson(_ viewer: Viewer) async throws {
        _ = try await write { db in try Self.registeredSeat(viewer, db) }
    }

    /// Where `viewer`'s state lives, read without writing. On an inbox with no people yet, its
    /// own "me" is its first person and anyone else is new to it, as is anyone it does not know.
    /// One statement, prepared once a process: every command of a viewer asks it.
    static func seat(_ viewer: Viewer?, _ db: Database) throws -> PersonSeat {
        guard let viewer else { return .first }
        let row = try Row.fetchOne(db.cachedStatement(sql: """
            SELECT (SELECT id FROM people WHERE key = \(TextColumn.parameter)), (SELECT min(id) FROM people)
            """), arguments: [TextColumn.value(viewer.person.key)])
        let known: Int64? = try row?.decode(atIndex: 0), first: Int64? = try row?.decode(atIndex: 1)
        if let known { return known == first ? .first : .other(known) }
        return first == nil && viewer.person == viewer.firstPerson ? .first : .other(0)
    }

    /// Where `viewer`'s state lives, in a write: a person new to the inbox is added, with
    /// everything that exists now read for them (no rows), and before them, on an inbox with no
    /// people yet, its first person.
    static func registeredSeat(_ viewer: Viewer?, _ db: Database) throws -> PersonSeat {
        // The first person, and anyone already known, write where they read: an inbox of one
        // person is never written to for its people.
        let seat = try seat(viewer, db)
        guard let viewer, seat == .other(0) else { return seat }
        if try Int64.fetchOne(db.cachedStatement(sql: "SELECT min(id) FROM people")) == nil {
            try insertPerson(viewer.firstPerson, db)
        }
        try insertPerson(viewer.person, db)
        return .other(db.lastInsertedRowID)
    }

    private static func insertPerson(_ person: Person, _ db: Database) throws {
        try db.cachedStatement(sql: "INSERT INTO people (name, key) VALUES (\(TextColumn.parameter), \(TextColumn.parameter))")
            .execute(arguments: [TextColumn.value(person.name), TextColumn.value(person.key)])
    }
}
