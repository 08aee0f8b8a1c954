/// `threads import`: loads threads from a source in one transaction, replacing by key.
public struct ImportInbox: Sendable {
    private let threads: any InboxTransfer

    /// Creates the use case over a repository.
    public init(threads: any InboxTransfer) { self.threads = threads }

    /// Loads everything or nothing; returns how many threads were read.
    public func callAsFunction(from source: any DraftSource) async throws -> Int {
        try await threads.importThreads(from: source)
    }
}

/// `threads export`: every selected thread, whole, in id order, handed over one at a time.
public struct ExportInbox: Sendable {
    private let threads: any InboxTransfer

    /// Creates the use case over a repository.
    public init(threads: any InboxTransfer) { self.threads = threads }

    /// Streams the threads `filter` selects to `body`.
    public func callAsFunction(_ filter: ThreadFilter, _ body: @escaping @Sendable (ThreadDetail) throws -> Void) async throws {
        try await threads.forEachThread(filter, body)
    }
}
