/// TODO(new-use-case): one line on what `threads mute` does for the user.
public struct MuteThreads: Sendable {
    private let threads: any ThreadLookup

    /// Creates the use case over the repository role it needs; name another role
    /// (`ThreadEditing`, `ThreadListing`…) when the behaviour needs it.
    public init(threads: any ThreadLookup) { self.threads = threads }

    /// Runs the use case on `ids` and returns the ids it acted on; an unknown id fails it
    /// before anything is done.
    public func callAsFunction(_ ids: [ThreadID]) async throws -> [ThreadID] {
        guard !ids.isEmpty else { throw ThreadsError.invalidInput("give at least one thread id") }
        for id in ids {
            if try await threads.detail(id) == nil { throw ThreadsError.unknownThread(id) }
        }
        // TODO(new-use-case): the behaviour, through the repository role.
        return ids
    }
}
