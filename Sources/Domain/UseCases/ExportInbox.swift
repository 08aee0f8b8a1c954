/// Every thread a filter selects, whole, in id order, handed over one at a time.
public struct ExportInbox: Sendable {
    private let threads: any InboxTransfer

    public init(threads: any InboxTransfer) { self.threads = threads }

    /// Streams the threads `filter` selects to `body` as they are read.
    public func callAsFunction(_ filter: ThreadFilter, _ body: @escaping @Sendable (FullThread) throws -> Void) async throws {
        try await threads.exportInbox(filter, body)
    }
}
