/// Every thread a filter selects, whole, in id order, handed over one at a time.
public struct ExportInbox: Sendable {
    private let threads: any InterchangeRepository
    private let clock: Clock

    public init(threads: any InterchangeRepository, clock: Clock) {
        self.threads = threads
        self.clock = clock
    }

    /// Streams the threads `filter` selects to `body` as they are read (relative dates fixed at now).
    public func callAsFunction(_ filter: ThreadFilter, _ body: @escaping @Sendable (FullThread) throws -> Void) async throws {
        try await threads.exportInbox(try filter.checked(now: clock.now()), body)
    }
}
