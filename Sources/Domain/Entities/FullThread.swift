/// One thread with every message, oldest first (equal times: in the order added).
public struct FullThread: Equatable, Sendable {
    /// The thread and its counts; `lastMessage` is the newest of `messages`.
    public var summary: ThreadSummary
    /// Oldest first.
    public var messages: [Message]

    public init(summary: ThreadSummary, messages: [Message]) {
        self.summary = summary
        self.messages = messages
    }
}
