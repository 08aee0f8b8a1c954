import Foundation

/// One message in a thread.
public struct Message: Equatable, Sendable {
    /// The store's id; a larger id was added later (it breaks `sentAt` ties).
    public var id: MessageID
    /// Who wrote it.
    public var author: String
    /// The text, exactly as written (may be empty, may hold newlines).
    public var body: String
    /// When it was sent.
    public var sentAt: Date
    /// Whether the user has read it.
    public var isRead: Bool
    /// A mail message's `Message-ID`; nil for messages that did not come from mail.
    public var messageID: String?
    /// The ids a mail message refers to: `In-Reply-To` first, then `References`, no repeats.
    public var references: [String]

    /// The store assigns `id`.
    public init(id: MessageID, author: String, body: String, sentAt: Date, isRead: Bool, messageID: String? = nil, references: [String] = []) {
        self.id = id
        self.author = author
        self.body = body
        self.sentAt = sentAt
        self.isRead = isRead
        self.messageID = messageID
        self.references = references
    }
}

/// The id of a stored message.
public struct MessageID: RawRepresentable, Hashable, Comparable, Sendable {
    /// The integer the store assigned.
    public var rawValue: Int64
    /// Wraps a store id.
    public init(rawValue: Int64) { self.rawValue = rawValue }
    public static func < (lhs: MessageID, rhs: MessageID) -> Bool { lhs.rawValue < rhs.rawValue }
}
