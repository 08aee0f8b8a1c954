import Foundation

/// A whole thread before it is stored: what `seed` and `import` hand to the store.
public struct ThreadDraft: Equatable, Sendable {
    /// Identity across imports; a thread with an existing key is the same thread.
    public var key: String
    public var title: String
    /// Participants, in order.
    public var participants: [String]
    public var isStarred: Bool
    public var isArchived: Bool
    public var isMuted: Bool
    /// When the thread was started.
    public var createdAt: Date
    /// Its messages, in the order they were added.
    public var messages: [MessageDraft]
    /// Its tags (checked names); an import replaces a stored thread's tags with these.
    public var tags: [TagName]
    /// Whom it is assigned to; an import replaces a stored thread's assignee with this (none too).
    public var assignee: Person?
    /// Everyone who starred it, and everyone who muted it (an export of an inbox of several
    /// people, `"starred_by"` and `"muted_by"`); nil when the line does not say, and then
    /// `isStarred` and `isMuted` are the importing person's.
    public var starredBy: [Person]?
    public var mutedBy: [Person]?

    public init(
        key: String, title: String, participants: [String], isStarred: Bool = false,
        isArchived: Bool = false, isMuted: Bool = false, createdAt: Date, messages: [MessageDraft] = [], tags: [TagName] = [],
        assignee: Person? = nil
    ) {
        self.assignee = assignee
        self.key = key
        self.title = title
        self.participants = participants
        self.isStarred = isStarred
        self.isArchived = isArchived
        self.isMuted = isMuted
        self.createdAt = createdAt
        self.messages = messages
        self.tags = tags
    }
}

/// A message before it is stored.
public struct MessageDraft: Equatable, Sendable {
    /// Who wrote it.
    public var author: String
    public var body: String
    /// When it was sent.
    public var sentAt: Date
    public var isRead: Bool
    /// A mail message's `Message-ID`; nil for messages that did not come from mail.
    public var messageID: String?
    /// The ids a mail message refers to: `In-Reply-To` first, then `References`, no repeats.
    public var references: [String]
    /// Everyone who has read it (`"read_by"`); nil when the line does not say, and then
    /// `isRead` is the importing person's.
    public var readBy: [Person]?

    public init(author: String, body: String, sentAt: Date, isRead: Bool, messageID: String? = nil, references: [String] = []) {
        self.author = author
        self.body = body
        self.sentAt = sentAt
        self.isRead = isRead
        self.messageID = messageID
        self.references = references
    }
}
