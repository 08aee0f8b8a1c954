import Domain
import GRDB

// One thread or message added, or one change applied to some threads.
extension SQLiteDataStore {
    public func insertThread(_ draft: ThreadDraft, as viewer: Viewer?) async throws -> Int64 {
        try await write { db in
            let seat = try Self.registeredSeat(viewer, db)
            var shared = draft
            if case .other = seat { (shared.isStarred, shared.isMuted) = (false, false) }
            guard let id = try Self.insert(shared, db, ifAbsent: false) else {
                throw ThreadsError.duplicateKey(key: draft.key)
            }
            if case .other(let person) = seat {
                try Self.writtenBy(person, thread: id, message: nil, db)
                if draft.isStarred { try Self.apply(.star(true), threadsIn: "[\(id)]", seat: seat, db) }
                if draft.isMuted { try Self.apply(.mute(true), threadsIn: "[\(id)]", seat: seat, db) }
            }
            try Self.catchUpVocabulary(db, tail: Self.vocabularyTail)
            return id
        }
    }

    public func insertMessage(_ message: MessageDraft, threadID: Int64, unlessCrossedAfter seen: Int64?, as viewer: Viewer?) async throws -> MessageInsertion {
        try await write { db in
            guard try Bool.fetchOne(db, sql: "SELECT 1 FROM threads WHERE id = ?", arguments: [threadID]) ?? false else { return .noThread }
            if let seen, let crossing = try Row.fetchOne(db, sql: """
                SELECT \(MessageRecord.plainColumns) FROM messages
                WHERE thread_id = ? AND id > ? AND author_key <> \(TextColumn.parameter) ORDER BY id DESC LIMIT 1
                """, arguments: [threadID, seen, TextColumn.value(TextFold.key(message.author))]) {
                return .crossed(try MessageRecord(row: crossing))
            }
            // Only a message written makes its writer one of the inbox's people: a refusal writes nothing.
            let seat = try Self.registeredSeat(viewer, db)
            try Self.insert(message, threadID: threadID, db)
            let inserted = db.lastInsertedRowID
            if case .other(let person) = seat { try Self.writtenBy(person, thread: threadID, message: inserted, db) }
            try Self.catchUpVocabulary(db, tail: Self.vocabularyTail)
            return .inserted(inserted)
        }
    }

    /// Message `message` of thread `thread`, or every message of a thread just made when nil, was
    /// written by `person`, not the first person: read for them, unread for the first person.
    private static func writtenBy(_ person: Int64, thread: Int64, message: Int64?, _ db: Database) throws {
        try db.execute(sql: "UPDATE messages SET read = 0 WHERE read = 1 AND thread_id = ? AND (? IS NULL OR id = ?)",
                       arguments: [thread, message, message])
        try db.execute(sql: "DELETE FROM person_unread WHERE thread_id = ? AND person_id = ? AND (? IS NULL OR message_id = ?)",
                       arguments: [thread, person, message, message])
    }

    public func updateThreads(_ ids: [Int64], applying change: ThreadChange, as viewer: Viewer?) async throws -> [Int64] {
        let list = "[" + ids.map(String.init).joined(separator: ",") + "]"
        return try await write { db in
            // Check every id first, in the same transaction: all or nothing.
            let missing = try Int64.fetchAll(db, sql: """
                SELECT value FROM json_each(?) WHERE value NOT IN (SELECT id FROM threads) ORDER BY key
                """, arguments: [list])
            guard missing.isEmpty else { return missing }
            let seat = try Self.registeredSeat(viewer, db)
            for step in change.steps { try Self.apply(step, threadsIn: list, seat: seat, db) }
            return []
        }
    }

