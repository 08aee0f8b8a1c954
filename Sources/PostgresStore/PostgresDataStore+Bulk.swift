#if Postgres
import Data
import Domain
import NIOCore
import PostgresNIO

// Many drafts in one transaction: those with new keys only (seed), or an import that replaces
// by key. The import streams every draft through one COPY into a staging table and then
// moves them with a handful of set-based statements: a million messages without a million
// round trips, and the counters' triggers fire once per statement.
extension PostgresDataStore {
    public func insertThreadsIfAbsent(_ drafts: [ThreadDraft]) async throws -> Int {
        try await session.transaction(.write) { connection in
            var added = 0
            for draft in drafts where try await Self.insert(draft, connection) != nil {
                added += 1
            }
            return added
        }
    }

    public func upsertThreads(from source: any DraftSource, as viewer: Viewer?) async throws -> Int {
        // Not run again on a conflict: the source is read once.
        try await session.transaction(.write, retry: false) { connection in
            // An import is bounded by its size, not by the service's query timeout.
            try await connection.run("SET LOCAL statement_timeout = 0")
            try await connection.run(ImportSQL.createStaging)
            let known = try await Self.people(connection), seat = try await Self.seat(viewer, connection)
            let hasPeople = !known.isEmpty || seat != .first
            let copied = try await Self.copy(source, into: connection)
            for statement in ImportSQL.moveStaged {
                try await connection.run(statement)
            }
            // Tags last, once every thread has its id. A file without tags adds none, and only
            // takes away the tags of the threads it replaces (none when the inbox has no tags).
            try await Self.lockChangeLog(connection)
            for statement in (copied.tagged ? ImportSQL.addTags : []) + [ImportSQL.replaceTags] {
                try await connection.run(statement)
            }
            // An inbox of one person, importing a file that names no one, imports as it always has.
            if hasPeople || copied.named.any { try await Self.storeMarks(copied.marked, named: copied.named.persons, importer: viewer, connection) }
            return copied.count
        }
    }

    /// Writes every draft of `source` into the staging table with one COPY; returns how many
    /// drafts, whether any had tags, each key's own state for each person (`+PersonMarks`), and
    /// the persons the lines name.
    private static func copy(_ source: any DraftSource, into connection: PostgresConnection) async throws
        -> (count: Int, tagged: Bool, marked: [String: ImportedMarks], named: NamedPersons) {
        var count = 0, tagged = false, marked: [String: ImportedMarks] = [:], named = NamedPersons()
        try await connection.copyFrom(table: "staged", columns: ImportSQL.stagedColumns, logger: PostgresSession.logger) { writer in
            var rows = CopyRows()
            while let draft = try source.next() {
                count += 1
                tagged = tagged || !draft.tags.isEmpty
                let marks = ImportedMarks(draft)
                marked[draft.key] = marks
                named.add(marks)
                rows.add(draft, sequence: count)
                if rows.buffer.readableBytes >= CopyRows.flushSize {
                    try await writer.write(rows.buffer)
                    rows.buffer.clear()
                }
            }
            if rows.buffer.readableBytes > 0 { try await writer.write(rows.buffer) }
        }
        return (count, tagged, marked, named)
    }
}

/// The import's SQL: one staging table for threads, participants and messages (one COPY can
/// fill only one table, and the source is read once), then the statements that move it.
enum ImportSQL {
    /// `kind`: 0 thread (text1 key, text2 title, fold title_key, text3 assignee, text4 its key, at created_at,
    /// flags starred/archived/muted),
    /// 1 participant (text1 name, fold name_key, position),
    /// 2 message (text1 author, text2 body, fold author_key, text3 message_id, text4 references
    /// as `MailIDs.column`, at sent_at, flag1 read, position), 3 tag (text1 name, fold key, position).
    static let createStaging = """
        CREATE TEMP TABLE staged (
            thread_seq integer NOT NULL, kind smallint NOT NULL, position integer NOT NULL,
            text1 text, text2 text, fold text, text3 text, text4 text, at bigint, flag1 boolean, flag2 boolean, flag3 boolean
        ) ON COMMIT DROP
        """

    static let stagedColumns = ["thread_seq", "kind", "position", "text1", "text2", "fold", "text3", "text4", "at", "flag1", "flag2", "flag3"]

