/// The tags scene's role: the tags as a whole (putting one on a thread is a thread change,
/// `ThreadActionsRepository.changeThreads`).
public protocol TagsRepository: Sendable {
    /// Every tag with its kept counts, in no particular order.
    func listTags() async throws -> [TagSummary]
    /// Renames the tag `old` to `new` on every thread, merging into a tag already called `new`;
    /// false, and nothing changed, when no thread carries `old`.
    func renameTag(_ old: TagName, to new: TagName) async throws -> Bool
    /// Takes the tag off every thread; false when no thread carries it.
    func deleteTag(_ name: TagName) async throws -> Bool
}
