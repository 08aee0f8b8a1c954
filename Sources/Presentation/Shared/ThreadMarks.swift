import Domain

/// What a view that acts on one thread at a time (the browser) must know of it: which thread,
/// and which way each of its toggles goes.
public struct ThreadMarks: Equatable, Sendable {
    public var id: ThreadID
    public var isStarred: Bool
    public var hasUnread: Bool
    public var isArchived: Bool
    public var isMuted: Bool

    public init(id: ThreadID, isStarred: Bool, hasUnread: Bool, isArchived: Bool, isMuted: Bool) {
        self.id = id
        self.isStarred = isStarred
        self.hasUnread = hasUnread
        self.isArchived = isArchived
        self.isMuted = isMuted
    }

    public init(_ summary: ThreadSummary) {
        let thread = summary.thread
        self.init(id: thread.id, isStarred: thread.isStarred, hasUnread: summary.unreadCount > 0, isArchived: thread.isArchived,
                  isMuted: thread.isMuted)
    }
}
