import Domain
import GRDB

// Mail in (docs/mail.md): one transaction, threaded by `MailThreading`, staged by `MailStaging`.
extension SQLiteDataStore {
    public func importMail(from source: any MailDraftSource, tagging tags: [TagName]) async throws -> MailImportCount {
        let buffer = bulkLoad.indexBufferKiB * 1024
        do {
            // As `upsertThreads`: the source is pulled inside the one transaction, a batch at a time.
            return try await connections.writer.writeWithoutTransaction { db in
                // The staged bodies go to a temporary file, not memory (the connection's setting,
                // which suits every other TEMP table): they are the whole mailbox's text until the
                // plan is known, and memory must not grow with the mailbox. Switching drops TEMP
                // tables, so it happens outside any transaction; a failure to switch back costs
                // speed only.
                try db.execute(sql: "PRAGMA temp_store = FILE")
                defer { try? db.execute(sql: "PRAGMA temp_store = MEMORY") }
                var count = MailImportCount(added: 0, threads: 0, alreadyHere: 0)
                // SQLite's default cache, not the JSON Lines import's 256 MiB: that saved 5% of a
                // million messages' import and cost 380 MB at its peak (docs/performance-notes.md).
                try pageCache.withDefaultCache(db) {
                    try db.inTransaction(.immediate) {
                        try SearchIndexBuffer.set(buffer, db)
                        let mark = try SearchIndexMerge.beforeBulkWrite(db)
                        var staging = try MailStaging(db, tags: tags, indexBufferBytes: buffer)
                        count = try MailImport.run(source, into: &staging)
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
}
