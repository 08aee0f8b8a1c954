#if Postgres
import Data
import Domain
import PostgresNIO

// Mail in (docs/mail.md), in one transaction: the same steps as every store (`MailImport`),
// taken with a round trip a batch. Messages wait in a TEMP table until the plan is known, then
// move with one statement, so the counters' and links' statement triggers fire once.
extension PostgresDataStore {
    public func importMail(from source: any MailDraftSource, tagging tags: [TagName]) async throws -> MailImportCount {
        // Not run again on a conflict: the source is read once.
        try await session.transaction(.write, retry: false) { connection in
            // An import is bounded by its size, not by the service's query timeout.
            try await connection.run("SET LOCAL statement_timeout = 0")
            try await connection.run("""
                CREATE TEMP TABLE staged_mail (seq integer PRIMARY KEY, author text NOT NULL, author_key text NOT NULL, body text NOT NULL,
                    sent_at bigint NOT NULL, read boolean NOT NULL, message_id text, refs text) ON COMMIT DROP
                """)
            var steps = MailImport()
            while let batch = try steps.nextBatch(from: source) {
                let known = batch.unmet.isEmpty ? [:] : try await Self.known(batch.unmet, connection)
                var staged: [(message: MessageDraft, sequence: Int)] = []
                steps.take(batch.drafts, known: known) { staged.append(($0, $1)) }
                if !staged.isEmpty { try await Self.stage(staged, connection) }
            }
            let plan = steps.plan()
            let touched = try await Self.apply(plan, connection)
            // `import --tag`: every thread the plan added messages to.
            try await Self.addTags(tags, to: touched, connection)
            return plan.count
        }
    }

    private static func known(_ ids: [String], _ connection: PostgresConnection) async throws -> [String: MailThreading.Known] {
        var bindings = PostgresBindings()
        bindings.append(ids.map(PostgresText.encode))
        let rows = try await connection.rows("""
            SELECT l.id, l.thread_id, t.created_at, EXISTS (SELECT 1 FROM messages m WHERE m.message_id = l.id)
            FROM mail_links l JOIN threads t ON t.id = l.thread_id WHERE l.id = ANY($1::text[])
            """, bindings) { row in
            (try row.text(0), MailThreading.Known(thread: try row[1].decode(Int64.self), createdAt: Millis.date(try row[2].decode(Int64.self)),
                                                  isMessage: try row[3].decode(Bool.self)))
        }
        return Dictionary(rows, uniquingKeysWith: { first, _ in first })
    }

    private static func stage(_ staged: [(message: MessageDraft, sequence: Int)], _ connection: PostgresConnection) async throws {
        var bindings = PostgresBindings()
        bindings.append(staged.map { Int32($0.sequence) })
        bindings.append(staged.map { PostgresText.encode($0.message.author) })
        bindings.append(staged.map { PostgresText.encode(TextFold.key($0.message.author)) })
        bindings.append(staged.map { PostgresText.encode($0.message.body) })
        bindings.append(staged.map { Millis.from($0.message.sentAt) })
        bindings.append(staged.map(\.message.isRead))
        bindings.append(staged.map { PostgresText.encode($0.message.messageID ?? "") })
        bindings.append(staged.map { MailIDs.column($0.message.references) ?? "" })
        try await connection.run("""
            INSERT INTO staged_mail (seq, author, author_key, body, sent_at, read, message_id, refs)
            SELECT * FROM unnest($1::integer[], $2::text[], $3::text[], $4::text[], $5::bigint[], $6::boolean[], $7::text[], $8::text[])
            """, bindings)
    }

