#if Postgres
import Data
import Domain
import PostgresNIO

// Tags (schema/postgres/010): the list with its kept counts, a rename or delete across every
// thread, and the statements that put tags on, or take one off, a set of threads. Every write
// here first locks the change log's state row (`lockChangeLog`), as 010's header explains.
extension PostgresDataStore {
    public func tagCounts(as viewer: Viewer?) async throws -> [TagSummary] {
        try await session.transaction(.snapshot) { connection in
            var sql = "SELECT name, threads, unread_threads FROM tags"
            if case .other(let person) = try await Self.seat(viewer, connection) {
                // Another person's unread threads of each tag are kept too (schema/postgres/016);
                // the thread count is the team's. The id is the store's own integer.
                sql = """
                    SELECT g.name, g.threads, coalesce(p.unread_threads, 0)::integer FROM tags g
                    LEFT JOIN person_tags p ON p.tag_id = g.id AND p.person_id = \(person)
                    """
            }
            return try await connection.rows(sql) { row in
                TagSummary(name: try row.text(0), threads: try row[1].decode(Int.self), unreadThreads: try row[2].decode(Int.self))
            }
        }
    }

    public func updateTag(_ old: TagName, to new: TagName) async throws -> Bool {
        try await session.transaction(.write) { connection in
            try await Self.lockChangeLog(connection)
            guard let from = try await Self.tagID(old, connection) else { return false }
            var pair = PostgresBindings()
            pair.append(from)
            if let into = try await Self.tagID(new, connection), into != from {
                // A merge: every thread of `old` gets `new` (kept as it is spelt), then `old`
                // goes, its last link taking it with it (010's trigger).
                pair.append(into)
                try await connection.run("""
                    INSERT INTO thread_tags (tag_id, thread_id) SELECT $2, thread_id FROM thread_tags WHERE tag_id = $1 ON CONFLICT DO NOTHING
                    """, pair)
                try await connection.run("DELETE FROM thread_tags WHERE tag_id = $1", pair)
            } else {
                pair.append(PostgresText.encode(new.text))
                pair.append(PostgresText.encode(new.key))
                try await connection.run("UPDATE tags SET name = $2, key = $3 WHERE id = $1", pair)
            }
            return true
        }
    }

    public func deleteTag(_ name: TagName) async throws -> Bool {
        try await session.transaction(.write) { connection in
            try await Self.lockChangeLog(connection)
            guard let id = try await Self.tagID(name, connection) else { return false }
            var bindings = PostgresBindings()
            bindings.append(id)
            try await connection.run("DELETE FROM thread_tags WHERE tag_id = $1", bindings)
            return true
        }
    }

    /// Takes the change log's state row (schema/postgres/005) before any tag row, and holds it
    /// to the commit, without taking a step: a write that then changes nothing leaves the log as
    /// it was. Every writer of links or unread counts holds this row before it counts (010).
    static func lockChangeLog(_ connection: PostgresConnection) async throws {
        // Its row read to the end: a lock wait that fails (a deadlock, the busy timeout) is
        // reported after the row's description, so unread rows would hide it.
        _ = try await connection.rows("SELECT 1 FROM change_state WHERE id = 1 FOR UPDATE") { _ in () }
    }

