import Domain
import GRDB

// A change to another person's own state (schema/020): their rows, and no one else's; each
// thread it changes is marked in their own scope of the change log (schema/021) first.
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
            try markOwnChange(of: person, threads: """
                SELECT thread_id AS id FROM person_threads WHERE person_id = ? AND thread_id IN \(listedIDs) AND unread_count > 0
                """, arguments: [person, list], db)
            // One range of the person's rows a thread (`person_unread` is led by the thread).
            try db.execute(sql: "DELETE FROM person_unread WHERE thread_id IN \(listedIDs) AND person_id = ?", arguments: [list, person])
        case .unreadNewest:
            // A thread with no message has nothing to mark: no change.
            try markOwnChange(of: person, threads: """
                SELECT j.value AS id FROM json_each(?) j JOIN messages m ON m.id = (\(newestMessage))
                WHERE NOT EXISTS (SELECT 1 FROM person_unread u WHERE u.thread_id = j.value AND u.person_id = ? AND u.message_id = m.id)
                """, arguments: [list, person], db)
            try db.execute(sql: """
                INSERT OR IGNORE INTO person_unread (thread_id, person_id, message_id)
                SELECT j.value, ?, m.id FROM json_each(?) j JOIN messages m ON m.id = (\(newestMessage))
                """, arguments: [person, list])
        case .archive, .tag, .untag, .assign:
            return false
        }
        return true
    }

    /// The newest message of the thread `j.value`: the one "mark unread" marks.
    private static let newestMessage = "SELECT id FROM messages WHERE thread_id = j.value ORDER BY sent_at DESC, id DESC LIMIT 1"

    /// Sets a person's flag (`starred` or `muted`, never user text) on the threads in `list`.
    private static func setPersonal(_ flag: StaticString, to on: Bool, threadsIn list: String, person: Int64, _ db: Database) throws {
        try markOwnChange(of: person, threads: """
            SELECT value AS id FROM json_each(?)
            WHERE coalesce((SELECT \(flag) FROM person_threads WHERE person_id = ? AND thread_id = value), 0) <> ?
            """, arguments: [list, person, on], db)
        try db.execute(sql: """
            INSERT INTO person_threads (person_id, thread_id, \(flag)) SELECT ?, value, ? FROM json_each(?) WHERE true
            ON CONFLICT (person_id, thread_id) DO UPDATE SET \(flag) = excluded.\(flag)
            """, arguments: [person, on, list])
    }
}
