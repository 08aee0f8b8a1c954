import Domain
import GRDB

// A change to another person's own state (schema/020): their rows, and no one else's.
extension SQLiteDataStore {
    /// Makes `step` to `person`'s own state of the threads in the JSON array of ids `list`;
    /// false when the step changes the team's state (archive, tags, assignment), which is
    /// everyone's and the caller makes.
    static func applyPersonal(_ step: ThreadChange.Step, threadsIn list: String, person: Int64, _ db: Database) throws -> Bool {
        switch step {
        case .star(let on):
            try setPersonal("starred", to: on, threadsIn: list, person: person, db)
        case .mute(let on):
            try setPersonal("muted", to: on, threadsIn: list, person: person, db)
        case .readAll:
            // One range of the person's rows a thread (`person_unread` is led by the thread).
            try db.execute(sql: "DELETE FROM person_unread WHERE thread_id IN \(listedIDs) AND person_id = ?", arguments: [list, person])
        case .unreadNewest:
            try db.execute(sql: """
                INSERT OR IGNORE INTO person_unread (thread_id, person_id, message_id)
                SELECT j.value, ?, m.id FROM json_each(?) j
                JOIN messages m ON m.id = (SELECT id FROM messages WHERE thread_id = j.value ORDER BY sent_at DESC, id DESC LIMIT 1)
                """, arguments: [person, list])
        case .archive, .tag, .untag, .assign:
            return false
        }
        return true
    }

    /// Sets a person's flag (`starred` or `muted`, never user text) on the threads in `list`.
    private static func setPersonal(_ flag: StaticString, to on: Bool, threadsIn list: String, person: Int64, _ db: Database) throws {
        try db.execute(sql: """
            INSERT INTO person_threads (person_id, thread_id, \(flag)) SELECT ?, value, ? FROM json_each(?) WHERE true
            ON CONFLICT (person_id, thread_id) DO UPDATE SET \(flag) = excluded.\(flag)
            """, arguments: [person, on, list])
    }
}
