/// One thread with every message, for `threads show ID`.
public struct ShowThread: Sendable {
    private let threads: any ThreadLookup

    /// Creates the use case over a repository.
    public init(threads: any ThreadLookup) { self.threads = threads }

    /// The thread; an unknown id is an error naming it.
    public func callAsFunction(_ id: ThreadID) async throws -> ThreadDetail {
        guard let detail = try await threads.detail(id) else { throw ThreadsError.unknownThread(id) }
        return detail
    }
}

extension ThreadsError {
    /// The error for an id that names no thread (exit 1).
    static func unknownThread(_ id: ThreadID, more: Int = 0) -> ThreadsError {
        .notFound("unknown thread id \(id)" + (more > 0 ? " (and \(more) more)" : "") + "; see 'threads list --all'")
    }
}
