#if Postgres
import Data
import Domain

// Mail is threaded and stored on SQLite only for now (docs/mail.md says how to bring it here).
extension PostgresDataStore {
    public func importMail(from source: any MailDraftSource) async throws -> MailImportCount {
        throw ThreadsError.mailNeedsSQLite
    }
}
#endif
