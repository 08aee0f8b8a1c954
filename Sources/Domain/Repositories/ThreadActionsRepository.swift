/// The thread actions scene's role.
public protocol ThreadActionsRepository: Sendable {
    /// Stores a new thread (its key must be new) and returns its id.
    func startThread(_ draft: ThreadDraft) async throws -> ThreadID
    /// Appends a message to a thread; nil when the thread is unknown (nothing changes). With
    /// `seen`, the newest message its author had seen, in one transaction with the check: not
    /// when someone else wrote to the thread after it (`crossed`, nothing changes).
    func postMessage(_ message: MessageDraft, to id: ThreadID, unlessCrossedAfter seen: MessageID?) async throws -> MessagePosting?
    /// Makes `change` to every thread of `subject` in one transaction, which for a query also
    /// reads the selection; when an id is unknown, changes nothing and says which (`missing`).
    func changeThreads(_ subject: ThreadSubject, applying change: ThreadChange) async throws -> ChangedThreads
}
