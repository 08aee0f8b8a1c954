import Domain
import GRDB

// Many drafts in one transaction: those with new keys only, or an import that replaces by key.
extension SQLiteDataStore {
    public func insertThreadsIfAbsent(_ drafts: [ThreadDraft]) async throws -> Int {
        try await write { db in
            var added = 0
            for draft in drafts where try Self.insert(draft, db, ifAbsent: true) != nil {
                added += 1
            }
            try Self.catchUpVocabulary(db, tail: Self.vocabularyTail)
            return added
        }
    }

    public func upsertThreads(from source: any DraftSource, as viewer: Viewer?) async throws -> Int {
        let batchSize = min(ImportStaging.batchSize, bulkLoad.batchRows)
        let cache = bulkLoad.cacheKiB
        let buffer = bulkLoad.indexBufferKiB * 1024
        do {
            // The source is pulled inside the one transaction, line by line: nothing is held whole.
            return try await connections.writer.writeWithoutTransaction { db in
                var count = 0
                // Each new message updates its thread's row and index entries, all over the
                // threads table: with SQLite's default 2 MB cache those pages are written out and
                // read back again and again (3M messages: 177 s; 146 s with this). Pages are taken
                // as they are used, so a small import costs no more memory than before.
                try PageCache.sized(kibibytes: cache, db) {
                    try db.inTransaction(.immediate) {
                        try SearchIndexBuffer.set(buffer, db)
                        let mark = try SearchIndexMerge.beforeBulkWrite(db)
                        let staging = try ImportStaging(db, batchSize: batchSize)
                        // Each thread's tags, written once its row and messages are (a new
                        // thread's row waits in the staging tables until a flush).
                        var tagged: [(key: String, tags: [TagName])] = []
                        // Each thread's own state for each person, set once its messages are
                        // stored: kept for every line, since any one may name persons.
                        var marked: [String: ImportedMarks] = [:], named = NamedPersons()
                        let hasPeople = try !Self.people(db).isEmpty || Self.seat(viewer, db) != .first
                        while let draft = try source.next() {
                            try Self.upsert(draft, db, staging: staging)
                            tagged.append((draft.key, draft.tags))
                            let marks = ImportedMarks(draft)
                            marked[draft.key] = marks
                            named.add(marks)
                            count += 1
                        }
                        try staging.flush()
                        try Self.storeTags(tagged, db)
                        // An inbox of one person, importing a file that names no one, imports as it always has.
                        if hasPeople || named.any { try Self.storeMarks(marked, named: named.persons, importer: viewer, db) }
                        try SearchIndexBuffer.set(SearchIndexBuffer.defaultBytes, db)
                        try SearchIndexMerge.afterBulkWrite(since: mark, db)
                        try Self.catchUpVocabulary(db)
                        try Self.sealChanges(db)
                        return .commit
                    }
                }
                return count
            }
        } catch {
            throw DatabaseErrorTranslator.translate(error, path: path)
        }
    }

    /// Makes each thread's tags those of its last draft: a thread replaced keeps none of its own.
    private static func storeTags(_ tagged: [(key: String, tags: [TagName])], _ db: Database) throws {
        // An inbox without tags stays as fast to import as before: nothing to look up.
        let hadTags = try Bool.fetchOne(db.cachedStatement(sql: "SELECT EXISTS (SELECT 1 FROM thread_tags)")) ?? false
        guard hadTags || tagged.contains(where: { !$0.tags.isEmpty }) else { return }
        let idOf = try db.cachedStatement(sql: "SELECT id FROM threads WHERE key = \(TextColumn.parameter)")
        for (key, tags) in tagged where hadTags || !tags.isEmpty {
            guard let id = try Int64.fetchOne(idOf, arguments: [TextColumn.value(key)]) else { continue }
            try replaceTags(of: id, with: tags, db)
        }
    }

    /// Replaces the thread with `draft.key` (keeping its id) or adds it.
    private static func upsert(_ draft: ThreadDraft, _ db: Database, staging: ImportStaging) throws {
        // A key repeated in one file: the first copy is stored before the second replaces it.
        if try staging.holds(key: draft.key) { try staging.flush() }
        guard let id = try Int64.fetchOne(db.cachedStatement(sql: "SELECT id FROM threads WHERE key = \(TextColumn.parameter)"), arguments: [TextColumn.value(draft.key)]) else {
            try staging.add(draft)
            return
        }
        // Replaced earlier in this file, its messages still waiting: they are stored now, to go with the rest.
        if staging.holds(messagesOf: id) { try staging.flush() }
        let created = Millis.from(draft.createdAt)
        try db.execute(sql: "DELETE FROM messages WHERE thread_id = ?", arguments: [id])
        try db.execute(sql: "DELETE FROM participants WHERE thread_id = ?", arguments: [id])
        try db.execute(sql: """
            UPDATE threads SET title = \(TextColumn.parameter), title_key = \(TextColumn.parameter), starred = ?, archived = ?, muted = ?, created_at = ?, last_activity_at = ?,
                               assignee = \(TextColumn.parameter), assignee_key = \(TextColumn.parameter) WHERE id = ?
            """, arguments: [TextColumn.value(draft.title), TextColumn.value(TextFold.key(draft.title)), draft.isStarred, draft.isArchived, draft.isMuted, created, created,
                             draft.assignee.map { TextColumn.value($0.name) }, draft.assignee.map { TextColumn.value($0.key) }, id])
        try insertParticipants(draft.participants, threadID: id, db)
        for message in draft.messages { try staging.add(message, threadID: id) }
    }
}
