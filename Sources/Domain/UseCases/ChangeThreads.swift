/// Star, read, archive, mute and their opposites, on several threads at once: all of them or none.
public struct ChangeThreads: Sendable {
    private let threads: any ThreadActionsRepository

    public init(threads: any ThreadActionsRepository) { self.threads = threads }

    /// Applies `changes` (one or several, as one) to every thread in `ids`; an unknown id fails
    /// the whole command unchanged.
    public func callAsFunction(_ ids: [ThreadID], applying changes: [ThreadChange]) async throws {
        guard !ids.isEmpty else { throw ThreadsError.noThreadIDs }
        let missing = try await threads.changeThreads(ids, applying: changes)
        if let first = missing.first { throw ThreadsError.unknownThread(first, more: missing.count - 1) }
    }

    /// Applies `changes` to every thread `filter` selects (its dates already fixed), in one
    /// transaction; returns their ids, ascending. None is not an error: the query chose none.
    public func callAsFunction(matching filter: ThreadFilter, applying changes: [ThreadChange]) async throws -> [ThreadID] {
        try filter.validate()
        return try await threads.changeThreads(matching: filter, applying: changes)
    }
}