    /// Writes the plan; returns the threads it added messages to.
    private static func apply(_ plan: MailPlan, _ connection: PostgresConnection) async throws -> [Int64] {
        let fresh = plan.threads.filter { $0.existing == nil }
        var count = PostgresBindings()
        count.append(Int64(fresh.count))
        let ids = try await connection.rows("SELECT nextval(pg_get_serial_sequence('threads.threads', 'id')) FROM generate_series(1, $1)", count) {
            try $0[0].decode(Int64.self)
        }
        if !fresh.isEmpty {
            var threads = PostgresBindings()
            threads.append(ids)
            threads.append(fresh.map { PostgresText.encode($0.key) })
            threads.append(fresh.map { PostgresText.encode($0.title) })
            threads.append(fresh.map { PostgresText.encode(TextFold.key($0.title)) })
            threads.append(fresh.map(\.isStarred))
            threads.append(fresh.map { Millis.from($0.createdAt) })
            // A key is a thread's oldest message id; one already taken gets the new thread's id after it.
            try await connection.run("""
                INSERT INTO threads (id, key, title, title_key, starred, archived, muted, created_at, last_activity_at)
                SELECT n.id, CASE WHEN EXISTS (SELECT 1 FROM threads t WHERE t.key = n.key) THEN n.key || '#' || n.id ELSE n.key END,
                       n.title, n.title_key, n.starred, false, false, n.created_at, n.created_at
                FROM unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $5::boolean[], $6::bigint[])
                     AS n (id, key, title, title_key, starred, created_at) ORDER BY n.id
                """, threads)
        }
        // The ids drawn above, one per new thread, in plan order.
        var nextFresh = 0
        var sequences: [Int32] = [], targets: [Int64] = [], touched: [Int64] = []
        for thread in plan.threads {
            let id: Int64
            if let existing = thread.existing {
                id = existing
                try await update(existing, thread, connection)
            } else {
                id = ids[nextFresh]
                nextFresh += 1
            }
            touched.append(id)
            sequences += thread.messages.map(Int32.init)
            targets += thread.messages.map { _ in id }
        }
        var moves = PostgresBindings()
        moves.append(sequences)
        moves.append(targets)
        try await connection.run("""
            INSERT INTO messages (thread_id, author, body, sent_at, read, author_key, message_id, refs)
            SELECT a.thread_id, s.author, s.body, s.sent_at, s.read, s.author_key, s.message_id, \(MailIDs.array("s.refs"))
            FROM staged_mail s JOIN unnest($1::integer[], $2::bigint[]) WITH ORDINALITY AS a (seq, thread_id, rank) ON a.seq = s.seq ORDER BY a.rank
            """, moves)
        var recount = PostgresBindings()
        recount.append(touched)
        try await connection.run("DELETE FROM participants WHERE thread_id = ANY($1::bigint[])", recount)
        try await connection.run("""
            INSERT INTO participants (thread_id, position, name, name_key)
            SELECT thread_id, (row_number() OVER (PARTITION BY thread_id ORDER BY first_sent, first_id) - 1)::integer, author, author_key
            FROM (SELECT thread_id, author, min(author_key) AS author_key, min(sent_at) AS first_sent, min(id) AS first_id
                  FROM messages WHERE thread_id = ANY($1::bigint[]) GROUP BY thread_id, author) f
            """, recount)
        return touched
    }

    /// A stored thread the plan adds to: the threads merged into it (their tags too), its title, its star.
    private static func update(_ id: Int64, _ thread: MailPlan.Thread, _ connection: PostgresConnection) async throws {
        for merged in thread.merged {
            var pair = PostgresBindings()
            pair.append(id)
            pair.append(merged)
            for statement in [
                "UPDATE messages SET thread_id = $1 WHERE thread_id = $2",
                "UPDATE mail_links SET thread_id = $1 WHERE thread_id = $2",
                "UPDATE threads SET starred = true WHERE id = $1 AND (SELECT starred FROM threads WHERE id = $2)",
            ] {
                try await connection.run(statement, pair)
            }
            // After the moves, which lock the threads before the change log, as every writer does.
            try await lockChangeLog(connection)
            for statement in [
                "INSERT INTO thread_tags (tag_id, thread_id) SELECT tag_id, $1 FROM thread_tags WHERE thread_id = $2 ON CONFLICT DO NOTHING",
                // Its own links go first (010's row trigger), while its unread count can be read.
                "DELETE FROM threads WHERE id = $2",
            ] {
                try await connection.run(statement, pair)
            }
        }
        if thread.retitles {
            var title = PostgresBindings()
            title.append(id)
            title.append(PostgresText.encode(thread.title))
            title.append(PostgresText.encode(TextFold.key(thread.title)))
            title.append(Millis.from(thread.createdAt))
            try await connection.run("UPDATE threads SET title = $2, title_key = $3, created_at = $4 WHERE id = $1", title)
        }
        if thread.isStarred {
            var star = PostgresBindings()
            star.append(id)
            try await connection.run("UPDATE threads SET starred = true WHERE id = $1 AND NOT starred", star)
        }
    }
}
#endif