    /// Makes `step` to every thread in the JSON array of ids `list`, as the person of `seat`:
    /// read state, stars and mutes are theirs (another person's are their rows, `+PersonState`).
    static func apply(_ step: ThreadChange.Step, threadsIn list: String, seat: PersonSeat, _ db: Database) throws {
        if case .other(let person) = seat, try applyPersonal(step, threadsIn: list, person: person, db) { return }
        switch step {
        case .star(let on):
            try Self.set(.starred, to: on, threadsIn: list, db)
        case .archive(let on):
            try Self.set(.archived, to: on, threadsIn: list, db)
        case .mute(let on):
            try Self.set(.muted, to: on, threadsIn: list, db)
        case .readAll:
            try db.execute(sql: "UPDATE messages SET read = 1 WHERE read = 0 AND thread_id IN \(Self.listedIDs)", arguments: [list])
        case .unreadNewest:
            try db.execute(sql: """
                UPDATE messages SET read = 0 WHERE id IN (SELECT (SELECT id FROM messages m WHERE m.thread_id = j.value
                ORDER BY sent_at DESC, id DESC LIMIT 1) FROM json_each(?) j)
                """, arguments: [list])
        case .tag(let name):
            try Self.addTag(name, threadsIn: list, db)
        case .untag(let name):
            try Self.removeTag(name, threadsIn: list, db)
        case .assign(let person):
            // Only threads it changes: the change log's trigger then notes just those.
            let key = person.map { TextColumn.value($0.key) }
            try db.execute(sql: """
                UPDATE threads SET assignee = \(TextColumn.parameter), assignee_key = \(TextColumn.parameter)
                WHERE id IN \(listedIDs) AND assignee_key IS NOT \(TextColumn.parameter)
                """, arguments: [person.map { TextColumn.value($0.name) }, key, list, key])
        }
    }

    /// Inserts one draft with its participants and messages; nil when `ifAbsent` and the key exists.
    static func insert(_ draft: ThreadDraft, _ db: Database, ifAbsent: Bool) throws -> Int64? {
        let insertThread = try db.cachedStatement(sql: """
            INSERT INTO threads (key, title, title_key, starred, archived, muted, created_at, last_activity_at, assignee, assignee_key)
            VALUES (\(TextColumn.parameter), \(TextColumn.parameter), \(TextColumn.parameter), ?, ?, ?, ?, ?, \(TextColumn.parameter), \(TextColumn.parameter))
            ON CONFLICT (key) DO NOTHING
            """)
        let created = Millis.from(draft.createdAt)
        try insertThread.execute(arguments: [TextColumn.value(draft.key), TextColumn.value(draft.title), TextColumn.value(TextFold.key(draft.title)), draft.isStarred, draft.isArchived, draft.isMuted, created, created,
                                             draft.assignee.map { TextColumn.value($0.name) }, draft.assignee.map { TextColumn.value($0.key) }])
        guard db.changesCount > 0 else { return nil }
        let id = db.lastInsertedRowID
        try insertParticipants(draft.participants, threadID: id, db)
        for message in draft.messages {
            try insert(message, threadID: id, db)
        }
        for tag in draft.tags { try addTag(tag, threadsIn: "[\(id)]", db) }
        return id
    }

    /// Stores `names` as thread `threadID`'s participants, in order.
    static func insertParticipants(_ names: [String], threadID: Int64, _ db: Database) throws {
        let insertParticipant = try db.cachedStatement(sql: "INSERT INTO participants (thread_id, position, name, name_key) VALUES (?, ?, \(TextColumn.parameter), \(TextColumn.parameter))")
        for (position, name) in names.enumerated() {
            try insertParticipant.execute(arguments: [threadID, position, TextColumn.value(name), TextColumn.value(TextFold.key(name))])
        }
    }

    private static func insert(_ message: MessageDraft, threadID: Int64, _ db: Database) throws {
        let text = TextColumn.parameter
        try db.cachedStatement(sql: "INSERT INTO messages (thread_id, author, author_key, body, sent_at, read, message_id, refs) VALUES (?, \(text), \(text), \(text), ?, ?, \(text), \(text))")
            .execute(arguments: [threadID, TextColumn.value(message.author), TextColumn.value(TextFold.key(message.author)), TextColumn.value(message.body),
                                 Millis.from(message.sentAt), message.isRead, message.messageID.map(TextColumn.value), MessageRecord.refsColumn(message.references)])
    }

    /// The ids in the JSON array bound in its place.
    static let listedIDs = "(SELECT value FROM json_each(?))"

    /// The thread flags a change sets: the only column names ever written into an UPDATE's text.
    private enum FlagColumn: String {
        case starred, archived, muted
    }

    /// Sets `flag` to `on` on every thread in the JSON array `list`.
    private static func set(_ flag: FlagColumn, to on: Bool, threadsIn list: String, _ db: Database) throws {
        try db.execute(sql: "UPDATE threads SET \(flag.rawValue) = ? WHERE id IN \(listedIDs)", arguments: [on, list])
    }
}