    /// The tag patterns of `filter` a page finds sooner by walking its order and asking each
    /// thread (`PostgresQueryExpression.probe`), as the SQLite store chooses them: the tags'
    /// kept counts must give the pattern at least √(50 × threads) threads (about where walking
    /// for 50 and gathering every match cost the same), and six of the newest 300 threads must
    /// carry it, so a walk meets a page soon. One bounded statement a pattern; the planner cannot
    /// tell a common tag from a rare one, whose threads it gathers through the tag.
    static func walkedTags(_ filter: ThreadFilter, _ connection: PostgresConnection) async throws -> Set<String> {
        var walked: Set<String> = []
        for pattern in Set(filter.tagPatterns) {
            var arguments = PostgresArguments()
            let carried = "SELECT coalesce(sum(g.threads), 0) FROM tags g WHERE g.id IN (\(PostgresQueryExpression.tagIDs(pattern, &arguments)))"
            let sampled = "SELECT count(*) FROM (SELECT id FROM threads ORDER BY id DESC LIMIT 300) t WHERE "
                + PostgresQueryExpression.probe(pattern, &arguments)
            // CASE: the sample is read only for a tag that many threads carry.
            let common = try await connection.rows("""
                SELECT CASE WHEN (\(carried)) >= greatest(1000, sqrt(50 * (SELECT coalesce(max(id), 0) FROM threads)))
                            THEN (\(sampled)) >= 6 ELSE false END
                """, arguments.bindings) { try $0[0].decode(Bool.self) }
            if common.first == true { walked.insert(pattern) }
        }
        return walked
    }

    /// The id of the tag keyed as `name`, if there is one.
    private static func tagID(_ name: TagName, _ connection: PostgresConnection) async throws -> Int64? {
        var bindings = PostgresBindings()
        bindings.append(PostgresText.encode(name.key))
        return try await connection.rows("SELECT id FROM tags WHERE key = $1", bindings) { try $0[0].decode(Int64.self) }.first
    }

    /// Puts every tag of `tags` on every thread of `ids` (which exist) in one statement; a tag
    /// not stored yet is made, spelt as it first comes in `tags`.
    static func addTags(_ tags: [TagName], to ids: [Int64], _ connection: PostgresConnection) async throws {
        guard !tags.isEmpty, !ids.isEmpty else { return }
        try await lockChangeLog(connection)
        var bindings = PostgresBindings()
        bindings.append(ids)
        bindings.append(tags.map { PostgresText.encode($0.text) })
        bindings.append(tags.map { PostgresText.encode($0.key) })
        // `made` returns the tags it adds, which the statement's snapshot does not show in
        // `tags`; a key already stored is found there instead. No other writer can be adding
        // one of these keys meanwhile: it would hold the change log's row.
        try await connection.run("""
            WITH wanted AS (SELECT * FROM unnest($2::text[], $3::text[]) WITH ORDINALITY AS w (name, key, n)),
            made AS (INSERT INTO tags (name, key) SELECT DISTINCT ON (key) name, key FROM wanted ORDER BY key, n
                     ON CONFLICT (key) DO NOTHING RETURNING id),
            known AS (SELECT id FROM made UNION SELECT g.id FROM tags g WHERE g.key IN (SELECT key FROM wanted))
            INSERT INTO thread_tags (tag_id, thread_id) SELECT k.id, i.id FROM known k, (SELECT DISTINCT id FROM unnest($1::bigint[]) AS i (id)) i
            ON CONFLICT DO NOTHING
            """, bindings)
    }

    /// Takes `name` off each of the threads `ids`.
    static func removeTag(_ name: TagName, from ids: [Int64], _ connection: PostgresConnection) async throws {
        try await lockChangeLog(connection)
        var bindings = PostgresBindings()
        bindings.append(ids)
        bindings.append(PostgresText.encode(name.key))
        try await connection.run("DELETE FROM thread_tags WHERE tag_id = (SELECT id FROM tags WHERE key = $2) AND thread_id = ANY($1)", bindings)
    }

    /// The tags of the threads `ids`, as written, by thread.
    static func tags(of ids: [Int64], _ connection: PostgresConnection) async throws -> [Int64: [String]] {
        var bindings = PostgresBindings()
        bindings.append(ids)
        var tags: [Int64: [String]] = [:]
        for (id, name) in try await connection.rows("""
            SELECT l.thread_id, g.name FROM thread_tags l JOIN tags g ON g.id = l.tag_id WHERE l.thread_id = ANY($1)
            """, bindings, { (try $0[0].decode(Int64.self), try $0.text(1)) }) {
            tags[id, default: []].append(name)
        }
        return tags
    }
}
#endif
