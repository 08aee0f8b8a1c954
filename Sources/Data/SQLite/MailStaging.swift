import Domain
import Foundation
import GRDB

/// A mail import on SQLite, inside the store's write transaction: the messages wait in a TEMP
/// table until the import has met every id and `MailThreading` says where each goes, then move
/// into the real tables with one `INSERT … SELECT` (why in bulk: `ImportStaging`). The trigger of
/// schema/009 links each stored message's ids to its thread.
struct MailStaging: MailImportTarget {
    private let db: Database
    /// Each author's folded key, as `ImportStaging` keeps them: a mailbox has few authors.
    private var authorKeys: [String: Data] = [:]
    /// `import --tag`: put on every thread the plan adds messages to.
    private let tags: [TagName]

    /// The body indexes' buffer for a build aside (`BodyIndexBuild`), in bytes.
    private let indexBufferBytes: Int

    init(_ db: Database, tags: [TagName] = [], indexBufferBytes: Int = SearchIndexBuffer.defaultBytes) throws {
        self.db = db
        self.tags = tags
        self.indexBufferBytes = indexBufferBytes
        try db.execute(sql: """
            CREATE TEMP TABLE IF NOT EXISTS staged_mail (
                seq INTEGER PRIMARY KEY, author TEXT NOT NULL, author_key TEXT NOT NULL, body TEXT NOT NULL,
                sent_at INTEGER NOT NULL, read INTEGER NOT NULL, message_id TEXT, refs TEXT);
            CREATE TEMP TABLE IF NOT EXISTS mail_threads (
                id INTEGER PRIMARY KEY, key TEXT NOT NULL, title TEXT NOT NULL, title_key TEXT NOT NULL,
                starred INTEGER NOT NULL, created_at INTEGER NOT NULL);
            -- In the plan's order, thread by thread: the order the messages are stored in.
            CREATE TEMP TABLE IF NOT EXISTS mail_assigned (rank INTEGER PRIMARY KEY, seq INTEGER NOT NULL, thread_id INTEGER NOT NULL);
            CREATE TEMP TABLE IF NOT EXISTS mail_touched (thread_id INTEGER PRIMARY KEY);
            DELETE FROM temp.staged_mail; DELETE FROM temp.mail_threads; DELETE FROM temp.mail_assigned; DELETE FROM temp.mail_touched;
            """)
    }

    func known(_ ids: [String]) throws -> [String: MailThreading.Known] {
        let list = try IDListJSON.data(ids)
        let rows = try Row.fetchCursor(db.cachedStatement(sql: """
            SELECT \(TextColumn.select("l.id")), l.thread_id, t.created_at, EXISTS (SELECT 1 FROM messages AS m WHERE m.message_id = l.id)
            FROM json_each(\(TextColumn.parameter)) AS j JOIN mail_links AS l ON l.id = j.value JOIN threads AS t ON t.id = l.thread_id
            """), arguments: [list])
        var found: [String: MailThreading.Known] = [:]
        while let row = try rows.next() {
            found[try row.text(atIndex: 0)] = MailThreading.Known(
                thread: try row.decode(atIndex: 1), createdAt: Millis.date(try row.decode(atIndex: 2)), isMessage: try row.decode(atIndex: 3))
        }
        return found
    }

    mutating func stage(_ message: MessageDraft, sequence: Int) throws {
        try db.cachedStatement(sql: """
            INSERT INTO temp.staged_mail (seq, author, author_key, body, sent_at, read, message_id, refs)
            VALUES (?, \(TextColumn.parameter), \(TextColumn.parameter), \(TextColumn.parameter), ?, ?, \(TextColumn.parameter), \(TextColumn.parameter))
            """).execute(arguments: [sequence, TextColumn.value(message.author), authorKey(message.author), TextColumn.value(message.body),
                                     Millis.from(message.sentAt), message.isRead, message.messageID.map(TextColumn.value),
                                     MessageRecord.refsColumn(message.references)])
    }

