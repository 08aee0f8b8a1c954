import Domain
import GRDB

// Mail in (docs/mail.md): one transaction, threaded by `MailThreading`, staged by `MailStaging`.
extension SQLiteDataStore {
    public func importMail(from source: any MailDraftSource) async throws -> MailImportCount {
        do {
            // As `upsertThreads`: the source is pulled inside the one transaction, a batch at a time.
            return try await connections.writer.writeWithoutTransaction { db in
                var count = MailImportCount(added: 0, threads: 0, alreadyHere: 0)
                try db.inTransaction(.immediate) {
                    var staging = try MailStaging(db)
                    count = try MailImport.run(source, into: &staging)
                    try Self.sealChanges(db)
                    return .commit
                }
                return count
            }
        } catch {
            throw DatabaseErrorTranslator.translate(error, path: path)
        }
    }
}
