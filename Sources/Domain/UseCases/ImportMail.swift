/// Stores the messages of a Maildir or mbox in one transaction, threaded by their ids, leaving
/// out those already stored (docs/mail.md).
public struct ImportMail: Sendable {
    private let threads: any InterchangeRepository

    public init(threads: any InterchangeRepository) { self.threads = threads }

    /// Loads everything new or nothing; every thread it adds or extends gets `tags` (notmuch's
    /// `new.tags`), each checked before anything is read.
    public func callAsFunction(from source: any MailDraftSource, tagging tags: [String] = []) async throws -> MailImportCount {
        let names = try tags.map { name throws(ThreadsError) in try TagName(validating: name) }
        return try await threads.importMail(from: source, tagging: names)
    }
}
