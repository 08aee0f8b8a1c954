import Domain
import Foundation
import GRDB

/// New threads and messages in bulk, for `import` and `seed`.
///
/// SQLite opens a savepoint (a statement journal) for each statement that fires triggers,
/// copying every page it changes, and FTS5 flushes its pending index at each savepoint. One
/// INSERT per thread and per message therefore wrote 1.1 million pages for 100,000 messages
/// and cut the search index into slivers: 67 s to seed a million messages. Here new rows wait
/// in TEMP tables (no triggers) and move into the real ones with one `INSERT … SELECT` each
/// per batch, in the order they came: the triggers still run for every row, so the search
/// indexes are kept exactly as before, but inside a handful of statements.
///
/// A thread new in a batch is written after its messages, with its counters already summed
/// (`flush`): the counter trigger of each message then finds no thread row to update. Updating
/// the row once per message moved its entries in three indexes each time, a quarter of a
/// seed's time (3M messages: 15 of 59 s of CPU).
final class ImportStaging {
    /// Rows per move: large enough to amortise the journal and the statements, small enough to
    /// stay in the import's cache (1M messages: 10% faster than 10,000, at 64 MB peak). A task
    /// value so that a test can cross many batches with a few thousand rows; read by the store
    /// before its transaction, which runs on GRDB's queue, beyond the task.
    @TaskLocal static var batchSize = 100_000

    private let batchSize: Int

    private let db: Database
    private var nextID: Int64
    /// The id of the first thread waiting here: ids from it on are new in this batch.
    private var firstStagedID: Int64
    private var stagedThreads = 0
    private var stagedMessages = 0
    /// Threads with messages waiting here: a stored thread replaced again must have the earlier
    /// copy's messages stored first, or the replacement's DELETE would miss them.
    private var threadsWithStagedMessages: Set<Int64> = []
    /// Each author's folded key: an inbox has few authors and many messages, so folding each
    /// name once saves a case mapping per message (a seed of 1M messages folds 12).
    private var authorKeys: [String: String] = [:]
    /// The rows' INSERTs, run once per row.
    private let threadInsert: StagingInsert
    private let participantInsert: StagingInsert
    private let messageInsert: StagingInsert

    /// Prepares the staging tables on `db`, inside the caller's write transaction (which holds
    /// the lock, so the ids handed out here are the ones SQLite would have chosen).
    init(_ db: Database, batchSize: Int) throws {
        self.db = db
        self.batchSize = batchSize
        try db.execute(sql: """
            CREATE TEMP TABLE IF NOT EXISTS staged_threads (
                id INTEGER PRIMARY KEY, key TEXT NOT NULL UNIQUE, title TEXT NOT NULL, title_key TEXT NOT NULL,
                starred INTEGER NOT NULL, archived INTEGER NOT NULL, muted INTEGER NOT NULL, created_at INTEGER NOT NULL,
                assignee TEXT, assignee_key TEXT);
            CREATE TEMP TABLE IF NOT EXISTS staged_participants (
                seq INTEGER PRIMARY KEY, thread_id INTEGER NOT NULL, position INTEGER NOT NULL, name TEXT NOT NULL, name_key TEXT NOT NULL);
            CREATE TEMP TABLE IF NOT EXISTS staged_messages (
                seq INTEGER PRIMARY KEY, thread_id INTEGER NOT NULL, author TEXT NOT NULL, author_key TEXT NOT NULL,
                body TEXT NOT NULL, sent_at INTEGER NOT NULL, read INTEGER NOT NULL, message_id TEXT, refs TEXT);
            DELETE FROM temp.staged_threads; DELETE FROM temp.staged_participants; DELETE FROM temp.staged_messages;
            """)
        threadInsert = try StagingInsert(db, sql: """
            INSERT INTO temp.staged_threads (id, key, title, title_key, starred, archived, muted, created_at, assignee, assignee_key)
            VALUES (?, \(TextColumn.parameter), \(TextColumn.parameter), \(TextColumn.parameter), ?, ?, ?, ?, \(TextColumn.parameter), \(TextColumn.parameter))
            """)
        participantInsert = try StagingInsert(db, sql: """
            INSERT INTO temp.staged_participants (thread_id, position, name, name_key)
            VALUES (?, ?, \(TextColumn.parameter), \(TextColumn.parameter))
            """)
        messageInsert = try StagingInsert(db, sql: """
            INSERT INTO temp.staged_messages (thread_id, author, author_key, body, sent_at, read, message_id, refs)
            VALUES (?, \(TextColumn.parameter), \(TextColumn.parameter), \(TextColumn.parameter), ?, ?, \(TextColumn.parameter), \(TextColumn.parameter))
            """)
        nextID = try Int64.fetchOne(db, sql: "SELECT coalesce(max(id), 0) + 1 FROM main.threads") ?? 1
        firstStagedID = nextID
    }

    /// Whether a thread with `key` is waiting to be stored.
    func holds(key: String) throws -> Bool {
        try Bool.fetchOne(db.cachedStatement(sql: "SELECT 1 FROM temp.staged_threads WHERE key = \(TextColumn.parameter)"),
                          arguments: [TextColumn.value(key)]) ?? false
    }

    /// Whether messages for thread `id` are waiting to be stored.
    func holds(messagesOf id: Int64) -> Bool {
        threadsWithStagedMessages.contains(id)
    }