    /// Run in order, in the import's transaction.
    static let moveStaged = [
        // One row per key: the last copy's content, at the first copy's place in the file
        // (as the SQLite store stores a repeated key: added where first seen, then replaced).
        """
        CREATE TEMP TABLE incoming ON COMMIT DROP AS
        SELECT DISTINCT ON (text1) text1 AS key, thread_seq, min(thread_seq) OVER (PARTITION BY text1) AS first_seq,
               text2 AS title, fold AS title_key, flag1 AS starred, flag2 AS archived, flag3 AS muted, at AS created_at,
               text3 AS assignee, text4 AS assignee_key, NULL::bigint AS id
        FROM staged WHERE kind = 0 ORDER BY text1, thread_seq DESC
        """,
        "UPDATE incoming i SET id = t.id FROM threads t WHERE t.key = i.key",
        // Threads being replaced lose their messages and participants first (the delete
        // trigger recounts them to zero), then take the file's fields.
        "DELETE FROM messages WHERE thread_id IN (SELECT id FROM incoming WHERE id IS NOT NULL)",
        "DELETE FROM participants WHERE thread_id IN (SELECT id FROM incoming WHERE id IS NOT NULL)",
        """
        UPDATE threads t SET title = i.title, title_key = i.title_key, starred = i.starred, archived = i.archived,
               muted = i.muted, created_at = i.created_at, last_activity_at = i.created_at,
               assignee = i.assignee, assignee_key = i.assignee_key
        FROM incoming i WHERE t.id = i.id
        """,
        """
        WITH added AS (
            INSERT INTO threads (key, title, title_key, starred, archived, muted, created_at, last_activity_at, assignee, assignee_key)
            SELECT key, title, title_key, starred, archived, muted, created_at, created_at, assignee, assignee_key
            FROM incoming WHERE id IS NULL ORDER BY first_seq
            RETURNING id, key)
        UPDATE incoming i SET id = added.id FROM added WHERE i.key = added.key
        """,
        """
        INSERT INTO participants (thread_id, position, name, name_key)
        SELECT i.id, s.position, s.text1, s.fold FROM staged s JOIN incoming i ON i.thread_seq = s.thread_seq WHERE s.kind = 1
        """,
        // Message ids in file order, one for every message in the file, a replaced copy's too:
        // the same ids the SQLite store gives, which stores each copy before replacing it.
        """
        CREATE TEMP TABLE message_ids ON COMMIT DROP AS
        SELECT m.thread_seq, m.position, nextval(pg_get_serial_sequence('threads.messages', 'id')) AS id
        FROM (SELECT thread_seq, position FROM staged WHERE kind = 2 ORDER BY thread_seq, position) m
        """,
        """
        INSERT INTO messages (id, thread_id, author, body, sent_at, read, author_key, message_id, refs)
        SELECT n.id, i.id, s.text1, s.text2, s.at, s.flag1, s.fold, s.text3, \(MailIDs.array("s.text4"))
        FROM staged s JOIN incoming i ON i.thread_seq = s.thread_seq
        JOIN message_ids n ON n.thread_seq = s.thread_seq AND n.position = s.position
        WHERE s.kind = 2 ORDER BY n.id
        """,
    ]

    /// Run in order after `moveStaged` when the file has tags: a key not stored yet becomes a tag
    /// spelt as the file first writes it, then each thread gets its line's tags. A repeated
    /// key's tags are its last copy's, as the rest of it.
    static let addTags = [
        """
        INSERT INTO tags (name, key)
        SELECT DISTINCT ON (s.fold) s.text1, s.fold FROM staged s JOIN incoming i ON i.thread_seq = s.thread_seq
        WHERE s.kind = 3 ORDER BY s.fold, s.thread_seq, s.position
        ON CONFLICT (key) DO NOTHING
        """,
        """
        INSERT INTO thread_tags (tag_id, thread_id)
        SELECT DISTINCT g.id, i.id FROM staged s JOIN incoming i ON i.thread_seq = s.thread_seq JOIN tags g ON g.key = s.fold
        WHERE s.kind = 3
        ON CONFLICT DO NOTHING
        """,
    ]

    /// A line's tags replace its thread's: the links it does not name go, after the new ones
    /// are on, so a tag the line keeps is never left on no thread (and re-spelt) in between.
    static let replaceTags = """
        DELETE FROM thread_tags l USING incoming i
        WHERE l.thread_id = i.id AND NOT EXISTS (SELECT 1 FROM staged s JOIN tags g ON g.key = s.fold
                                                 WHERE s.kind = 3 AND s.thread_seq = i.thread_seq AND g.id = l.tag_id)
        """
}

/// COPY's text format for the staging rows: tab-separated, `\N` for NULL, and backslash,
/// tab, newline and carriage return escaped in text.
struct CopyRows {
    /// Bytes gathered before they are sent.
    static let flushSize = 1 << 20
    var buffer = ByteBuffer()

    mutating func add(_ draft: ThreadDraft, sequence: Int) {
        row(sequence, 0, 0, [draft.key, draft.title, TextFold.key(draft.title), draft.assignee?.name, draft.assignee?.key], Millis.from(draft.createdAt),
            [draft.isStarred, draft.isArchived, draft.isMuted])
        for (position, name) in draft.participants.enumerated() {
            row(sequence, 1, position, [name, nil, TextFold.key(name), nil, nil], nil, [])
        }
        for (position, message) in draft.messages.enumerated() {
            row(sequence, 2, position, [message.author, message.body, TextFold.key(message.author), message.messageID, nil],
                Millis.from(message.sentAt), [message.isRead], references: MailIDs.column(message.references))
        }
        for (position, tag) in draft.tags.enumerated() {
            row(sequence, 3, position, [tag.text, nil, tag.key, nil, nil], nil, [])
        }
    }

    /// `texts` are stored text (encoded here); `references` is already `MailIDs.column`'s, and
    /// replaces the last of `texts`.
    private mutating func row(_ sequence: Int, _ kind: Int, _ position: Int, _ texts: [String?], _ at: Int64?, _ flags: [Bool],
                              references: String? = nil) {
        buffer.writeString("\(sequence)\t\(kind)\t\(position)")
        for (index, text) in texts.enumerated() {
            buffer.writeInteger(UInt8(ascii: "\t"))
            if index == texts.count - 1, let references { writeEscaped(references) } else if let text { writeEscaped(PostgresText.encode(text)) } else {
                buffer.writeString("\\N")
            }
        }
        buffer.writeString(at.map { "\t\($0)" } ?? "\t\\N")
        for index in 0..<3 {
            buffer.writeString(index < flags.count ? (flags[index] ? "\tt" : "\tf") : "\t\\N")
        }
        buffer.writeInteger(UInt8(ascii: "\n"))
    }

    private mutating func writeEscaped(_ text: String) {
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\\"): buffer.writeString("\\\\")
            case UInt8(ascii: "\t"): buffer.writeString("\\t")
            case UInt8(ascii: "\n"): buffer.writeString("\\n")
            case UInt8(ascii: "\r"): buffer.writeString("\\r")
            default: buffer.writeInteger(byte)
            }
        }
    }
}
#endif
