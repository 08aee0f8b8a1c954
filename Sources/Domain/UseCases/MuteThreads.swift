/// Mutes threads, or unmutes them: a muted thread stays out of the list unless asked for and
/// never counts as unread. Several at once, all of them or none.
public struct MuteThreads: Sendable {
    private let threads: any ThreadEditing

    /// Creates the use case over the repository role it needs.
    public init(threads: any ThreadEditing) { self.threads = threads }

    /// Sets the muted flag of every thread in `ids` to `muted` and returns the ids; an unknown
    /// id fails the whole command with nothing changed.
    public func callAsFunction(_ ids: [ThreadID], muted: Bool = true) async throws -> [ThreadID] {
        guard !ids.isEmpty else { throw ThreadsError.invalidInput("give at least one thread id") }
        let missing = try await threads.apply(.mute(muted), to: ids)
        if let first = missing.first { throw ThreadsError.unknownThread(first, more: missing.count - 1) }
        return ids
    }
}
