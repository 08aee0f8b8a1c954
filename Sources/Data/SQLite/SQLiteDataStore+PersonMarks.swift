import Domain
import Foundation
import GRDB

// Everyone's own state as an export writes it and an import reads it (docs/team.md): who read
// each message, who starred and who muted each thread. An inbox of one person has no people and
// exports and imports exactly as it always has.
extension SQLiteDataStore {
    /// The inbox's people, the first first: id, folded key and name as first written.
    static func people(_ db: Database) throws -> [(id: Int64, key: String, name: String)] {
        try Row.fetchAll(db.cachedStatement(sql: "SELECT id, \(TextColumn.select("key")), \(TextColumn.select("name")) FROM people ORDER BY id"))
            .map { (try $0.decode(atIndex: 0), try $0.text(atIndex: 1), try $0.text(atIndex: 2)) }
    }

    /// Everyone's own state of the thread of `rows`, read from the tables (the first person's
    /// columns, the others' rows), whoever the export is for.
    static func marks(of rows: FullThreadRows, people: [(id: Int64, key: String, name: String)], _ db: Database) throws -> PersonMarks {
        let id = rows.thread.id
        let flags = try Row.fetchOne(db.cachedStatement(sql: "SELECT starred, muted FROM main.threads WHERE id = ?"), arguments: [id])
        let firstRead = Set(try Int64.fetchAll(db.cachedStatement(sql: "SELECT id FROM main.messages WHERE thread_id = ? AND read = 1"), arguments: [id]))
        var starred: Set<Int64> = [], muted: Set<Int64> = [], unread: [Int64: Set<Int64>] = [:]
        for row in try Row.fetchAll(db.cachedStatement(sql: "SELECT person_id, starred, muted FROM person_threads WHERE thread_id = ?"), arguments: [id]) {
            let person: Int64 = try row.decode(atIndex: 0)
            if try row.decode(atIndex: 1) as Bool { starred.insert(person) }
            if try row.decode(atIndex: 2) as Bool { muted.insert(person) }
        }
        for row in try Row.fetchAll(db.cachedStatement(sql: "SELECT message_id, person_id FROM person_unread WHERE thread_id = ?"), arguments: [id]) {
            unread[try row.decode(atIndex: 0), default: []].insert(try row.decode(atIndex: 1))
        }
        if let first = people.first?.id {
            if try flags?.decode(atIndex: 0) as Bool? ?? false { starred.insert(first) }
            if try flags?.decode(atIndex: 1) as Bool? ?? false { muted.insert(first) }
        }
        let firstID = people.first?.id
        var readBy: [MessageID: [String]] = [:]
        for message in rows.messages {
            readBy[MessageID(rawValue: message.id)] = people.filter { person in
                person.id == firstID ? firstRead.contains(message.id) : !(unread[message.id]?.contains(person.id) ?? false)
            }.map(\.name)
        }
        return PersonMarks(starredBy: people.filter { starred.contains($0.id) }.map(\.name),
                           mutedBy: people.filter { muted.contains($0.id) }.map(\.name), readBy: readBy)
    }

    /// Sets everyone's own state of the threads an import just stored (by key, the last line of
    /// a key winning), as each line's marks give it: the importing person and then the persons
    /// the lines name (`named`, in the order named) join the inbox first.
    static func storeMarks(_ marked: [String: ImportedMarks], named: [Person], importer viewer: Viewer?, _ db: Database) throws {
        guard !marked.isEmpty else { return }
        if let viewer {
            for person in [viewer.person] + named {
                _ = try registeredSeat(Viewer(person, firstPerson: viewer.firstPerson), db)
            }
        }
        let importer = try seat(viewer, db), people = try people(db)
        let firstKey = people.first?.key ?? viewer?.firstPerson.key ?? ""
        let idOf = try db.cachedStatement(sql: "SELECT id FROM threads WHERE key = \(TextColumn.parameter)")
        for (key, marks) in marked {
            guard let thread = try Int64.fetchOne(idOf, arguments: [TextColumn.value(key)]) else { continue }
            let messageIDs = try Int64.fetchAll(db.cachedStatement(sql: "SELECT id FROM messages WHERE thread_id = ? ORDER BY id"), arguments: [thread])
            guard messageIDs.count == marks.messageCount else { continue }
            let first = marks.state(of: firstKey, importing: importer == .first, messageIDs: messageIDs)
            try db.execute(sql: """
                UPDATE messages SET read = (id IN (SELECT value FROM json_each(?))) WHERE thread_id = ? AND read IS NOT (id IN (SELECT value FROM json_each(?)))
                """, arguments: [json(first.read), thread, json(first.read)])
            try db.execute(sql: "UPDATE threads SET starred = ?, muted = ? WHERE id = ?", arguments: [first.starred, first.muted, thread])
            // Everyone else's rows, made again whole: the import replaced the thread.
            try db.execute(sql: "DELETE FROM person_unread WHERE thread_id = ?", arguments: [thread])
            try db.execute(sql: "UPDATE person_threads SET starred = 0, muted = 0 WHERE thread_id = ? AND (starred OR muted)", arguments: [thread])
            for person in people.dropFirst() {
                let state = marks.state(of: person.key, importing: importer == .other(person.id), messageIDs: messageIDs)
                let read = Set(state.read)
                try db.execute(sql: "INSERT INTO person_unread (thread_id, person_id, message_id) SELECT ?, ?, value FROM json_each(?)",
                               arguments: [thread, person.id, json(messageIDs.filter { !read.contains($0) })])
                guard state.starred || state.muted else { continue }
                try db.execute(sql: """
                    INSERT INTO person_threads (person_id, thread_id, starred, muted) VALUES (?, ?, ?, ?)
                    ON CONFLICT (person_id, thread_id) DO UPDATE SET starred = excluded.starred, muted = excluded.muted
                    """, arguments: [person.id, thread, state.starred, state.muted])
            }
        }
    }

    private static func json(_ ids: [Int64]) -> String { "[" + ids.map(String.init).joined(separator: ",") + "]" }
}
