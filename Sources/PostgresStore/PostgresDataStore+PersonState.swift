#if Postgres
import Data
import Domain
import PostgresNIO

// A change to another person's own state (schema/postgres/014): their rows, and no one else's;
// each thread it changes is marked in their own scope of the change log (015) first.
extension PostgresDataStore {
    /// Makes `step` to `person`'s own state of the threads `ids`; false for a change of the
    /// team's state (archive, tags, assignment), which the caller makes.
    static func applyPersonal(_ step: ThreadChange.Step, to ids: [Int64], person: Int64, _ connection: PostgresConnection) async throws -> Bool {
        var bindings = PostgresBindings()
        bindings.append(ids)
        bindings.append(person)
        switch step {
        case .star(let on), .mute(let on):
            let flag = if case .star = step { "starred" } else { "muted" }
            try await markOwnChange("""
                SELECT i.id FROM unnest($1::bigint[]) AS i (id)
                WHERE coalesce((SELECT p.\(flag) FROM person_threads p WHERE p.person_id = $2 AND p.thread_id = i.id), false) <> \(on)
                """, bindings, connection)
            try await connection.run("""
                INSERT INTO person_threads (person_id, thread_id, \(flag)) SELECT $2, i.id, \(on) FROM unnest($1::bigint[]) AS i (id)
                ON CONFLICT (person_id, thread_id) DO UPDATE SET \(flag) = excluded.\(flag)
                """, bindings)
        case .readAll:
            try await markOwnChange(
                "SELECT thread_id FROM person_threads WHERE person_id = $2 AND thread_id = ANY($1) AND unread_count > 0", bindings, connection)
            try await connection.run("DELETE FROM person_unread WHERE thread_id = ANY($1) AND person_id = $2", bindings)
        case .unreadNewest:
            let newest = """
                SELECT i.id AS thread_id, n.id FROM unnest($1::bigint[]) AS i (id)
                JOIN LATERAL (SELECT m.id FROM messages m WHERE m.thread_id = i.id ORDER BY m.sent_at DESC, m.id DESC LIMIT 1) n ON true
                """
            try await markOwnChange("""
                SELECT t.thread_id FROM (\(newest)) t
                WHERE NOT EXISTS (SELECT 1 FROM person_unread u WHERE u.thread_id = t.thread_id AND u.person_id = $2 AND u.message_id = t.id)
                """, bindings, connection)
            try await connection.run("""
                INSERT INTO person_unread (thread_id, person_id, message_id) SELECT t.thread_id, $2, t.id FROM (\(newest)) t
                ON CONFLICT DO NOTHING
                """, bindings)
        case .archive, .tag, .untag, .assign:
            return false
        }
        return true
    }

    /// Marks the threads `select` finds (`$1` the threads asked, `$2` the person) as changed in
    /// the person's own scope: the triggers cannot tell a person's own change of their rows from
    /// the team's change that also moved them (a message that arrives is unread for everyone).
    private static func markOwnChange(_ select: String, _ bindings: PostgresBindings, _ connection: PostgresConnection) async throws {
        _ = try await connection.rows("SELECT threads.note_changes(array(\(select)), $2)", bindings) { _ in () }
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
#endif
