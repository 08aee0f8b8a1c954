/// Every thread a filter selects, whole, in id order, handed over one at a time.
public struct ExportInbox: Sendable {
    private let threads: any InterchangeRepository
    private let clock: Clock

    public init(threads: any InterchangeRepository, clock: Clock) {
        self.threads = threads
        self.clock = clock
    }

    /// Streams the threads `filter` selects to `body` as they are read (relative dates fixed at
    /// now): those after the id `after`, at most `limit` of them, when given (a page of a long
    /// export read in turns, each its own transaction).
    public func callAsFunction(_ filter: ThreadFilter, after: ThreadID? = nil, limit: Int? = nil,
                               _ body: @escaping @Sendable (FullThread) throws -> Void) async throws {
        if let limit, limit < 0 { throw ThreadsError.negativeLimit(limit) }
        try await threads.exportInbox(try filter.checked(now: clock.now()), after: after, limit: limit, body)
    }
}
