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
                // The command's cache, as the JSON Lines import takes it: 1,000,000 messages were
                // stored in 164 s with it and 173 s with SQLite's 2 MB (docs/performance-notes.md).
                try PageCache.sized(kibibytes: bulkLoad.cacheKiB, db) {
                    try db.inTransaction(.immediate) {
                        try SearchIndexBuffer.set(buffer, db)
                        let mark = try SearchIndexMerge.beforeBulkWrite(db)
                        var staging = try MailStaging(db, tags: tags, indexBufferBytes: buffer)
                        count = try MailImport.run(source, into: &staging)
                        try SearchIndexBuffer.set(SearchIndexBuffer.defaultBytes, db)
                        try SearchIndexMerge.afterBulkWrite(since: mark, db)
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
