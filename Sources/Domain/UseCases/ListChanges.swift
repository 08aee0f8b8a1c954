/// `threads changes [--since STATE]`: the state now and, given the state a client last saw,
/// the threads changed since — or, when that state is not this database's or lies ahead of
/// it (a restored backup), an error that tells the client to reload.
public struct ListChanges: Sendable {
    private let threads: any ChangesRepository

    public init(threads: any ChangesRepository) { self.threads = threads }

    public func callAsFunction(since: ChangeState?) async throws -> ChangeSet {
        let changes = try await threads.listChanges(after: since?.sequence)
        if let since, since.origin != changes.state.origin || since.sequence > changes.state.sequence {
            throw ThreadsError.changesUnavailable(since: since.text)
        }
        return changes
    }
}