    func apply(_ plan: MailPlan) throws {
        var nextID = try Int64.fetchOne(db, sql: "SELECT coalesce(max(id), 0) + 1 FROM main.threads") ?? 1
        let assign = try db.cachedStatement(sql: "INSERT INTO temp.mail_assigned (seq, thread_id) VALUES (?, ?)")
        for thread in plan.threads {
            let id: Int64
            if let existing = thread.existing {
                id = existing
                for merged in thread.merged { try merge(merged, into: id) }
                if thread.retitles {
                    try db.execute(sql: "UPDATE threads SET title = \(TextColumn.parameter), title_key = \(TextColumn.parameter), created_at = ? WHERE id = ?",
                                   arguments: [TextColumn.value(thread.title), TextColumn.value(TextFold.key(thread.title)), Millis.from(thread.createdAt), id])
                }
                if thread.isStarred { try db.execute(sql: "UPDATE threads SET starred = 1 WHERE id = ?", arguments: [id]) }
            } else {
                id = nextID
                nextID += 1
                try db.cachedStatement(sql: """
                    INSERT INTO temp.mail_threads (id, key, title, title_key, starred, created_at)
                    VALUES (?, \(TextColumn.parameter), \(TextColumn.parameter), \(TextColumn.parameter), ?, ?)
                    """).execute(arguments: [id, TextColumn.value(thread.key), TextColumn.value(thread.title), TextColumn.value(TextFold.key(thread.title)),
                                             thread.isStarred, Millis.from(thread.createdAt)])
            }
            try db.cachedStatement(sql: "INSERT INTO temp.mail_touched (thread_id) VALUES (?)").execute(arguments: [id])
            for sequence in thread.messages { try assign.execute(arguments: [sequence, id]) }
        }
        // A key is a thread's oldest message id; one already taken by a thread of another origin
        // gets the new thread's id after it.
        try db.execute(sql: """
            UPDATE temp.mail_threads SET key = key || '#' || id WHERE key IN (SELECT key FROM main.threads);
            INSERT INTO threads (id, key, title, title_key, starred, archived, muted, created_at, last_activity_at)
            SELECT id, key, title, title_key, starred, 0, 0, created_at, created_at FROM temp.mail_threads ORDER BY id;
            """)
        // Into an empty store, the body indexes are built on a second core meanwhile.
        let build = try BodyIndexBuild.start(db, bufferBytes: indexBufferBytes)
        defer { build?.cancel() }
        if let build {
            try storeMessages(handingBodiesTo: build)
        } else {
            try db.execute(sql: "INSERT INTO messages (\(Self.messageColumns)) SELECT \(Self.stagedColumns) \(Self.staged) ORDER BY a.rank")
        }
        try db.execute(sql: """
            DELETE FROM participants WHERE thread_id IN (SELECT thread_id FROM temp.mail_touched);
            INSERT INTO participants (thread_id, position, name, name_key)
            SELECT thread_id, row_number() OVER (PARTITION BY thread_id ORDER BY first_sent, first_id) - 1, author, author_key
            FROM (SELECT thread_id, author, min(author_key) AS author_key, min(sent_at) AS first_sent, min(id) AS first_id FROM messages
                  WHERE thread_id IN (SELECT thread_id FROM temp.mail_touched) GROUP BY thread_id, author)
            ORDER BY thread_id;
            """)
        try build?.finish(into: db)
        let touched = try Int64.fetchAll(db, sql: "SELECT thread_id FROM temp.mail_touched ORDER BY thread_id")
        let list = "[" + touched.map(String.init).joined(separator: ",") + "]"
        for tag in tags where !touched.isEmpty { try SQLiteDataStore.addTag(tag, threadsIn: list, db) }
        try db.execute(sql: "DELETE FROM temp.staged_mail; DELETE FROM temp.mail_threads; DELETE FROM temp.mail_assigned; DELETE FROM temp.mail_touched;")
    }

    private static let messageColumns = "thread_id, author, author_key, body, sent_at, read, message_id, refs"
    private static let stagedColumns = "a.thread_id, s.author, s.author_key, s.body, s.sent_at, s.read, s.message_id, s.refs"
    private static let staged = "FROM temp.mail_assigned AS a JOIN temp.staged_mail AS s ON s.seq = a.seq"

    /// Stores the staged messages a batch at a time, each batch's bodies handed to `build` first,
    /// so that both cores work. A message's id is its rank in the plan: in an empty store, the ids
    /// SQLite would have given, and the ones `build` indexes the bodies under.
    private func storeMessages(handingBodiesTo build: BodyIndexBuild) throws {
        let last = try Int64.fetchOne(db, sql: "SELECT coalesce(max(rank), 0) FROM temp.mail_assigned") ?? 0
        let bodies = try db.makeStatement(sql: "SELECT a.rank, CAST(s.body AS BLOB) \(Self.staged) WHERE a.rank BETWEEN ? AND ? ORDER BY a.rank")
        let insert = try db.makeStatement(sql: """
            INSERT INTO messages (id, \(Self.messageColumns)) SELECT a.rank, \(Self.stagedColumns) \(Self.staged)
            WHERE a.rank BETWEEN ? AND ? ORDER BY a.rank
            """)
        var low: Int64 = 1
        while low <= last {
            let high = low + Int64(BodyIndexBuild.batchSize) - 1
            var batch: [BodyIndexBuild.Message] = []
            batch.reserveCapacity(BodyIndexBuild.batchSize)
            let rows = try Row.fetchCursor(bodies, arguments: [low, high])
            while let row = try rows.next() { batch.append((try row.decode(atIndex: 0), try row.decode(atIndex: 1))) }
            try build.add(batch)
            try insert.execute(arguments: [low, high])
            low = high + 1
        }
    }

    /// Moves `merged`'s messages, links and tags into `thread`, keeps its star, and deletes it.
    private func merge(_ merged: Int64, into thread: Int64) throws {
        // One statement each: GRDB hands a script's arguments out statement by statement.
        for statement in [
            "UPDATE messages SET thread_id = ?1 WHERE thread_id = ?2",
            "UPDATE mail_links SET thread_id = ?1 WHERE thread_id = ?2",
            "UPDATE threads SET starred = 1 WHERE id = ?1 AND (SELECT starred FROM threads WHERE id = ?2) = 1",
            "INSERT OR IGNORE INTO thread_tags (tag_id, thread_id) SELECT tag_id, ?1 FROM thread_tags WHERE thread_id = ?2",
            "DELETE FROM threads WHERE id = ?2",
        ] {
            try db.execute(sql: statement, arguments: [thread, merged])
        }
    }

    private mutating func authorKey(_ author: String) -> Data {
        if let key = authorKeys[author] { return key }
        let key = TextColumn.value(TextFold.key(author))
        if authorKeys.count < 1000 { authorKeys[author] = key }
        return key
    }
}
