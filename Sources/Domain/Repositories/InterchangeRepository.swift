/// The interchange scene's role: whole inboxes in and out.
public protocol InterchangeRepository: Sendable {
    /// Replaces or adds every thread `source` yields, keyed by `key`, in one transaction;
    /// returns how many were loaded. Any error leaves the store as it was.
    func importInbox(from source: any DraftSource) async throws -> Int
    /// Adds every message of `source` whose id is not stored yet, threaded as `MailThreading`
    /// says, in one transaction. Any error leaves the store as it was.
    func importMail(from source: any MailDraftSource, tagging tags: [TagName]) async throws -> MailImportCount
    /// Calls `body` with each thread `filter` selects, whole, oldest id first, reading as it goes
    /// in one transaction: only those after the id `after`, and at most `limit` of them (nil:
    /// from the first, and all).
    func exportInbox(_ filter: ThreadFilter, after: ThreadID?, limit: Int?, _ body: @escaping @Sendable (FullThread) throws -> Void) async throws
}

extension InterchangeRepository {
    /// Every thread `filter` selects, in one transaction.
    public func exportInbox(_ filter: ThreadFilter, _ body: @escaping @Sendable (FullThread) throws -> Void) async throws {
        try await exportInbox(filter, after: nil, limit: nil, body)
    }
}
