#if Postgres
import Data
import Domain
import PostgresNIO

// One thread or message added, or one change applied to some threads. Each is one
// transaction at READ COMMITTED: a writer locks only the rows it changes (a new message
// locks its own thread's row while the counters move), so writers to different threads never
// wait for each other, and writers to one thread queue on its row without losing a count.
extension PostgresDataStore {
    public func insertThread(_ draft: ThreadDraft, as viewer: Viewer?) async throws -> Int64 {
        try await session.transaction(.write) { connection in
            let seat = try await Self.registeredSeat(viewer, connection)
            var shared = draft
            if case .other = seat { (shared.isStarred, shared.isMuted) = (false, false) }
            guard let id = try await Self.insert(shared, connection) else { throw ThreadsError.duplicateKey(key: draft.key) }
            if case .other(let person) = seat {
                try await Self.writtenBy(person, thread: id, message: nil, connection)
                if draft.isStarred { try await Self.apply(.star(true), to: [id], seat: seat, connection) }
                if draft.isMuted { try await Self.apply(.mute(true), to: [id], seat: seat, connection) }
            }
            return id
        }
    }

    public func insertMessage(_ message: MessageDraft, threadID: Int64, unlessCrossedAfter seen: Int64?, as viewer: Viewer?) async throws -> MessageInsertion {
        var bindings = PostgresBindings()
        bindings.append(threadID)
        Self.append(message, to: &bindings)
        return try await session.transaction(.write) { connection in
            if let seen {
                // The thread's row locked first, so a reply committed by another transaction
                // meanwhile is either seen here or waits for this one.
                var thread = PostgresBindings()
                thread.append(threadID)
                guard try await !connection.rows("SELECT 1 FROM threads WHERE id = $1 FOR UPDATE", thread) { _ in () }.isEmpty else {
                    return .noThread
                }
                var lookup = thread
                lookup.append(seen)
                lookup.append(PostgresText.encode(TextFold.key(message.author)))
                if let crossing = try await connection.rows("""
                    SELECT \(Self.messageColumns) FROM messages m
                    WHERE m.thread_id = $1 AND m.id > $2 AND m.author_key <> $3 ORDER BY m.id DESC LIMIT 1
                    """, lookup, { try MessageRecord($0, at: 0) }).first {
                    return .crossed(crossing)
                }
            }
            // Inserts only when the thread exists, in one statement.
            let inserted = try await connection.rows("""
                INSERT INTO messages (thread_id, author, body, sent_at, read, author_key, message_id, refs)
                SELECT id, $2, $3, $4, $5, $6, $7, $8 FROM threads WHERE id = $1 RETURNING id
                """, bindings) { try $0[0].decode(Int64.self) }
            guard let id = inserted.first else { return .noThread }
            // Only a message written makes its writer one of the inbox's people (a refusal writes
            // nothing); one who joins now has it read already, as everything before them.
            let seat = try await Self.registeredSeat(viewer, connection)
            if case .other(let person) = seat { try await Self.writtenBy(person, thread: threadID, message: id, connection) }
            return .inserted(id)
        }
    }

    public func updateThreads(_ ids: [Int64], applying change: ThreadChange, as viewer: Viewer?) async throws -> [Int64] {
        var bindings = PostgresBindings()
        bindings.append(ids)
        return try await session.transaction(.write) { connection in
            // Check every id first, in the same transaction: all or nothing. Threads are never
            // deleted, so one that exists now still exists at the update.
            let missing = try await connection.rows("""
                SELECT i.id FROM unnest($1::bigint[]) WITH ORDINALITY AS i (id, n)
                WHERE NOT EXISTS (SELECT 1 FROM threads t WHERE t.id = i.id) ORDER BY i.n
                """, bindings) { try $0[0].decode(Int64.self) }
            guard missing.isEmpty else { return missing }
            let seat = try await Self.registeredSeat(viewer, connection)
            for step in change.steps { try await Self.apply(step, to: ids, seat: seat, connection) }
            return []
        }
    }

    /// Makes `step` to the threads `ids`, which exist, as the person of `seat` (another person's own
    /// state is their rows, `+PersonState`).
    static func apply(_ step: ThreadChange.Step, to ids: [Int64], seat: PersonSeat, _ connection: PostgresConnection) async throws {
        if case .other(let person) = seat, try await applyPersonal(step, to: ids, person: person, connection) { return }
        var bindings = PostgresBindings()
        bindings.append(ids)
        switch step {
        case .star(let on): try await connection.run("UPDATE threads SET starred = \(on) WHERE id = ANY($1) AND starred <> \(on)", bindings)
        case .archive(let on): try await connection.run("UPDATE threads SET archived = \(on) WHERE id = ANY($1) AND archived <> \(on)", bindings)
        case .mute(let on): try await connection.run("UPDATE threads SET muted = \(on) WHERE id = ANY($1) AND muted <> \(on)", bindings)
        case .readAll:
            try await connection.run("UPDATE messages SET read = true WHERE thread_id = ANY($1) AND NOT read", bindings)
        case .unreadNewest:
            try await connection.run("""
                UPDATE messages SET read = false WHERE id IN (SELECT (SELECT m.id FROM messages m WHERE m.thread_id = i.id
                ORDER BY m.sent_at DESC, m.id DESC LIMIT 1) FROM unnest($1::bigint[]) AS i (id)) AND read
                """, bindings)
        case .tag(let name): try await addTags([name], to: ids, connection)
        case .untag(let name): try await removeTag(name, from: ids, connection)
        case .assign(let person):
            // Only threads it changes: the change log's trigger then notes just those.
            bindings.append(person.map { PostgresText.encode($0.name) })
            bindings.append(person.map { PostgresText.encode($0.key) })
            try await connection.run("""
                UPDATE threads SET assignee = $2, assignee_key = $3 WHERE id = ANY($1) AND assignee_key IS DISTINCT FROM $3
                """, bindings)
        }
    }

