/// Stores the messages of a Maildir or mbox in one transaction, threaded by their ids, leaving
/// out those already stored (docs/mail.md).
public struct ImportMail: Sendable {
    private let threads: any InterchangeRepository

    public init(threads: any InterchangeRepository) { self.threads = threads }

    /// Loads everything new or nothing.
    public func callAsFunction(from source: any MailDraftSource) async throws -> MailImportCount {
        try await threads.importMail(from: source)
    }
}
