import Foundation

/// What a query can ask about one thread: the reference evaluator's input
/// (`QueryExpression.holds(for:now:)`), which every store's answer must match.
public struct QueryFacts: Sendable {
    public var starred: Bool
    /// Some message is unread (`is:unread`; `is:read` is its opposite).
    public var hasUnread: Bool
    public var archived: Bool
    public var muted: Bool
    /// The thread's participants' names, as stored.
    public var participants: [String]
    /// The names of the authors of the thread's messages.
    public var authors: [String]
    public var lastActivityAt: Date
    public var title: String
    /// The text of every message.
    public var bodies: [String]
    /// The tags the thread carries.
    public var tags: [String]
    /// Whom the thread is assigned to, as written; nil for no one.
    public var assignee: String?
    /// Whether the person of this key (`TextFold.key`) has read every message (`read-by:`); by
    /// default, whether the asker has.
    public var isReadBy: @Sendable (_ key: String) -> Bool

    public init(
        starred: Bool, hasUnread: Bool, archived: Bool, muted: Bool,
        participants: [String], authors: [String], lastActivityAt: Date, title: String, bodies: [String], tags: [String] = [],
        assignee: String? = nil, isReadBy: (@Sendable (_ key: String) -> Bool)? = nil
    ) {
        self.assignee = assignee
        self.isReadBy = isReadBy ?? { _ in !hasUnread }
        self.starred = starred
        self.hasUnread = hasUnread
        self.archived = archived
        self.muted = muted
        self.participants = participants
        self.authors = authors
        self.lastActivityAt = lastActivityAt
        self.title = title
        self.bodies = bodies
        self.tags = tags
    }
}
