import Foundation

/// A conversation: a title, the people in it, and the user's flags on it.
public struct MessageThread: Equatable, Sendable {
    /// The store's id, shown to the user and taken by commands.
    public var id: ThreadID
    /// Identity across imports and exports; stable for the thread's life.
    public var key: String
    /// What the thread is about, as the user sees it in the list.
    public var title: String
    /// Everyone taking part, in the order given.
    public var participants: [String]
    /// Whether the user starred it.
    public var isStarred: Bool
    /// Whether the user archived it (hidden from the list by default).
    public var isArchived: Bool
    /// Muted: left out of the list unless asked for, never counted as unread.
    public var isMuted: Bool
    /// When the thread was started.
    public var createdAt: Date
    /// The user's own piles it is in, as each tag was first written, sorted (`sortedAsTags`).
    public var tags: [String]
    /// The person the team gave it to (`threads assign`), as the assigning command wrote the
    /// name; nil for no one.
    public var assignee: String?

    /// The store assigns `id`.
    public init(
        id: ThreadID, key: String, title: String, participants: [String],
        isStarred: Bool = false, isArchived: Bool = false, isMuted: Bool = false, createdAt: Date, tags: [String] = [],
        assignee: String? = nil
    ) {
        self.assignee = assignee
        self.id = id
        self.key = key
        self.title = title
        self.participants = participants
        self.isStarred = isStarred
        self.isArchived = isArchived
        self.isMuted = isMuted
        self.createdAt = createdAt
        self.tags = tags
    }
}

/// The id of a stored thread.
public struct ThreadID: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The integer the store assigned.
    public var rawValue: Int64
    /// Wraps a store id.
    public init(rawValue: Int64) { self.rawValue = rawValue }
    /// Wraps a store id.
    public init(_ rawValue: Int64) { self.rawValue = rawValue }
    public static func < (lhs: ThreadID, rhs: ThreadID) -> Bool { lhs.rawValue < rhs.rawValue }
    public var description: String { String(rawValue) }
}
