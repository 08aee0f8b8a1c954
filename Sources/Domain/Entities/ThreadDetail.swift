/// One thread with every message, oldest first (equal times: in the order added).
public struct ThreadDetail: Equatable, Sendable {
    /// The thread and its counts; `lastMessage` is the last of `messages`' newest.
    public var summary: ThreadSummary
    /// Every message, oldest first.
    public var messages: [Message]

    /// Creates a detail.
    public init(summary: ThreadSummary, messages: [Message]) {
        self.summary = summary
        self.messages = messages
    }
}
