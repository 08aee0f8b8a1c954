#if Postgres
import Data
import Domain
import PostgresNIO

// Everyone's own state as an export writes it and an import reads it (docs/team.md), as
// SQLite's `+PersonMarks`: set-based, a handful of statements for a whole batch or import.
extension PostgresDataStore {
    /// The inbox's people, the first first: id, folded key and name as first written.
    static func people(_ connection: PostgresConnection) async throws -> [(id: Int64, key: String, name: String)] {
        try await connection.rows("SELECT id, key, name FROM people ORDER BY id") { (try $0[0].decode(Int64.self), try $0.text(1), try $0.text(2)) }
    }

    /// Everyone's own state of the threads `ids`, read from the tables (the first person's
    /// columns, the others' rows), whoever the export is for.
    static func marks(of ids: [Int64], people: [(id: Int64, key: String, name: String)], _ connection: PostgresConnection) async throws -> [Int64: PersonMarks] {
        guard let first = people.first?.id else { return [:] }
        var bindings = PostgresBindings()
        bindings.append(ids)
        var starred: [Int64: Set<Int64>] = [:], muted: [Int64: Set<Int64>] = [:]
        for (thread, person, star, mute) in try await connection.rows("""
            SELECT id, \(first), starred, muted FROM threads WHERE id = ANY($1) AND (starred OR muted)
            UNION ALL SELECT thread_id, person_id, starred, muted FROM person_threads WHERE thread_id = ANY($1) AND (starred OR muted)
            """, bindings, { (try $0[0].decode(Int64.self), try $0[1].decode(Int64.self), try $0[2].decode(Bool.self), try $0[3].decode(Bool.self)) }) {
            if star { starred[thread, default: []].insert(person) }
            if mute { muted[thread, default: []].insert(person) }
        }
        // Each message with whoever has not read it: the first person when it is unread, and the others' rows.
        var messages: [Int64: [(id: Int64, unread: Set<Int64>)]] = [:]
        for (thread, message, unread) in try await connection.rows("""
            SELECT m.thread_id, m.id, array_remove(array_agg(u.person_id) || CASE WHEN m.read THEN NULL::bigint ELSE \(first) END, NULL)
            FROM messages m LEFT JOIN person_unread u ON u.thread_id = m.thread_id AND u.message_id = m.id
            WHERE m.thread_id = ANY($1) GROUP BY m.thread_id, m.id, m.read
            """, bindings, { (try $0[0].decode(Int64.self), try $0[1].decode(Int64.self), Set(try $0[2].decode([Int64].self))) }) {
            messages[thread, default: []].append((message, unread))
        }
        let names = { (holders: Set<Int64>) in people.filter { holders.contains($0.id) }.map(\.name) }
        return Dictionary(uniqueKeysWithValues: ids.map { thread in
            let readBy = (messages[thread] ?? []).map { message in
                (MessageID(rawValue: message.id), people.filter { !message.unread.contains($0.id) }.map(\.name))
            }
            return (thread, PersonMarks(starredBy: names(starred[thread] ?? []), mutedBy: names(muted[thread] ?? []),
                                        readBy: Dictionary(uniqueKeysWithValues: readBy)))
        })
    }

    /// Sets everyone's own state of the threads an import just stored (by key), as each line's
    /// marks give it: the importing person and then the persons the lines name (`named`) join first.
    static func storeMarks(_ marked: [String: ImportedMarks], named: [Person], importer viewer: Viewer?, _ connection: PostgresConnection) async throws {
        guard !marked.isEmpty else { return }
        if let viewer {
            for person in [viewer.person] + named {
                _ = try await registeredSeat(Viewer(person, firstPerson: viewer.firstPerson), connection)
            }
        }
        let importer = try await seat(viewer, connection), people = try await people(connection)
        let firstKey = people.first?.key ?? viewer?.firstPerson.key ?? ""
        var keys = PostgresBindings()
        keys.append(marked.keys.map(PostgresText.encode))
        var stored: [String: (thread: Int64, messages: [Int64])] = [:]
        for (key, thread, message) in try await connection.rows("""
            SELECT t.key, t.id, m.id FROM threads t LEFT JOIN messages m ON m.thread_id = t.id WHERE t.key = ANY($1) ORDER BY t.id, m.id
            """, keys, { (try $0.text(0), try $0[1].decode(Int64.self), try $0[2].decode(Int64?.self)) }) {
            stored[key, default: (thread, [])].messages += message.map { [$0] } ?? []
        }
        var firstRead = (ids: [Int64](), read: [Bool]()), flags = (ids: [Int64](), starred: [Bool](), muted: [Bool]())
        var unread = (threads: [Int64](), persons: [Int64](), messages: [Int64]())
        var own = (persons: [Int64](), threads: [Int64](), starred: [Bool](), muted: [Bool]())
        for (key, marks) in marked {
            guard let (thread, messages) = stored[key], messages.count == marks.messageCount else { continue }
            let first = marks.state(of: firstKey, importing: importer == .first, messageIDs: messages)
            let read = Set(first.read)
            firstRead.ids += messages
            firstRead.read += messages.map(read.contains)
            flags.ids.append(thread)
            flags.starred.append(first.starred)
            flags.muted.append(first.muted)
            for person in people.dropFirst() {
                let state = marks.state(of: person.key, importing: importer == .other(person.id), messageIDs: messages)
                let read = Set(state.read)
                for message in messages where !read.contains(message) {
                    unread.threads.append(thread)
                    unread.persons.append(person.id)
                    unread.messages.append(message)
                }
                if state.starred || state.muted {
                    own.persons.append(person.id)
                    own.threads.append(thread)
                    own.starred.append(state.starred)
                    own.muted.append(state.muted)
                }
            }
        }
        try await connection.run("""
            UPDATE messages m SET read = r.read FROM unnest($1::bigint[], $2::boolean[]) AS r (id, read) WHERE m.id = r.id AND m.read <> r.read
            """, bindings(firstRead.ids, firstRead.read))
        try await connection.run("""
            UPDATE threads t SET starred = f.starred, muted = f.muted FROM unnest($1::bigint[], $2::boolean[], $3::boolean[]) AS f (id, starred, muted)
            WHERE t.id = f.id AND (t.starred, t.muted) IS DISTINCT FROM (f.starred, f.muted)
            """, bindings(flags.ids, flags.starred, flags.muted))
        guard people.count > 1 else { return }
        // Everyone else's rows, made again whole: the import replaced the threads.
        try await connection.run("DELETE FROM person_unread WHERE thread_id = ANY($1)", bindings(flags.ids))
        try await connection.run("UPDATE person_threads SET starred = false, muted = false WHERE thread_id = ANY($1) AND (starred OR muted)",
                                 bindings(flags.ids))
        try await connection.run("""
            INSERT INTO person_unread (thread_id, person_id, message_id) SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::bigint[])
            """, bindings(unread.threads, unread.persons, unread.messages))
        try await connection.run("""
            INSERT INTO person_threads (person_id, thread_id, starred, muted)
            SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::boolean[], $4::boolean[])
            ON CONFLICT (person_id, thread_id) DO UPDATE SET starred = excluded.starred, muted = excluded.muted
            """, bindings(own.persons, own.threads, own.starred, own.muted))
    }

    private static func bindings<each T: PostgresArrayEncodable & PostgresNonThrowingEncodable>(_ arrays: repeat [each T]) -> PostgresBindings {
        var bindings = PostgresBindings()
        repeat bindings.append(each arrays)
        return bindings
    }
}
#endif
