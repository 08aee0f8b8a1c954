/// Star, read, archive, mute, tag and their opposites, on several threads at once: all of them or none.
public struct ChangeThreads: Sendable {
    private let threads: any ThreadActionsRepository

    public init(threads: any ThreadActionsRepository) { self.threads = threads }

    /// Makes `change` to every thread of `subject` in one transaction and returns the threads
    /// changed: the ids as given, or the query's selection, ascending (none is not an error: the
    /// query chose none). No ids, or an unknown one, fails the whole command unchanged.
    public func callAsFunction(_ subject: ThreadSubject, applying change: ThreadChange) async throws -> [ThreadID] {
        switch subject {
        case .ids(let ids): guard !ids.isEmpty else { throw ThreadsError.noThreadIDs }
        case .matching(let filter): try filter.validate()
        }
        let done = try await threads.changeThreads(subject, applying: change)
        if let first = done.missing.first { throw ThreadsError.unknownThread(first, more: done.missing.count - 1) }
        return done.changed
    }
}
