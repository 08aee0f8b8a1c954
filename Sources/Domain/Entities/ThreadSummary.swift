import Foundation

/// A thread as the list shows it: the thread plus what its messages add up to.
public struct ThreadSummary: Equatable, Sendable {
    public var thread: MessageThread
    /// Messages not yet read.
    public var unreadCount: Int
    /// Messages in all.
    public var messageCount: Int
    /// The newest message's `sentAt`, or the thread's `createdAt` when it has none.
    public var lastActivityAt: Date
    /// The newest message (the last added among equal times), if any; in a list page, nil
    /// also when the query left out `.lastMessages`.
    public var lastMessage: Message?

    public init(thread: MessageThread, unreadCount: Int, messageCount: Int, lastActivityAt: Date, lastMessage: Message?) {
        self.thread = thread
        self.unreadCount = unreadCount
        self.messageCount = messageCount
        self.lastActivityAt = lastActivityAt
        self.lastMessage = lastMessage
    }
}