    /// Queues a new thread (its key must be in neither table) with its participants and messages.
    func add(_ draft: ThreadDraft) throws {
        let id = nextID
        nextID += 1
        try threadInsert.run { row in
            row.bind(id)
            row.bind(text: draft.key)
            row.bind(text: draft.title)
            row.bind(text: TextFold.key(draft.title))
            row.bind(draft.isStarred)
            row.bind(draft.isArchived)
            row.bind(draft.isMuted)
            row.bind(Millis.from(draft.createdAt))
            row.bind(text: draft.assignee?.name)
            row.bind(text: draft.assignee?.key)
        }
        for (position, name) in draft.participants.enumerated() {
            try participantInsert.run { row in
                row.bind(id)
                row.bind(Int64(position))
                row.bind(text: name)
                row.bind(text: TextFold.key(name))
            }
        }
        stagedThreads += 1
        // A batch ends between threads, never inside one, so a new thread's messages move with it.
        for message in draft.messages { try stage(message, threadID: id) }
        if stagedThreads >= batchSize || stagedMessages >= batchSize { try flush() }
    }

    /// Queues `message` for thread `threadID` (stored, or queued before it).
    func add(_ message: MessageDraft, threadID: Int64) throws {
        try stage(message, threadID: threadID)
        if stagedMessages >= batchSize { try flush() }
    }

    private func stage(_ message: MessageDraft, threadID: Int64) throws {
        try messageInsert.run { row in
            row.bind(threadID)
            row.bind(text: message.author)
            row.bind(text: authorKey(message.author))
            row.bind(text: message.body)
            row.bind(Millis.from(message.sentAt))
            row.bind(message.isRead)
            row.bind(text: message.messageID)
            row.bind(bytes: MessageRecord.refsColumn(message.references))
        }
        stagedMessages += 1
        threadsWithStagedMessages.insert(threadID)
    }

    private func authorKey(_ author: String) -> String {
        if let key = authorKeys[author] { return key }
        let key = TextFold.key(author)
        // Bounded: a file of many distinct authors keeps the first thousand folded.
        if authorKeys.count < 1000 { authorKeys[author] = key }
        return key
    }

    /// Moves everything queued into the real tables: threads, then participants, then messages
    /// (foreign keys), each in the order queued.
    ///
    /// When every message waiting belongs to a thread new in this batch (always for `seed`),
    /// the messages go first and each thread follows with its counters summed from them, as the
    /// counter trigger would have left them; foreign keys wait for the threads, within the batch.
    /// Messages keep their order, so their ids are the same either way. A batch that also adds
    /// to stored threads keeps the plain order, so that ids and the first thread to name a mail
    /// id are decided by the order the messages came in.
    func flush() throws {
        guard stagedThreads > 0 || stagedMessages > 0 else { return }
        // Messages for threads already stored (an import that replaces a thread) keep the plain order.
        if !threadsWithStagedMessages.contains(where: { $0 < firstStagedID }) {
            try db.execute(sql: """
                PRAGMA defer_foreign_keys = ON;
                INSERT INTO messages (thread_id, author, author_key, body, sent_at, read, message_id, refs)
                SELECT thread_id, author, author_key, body, sent_at, read, message_id, refs FROM temp.staged_messages ORDER BY seq;
                INSERT INTO threads (id, key, title, title_key, starred, archived, muted, created_at,
                                     message_count, unread_count, last_activity_at, assignee, assignee_key)
                SELECT t.id, t.key, t.title, t.title_key, t.starred, t.archived, t.muted, t.created_at,
                       coalesce(c.messages, 0), coalesce(c.unread, 0), coalesce(c.latest, t.created_at), t.assignee, t.assignee_key
                FROM temp.staged_threads AS t LEFT JOIN (
                    SELECT thread_id, count(*) AS messages, sum(1 - read) AS unread, max(sent_at) AS latest
                    FROM temp.staged_messages GROUP BY thread_id
                ) AS c ON c.thread_id = t.id ORDER BY t.id;
                INSERT INTO participants (thread_id, position, name, name_key)
                SELECT thread_id, position, name, name_key FROM temp.staged_participants ORDER BY seq;
                PRAGMA defer_foreign_keys = OFF;
                """)
        } else {
            try db.execute(sql: """
                INSERT INTO threads (id, key, title, title_key, starred, archived, muted, created_at, last_activity_at, assignee, assignee_key)
                SELECT id, key, title, title_key, starred, archived, muted, created_at, created_at, assignee, assignee_key FROM temp.staged_threads ORDER BY id;
                INSERT INTO participants (thread_id, position, name, name_key)
                SELECT thread_id, position, name, name_key FROM temp.staged_participants ORDER BY seq;
                INSERT INTO messages (thread_id, author, author_key, body, sent_at, read, message_id, refs)
                SELECT thread_id, author, author_key, body, sent_at, read, message_id, refs FROM temp.staged_messages ORDER BY seq;
                """)
        }
        try db.execute(sql: "DELETE FROM temp.staged_threads; DELETE FROM temp.staged_participants; DELETE FROM temp.staged_messages;")
        stagedThreads = 0
        stagedMessages = 0
        firstStagedID = nextID
        threadsWithStagedMessages.removeAll(keepingCapacity: true)
    }
}
