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

    /// Where `viewer`'s state lives, read without writing (as `SQLiteDataStore.seat`).
    static func seat(_ viewer: Viewer?, _ connection: PostgresConnection) async throws -> PersonSeat {
        guard let viewer else { return .first }
        if let seat = try await knownSeat(viewer.person, connection) { return seat }
        let anyone = try await !connection.rows("SELECT 1 FROM people LIMIT 1", PostgresBindings()) { _ in () }.isEmpty
        return anyone || viewer.person != viewer.firstPerson ? .other(0) : .first
    }

    /// Where `viewer`'s state lives, in a write: a person new to the inbox is added (and before
    /// them, on an inbox with no people yet, its first person), with everything now read for them.
    static func registeredSeat(_ viewer: Viewer?, _ connection: PostgresConnection) async throws -> PersonSeat {
        guard let viewer else { return .first }
        if let seat = try await knownSeat(viewer.person, connection) { return seat }
        if try await connection.rows("SELECT 1 FROM people LIMIT 1", PostgresBindings(), { _ in () }).isEmpty {
            try await insertPerson(viewer.firstPerson, connection)
        }
        try await insertPerson(viewer.person, connection)
        return try await knownSeat(viewer.person, connection) ?? .other(0)
    }

    private static func knownSeat(_ person: Person, _ connection: PostgresConnection) async throws -> PersonSeat? {
        var bindings = PostgresBindings()
        bindings.append(PostgresText.encode(person.key))
        return try await connection.rows("""
            SELECT id, id = (SELECT min(id) FROM people) FROM people WHERE key = $1
            """, bindings) { row -> PersonSeat in
            try row[1].decode(Bool.self) ? .first : .other(try row[0].decode(Int64.self))
        }.first
    }

    /// Another writer may add the same person meanwhile: theirs stands.
    private static func insertPerson(_ person: Person, _ connection: PostgresConnection) async throws {
        var bindings = PostgresBindings()
        bindings.append(PostgresText.encode(person.name))
        bindings.append(PostgresText.encode(person.key))
        try await connection.run("INSERT INTO people (name, key) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING", bindings)
    }

    /// Makes `step` to `person`'s own state of the threads `ids`; false for a change of the
    /// team's state (archive, tags, assignment), which the caller makes.
    static func applyPersonal(_ step: ThreadChange.Step, to ids: [Int64], person: Int64, _ connection: PostgresConnection) async throws -> Bool {
        var bindings = PostgresBindings()
        bindings.append(ids)
        bindings.append(person)
        switch step {
        case .star(let on), .mute(let on):
            let flag = if case .star = step { "starred" } else { "muted" }
            try await connection.run("""
                INSERT INTO person_threads (person_id, thread_id, \(flag)) SELECT $2, i.id, \(on) FROM unnest($1::bigint[]) AS i (id)
                ON CONFLICT (person_id, thread_id) DO UPDATE SET \(flag) = excluded.\(flag)
                """, bindings)
        case .readAll:
            try await connection.run("DELETE FROM person_unread WHERE thread_id = ANY($1) AND person_id = $2", bindings)
        case .unreadNewest:
            try await connection.run("""
                INSERT INTO person_unread (thread_id, person_id, message_id)
                SELECT i.id, $2, n.id FROM unnest($1::bigint[]) AS i (id)
                JOIN LATERAL (SELECT m.id FROM messages m WHERE m.thread_id = i.id ORDER BY m.sent_at DESC, m.id DESC LIMIT 1) n ON true
                ON CONFLICT DO NOTHING
                """, bindings)
        case .archive, .tag, .untag, .assign:
            return false
        }
        return true
    }

    /// Message `message` of thread `thread`, or every message of a thread just made when nil, was
    /// written by `person`, not the first person: read for them, unread for the first person.
    static func writtenBy(_ person: Int64, thread: Int64, message: Int64?, _ connection: PostgresConnection) async throws {
        var bindings = PostgresBindings()
        bindings.append(thread)
        if let message { bindings.append(message) } else { bindings.appendNull() }
        try await connection.run("UPDATE messages SET read = false WHERE thread_id = $1 AND ($2::bigint IS NULL OR id = $2) AND read", bindings)
        bindings.append(person)
        try await connection.run("DELETE FROM person_unread WHERE thread_id = $1 AND person_id = $3 AND ($2::bigint IS NULL OR message_id = $2)",
                                 bindings)
    }
}

/// A person's view of the inbox in SQL, as the SQLite store's `PersonView`: `threads` and
/// `messages` as common table expressions of the same names, which shadow the tables (reached
/// by their schema, `threads.`) in the statement they lead, never materialized, so the planner
/// reads them as the tables they stand for.
enum PostgresPersonView {
    static func prefixing(_ sql: String, person id: Int64) -> String {
        let views = """
            threads AS NOT MATERIALIZED (SELECT th.id, th.key, th.title, th.title_key, coalesce(pt.starred, false) AS starred, \
            th.archived, coalesce(pt.muted, false) AS muted, th.created_at, th.last_activity_at, th.message_count, \
            coalesce(pt.unread_count, 0) AS unread_count, th.assignee, th.assignee_key \
            FROM threads.threads th LEFT JOIN threads.person_threads pt ON pt.person_id = \(id) AND pt.thread_id = th.id), \
            messages AS NOT MATERIALIZED (SELECT ms.id, ms.thread_id, ms.author, ms.body, ms.sent_at, \
            NOT EXISTS (SELECT 1 FROM threads.person_unread pu WHERE pu.thread_id = ms.thread_id AND pu.person_id = \(id) \
            AND pu.message_id = ms.id) AS read, ms.author_key, ms.message_id, ms.refs FROM threads.messages ms)
            """
        return sql.hasPrefix("WITH ") ? "WITH " + views + ", " + sql.dropFirst(5) : "WITH " + views + " " + sql
    }

    /// `sql` as the person of `seat` reads it.
    static func seen(_ sql: String, by seat: PersonSeat) -> String {
        if case .other(let id) = seat { prefixing(sql, person: id) } else { sql }
    }
}
#endif
