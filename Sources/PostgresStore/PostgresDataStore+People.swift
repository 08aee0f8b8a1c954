#if Postgres
import Data
import Domain
import PostgresNIO

// The inbox's people (schema/postgres/014): whose read state, stars and mutes a call reads and
// writes, as the SQLite store's `+People`. The first person is the lowest id.
extension PostgresDataStore {
    public func personNames() async throws -> [String] {
        try await session.transaction(.snapshot) { connection in
            try await connection.rows("SELECT name FROM people ORDER BY id", PostgresBindings()) { try $0.text(0) }
        }
    }

    public func registerPerson(_ viewer: Viewer) async throws {
        _ = try await session.transaction(.write) { connection in try await Self.registeredSeat(viewer, connection) }
    }

    /// Where `viewer`'s state lives, read without writing (as `SQLiteDataStore.seat`): one round trip.
    static func seat(_ viewer: Viewer?, _ connection: PostgresConnection) async throws -> PersonSeat {
        guard let viewer else { return .first }
        var bindings = PostgresBindings()
        bindings.append(PostgresText.encode(viewer.person.key))
        let found = try await connection.rows("SELECT (SELECT id FROM people WHERE key = $1), (SELECT min(id) FROM people)", bindings) {
            (try $0[0].decode(Int64?.self), try $0[1].decode(Int64?.self))
        }
        let (known, first) = found.first ?? (nil, nil)
        if let known { return known == first ? .first : .other(known) }
        return first == nil && viewer.person == viewer.firstPerson ? .first : .other(0)
    }

    /// Where `viewer`'s state lives, in a write: a person new to the inbox is added (and before
    /// them, on an inbox with no people yet, its first person), with everything now read for them.
    static func registeredSeat(_ viewer: Viewer?, _ connection: PostgresConnection) async throws -> PersonSeat {
        // The first person, and anyone already known, write where they read: an inbox of one
        // person is never written to for its people.
        let seat = try await seat(viewer, connection)
        guard let viewer, seat == .other(0) else { return seat }
        if try await connection.rows("SELECT 1 FROM people LIMIT 1", PostgresBindings(), { _ in () }).isEmpty {
            try await insertPerson(viewer.firstPerson, connection)
        }
        try await insertPerson(viewer.person, connection)
        return try await self.seat(viewer, connection)
    }

    /// Another writer may add the same person meanwhile: theirs stands.
    private static func insertPerson(_ person: Person, _ connection: PostgresConnection) async throws {
        var bindings = PostgresBindings()
        bindings.append(PostgresText.encode(person.name))
        bindings.append(PostgresText.encode(person.key))
        try await connection.run("INSERT INTO people (name, key) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING", bindings)
    }
}
#endif
