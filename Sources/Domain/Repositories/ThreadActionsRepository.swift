/// The thread actions scene's role. It refines the list's role because a change by query runs
/// `ListThreads` first (its dry run, and the count its question names).
public protocol ThreadActionsRepository: ThreadListRepository {
    /// Stores a new thread (its key must be new) and returns its id.
    func startThread(_ draft: ThreadDraft) async throws -> ThreadID
    /// Appends a message to a thread and returns its id; nil when the thread is unknown (nothing changes).
    func postMessage(_ message: MessageDraft, to id: ThreadID) async throws -> MessageID?
    /// Applies `changes`, in order, to every thread in `ids` in one transaction, or nothing:
    /// returns the ids that are unknown (in the order given), in which case nothing was changed.
    func changeThreads(_ ids: [ThreadID], applying changes: [ThreadChange]) async throws -> [ThreadID]
    /// Applies `changes`, in order, to every thread `filter` selects, in one transaction that
    /// also reads the selection; returns their ids, ascending.
    func changeThreads(matching filter: ThreadFilter, applying changes: [ThreadChange]) async throws -> [ThreadID]
}
