/// Opening a thread: it is read, then shown. The one sequence every ring that opens a thread
/// runs (browse's Enter, the page's thread), so none marks read in its own way; `show` and the
/// API's `GET` only look.
public struct OpenThread: Sendable {
    private let threads: any ThreadDetailRepository

    public init(threads: any ThreadDetailRepository) { self.threads = threads }

    /// An unknown id is an error naming it, and nothing is marked.
    public func callAsFunction(_ id: ThreadID) async throws -> FullThread {
        guard let thread = try await threads.openThread(id) else { throw ThreadsError.unknownThread(id) }
        return thread
    }
}
