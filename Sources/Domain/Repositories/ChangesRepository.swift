/// The changes scene's role: one method per use case, named for it.
public protocol ChangesRepository: Sendable {
    /// The change log now, with the threads changed after `sequence` (none when nil); its
    /// `state` is read no later than the ids, so nothing committed meanwhile is lost.
    func listChanges(after sequence: Int64?) async throws -> ChangeSet
}
