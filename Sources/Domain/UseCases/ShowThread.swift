/// One thread with every message.
public struct ShowThread: Sendable {
    private let threads: any ThreadDetailRepository

    public init(threads: any ThreadDetailRepository) { self.threads = threads }

    /// An unknown id is an error naming it.
    public func callAsFunction(_ id: ThreadID) async throws -> FullThread {
        guard let thread = try await threads.showThread(id) else { throw ThreadsError.unknownThread(id) }
        return thread
    }
}