    /// Inserts one draft with its participants, messages and tags in four statements; nil when its key exists.
    static func insert(_ draft: ThreadDraft, _ connection: PostgresConnection) async throws -> Int64? {
        var bindings = PostgresBindings()
        append(draft, to: &bindings)
        bindings.append(draft.assignee.map { PostgresText.encode($0.name) })
        bindings.append(draft.assignee.map { PostgresText.encode($0.key) })
        let ids = try await connection.rows("""
            INSERT INTO threads (key, title, title_key, starred, archived, muted, created_at, last_activity_at, assignee, assignee_key)
            VALUES ($1, $2, $3, $4, $5, $6, $7, $7, $8, $9) ON CONFLICT (key) DO NOTHING RETURNING id
            """, bindings) { try $0[0].decode(Int64.self) }
        guard let id = ids.first else { return nil }
        if !draft.participants.isEmpty {
            var names = PostgresBindings()
            names.append(id)
            names.append(draft.participants.map(PostgresText.encode))
            names.append(draft.participants.map { PostgresText.encode(TextFold.key($0)) })
            try await connection.run("""
                INSERT INTO participants (thread_id, position, name, name_key)
                SELECT $1, p.n - 1, p.name, p.name_key FROM unnest($2::text[], $3::text[]) WITH ORDINALITY AS p (name, name_key, n)
                """, names)
        }
        if !draft.messages.isEmpty {
            var messages = PostgresBindings()
            messages.append(id)
            messages.append(draft.messages.map { PostgresText.encode($0.author) })
            messages.append(draft.messages.map { PostgresText.encode($0.body) })
            messages.append(draft.messages.map { Millis.from($0.sentAt) })
            messages.append(draft.messages.map(\.isRead))
            messages.append(draft.messages.map { PostgresText.encode(TextFold.key($0.author)) })
            // Arrays of arrays do not unnest row by row: each message's ids travel as one text.
            messages.append(draft.messages.map { $0.messageID.map(PostgresText.encode) ?? "" })
            messages.append(draft.messages.map { MailIDs.column($0.references) ?? "" })
            // One INSERT in the order given, so ids (the tie-break) follow the draft.
            try await connection.run("""
                INSERT INTO messages (thread_id, author, body, sent_at, read, author_key, message_id, refs)
                SELECT $1, m.author, m.body, m.sent_at, m.read, m.author_key, NULLIF(m.message_id, ''), \(MailIDs.array("m.refs"))
                FROM unnest($2::text[], $3::text[], $4::bigint[], $5::boolean[], $6::text[], $7::text[], $8::text[])
                     WITH ORDINALITY AS m (author, body, sent_at, read, author_key, message_id, refs, n)
                ORDER BY m.n
                """, messages)
        }
        try await addTags(draft.tags, to: [id], connection)
        return id
    }

    /// Binds key, title, folded title, starred, archived, muted and created_at, in that order.
    static func append(_ draft: ThreadDraft, to bindings: inout PostgresBindings) {
        bindings.append(PostgresText.encode(draft.key))
        bindings.append(PostgresText.encode(draft.title))
        bindings.append(PostgresText.encode(TextFold.key(draft.title)))
        bindings.append(draft.isStarred)
        bindings.append(draft.isArchived)
        bindings.append(draft.isMuted)
        bindings.append(Millis.from(draft.createdAt))
    }

    /// Binds author, body, sent_at, read, the folded author (`from:`'s key), and mail's
    /// message id and references (NULL when none), in that order.
    static func append(_ message: MessageDraft, to bindings: inout PostgresBindings) {
        bindings.append(PostgresText.encode(message.author))
        bindings.append(PostgresText.encode(message.body))
        bindings.append(Millis.from(message.sentAt))
        bindings.append(message.isRead)
        bindings.append(PostgresText.encode(TextFold.key(message.author)))
        if let id = message.messageID { bindings.append(PostgresText.encode(id)) } else { bindings.appendNull() }
        if message.references.isEmpty { bindings.appendNull() } else { bindings.append(message.references.map(PostgresText.encode)) }
    }
}
#endif
