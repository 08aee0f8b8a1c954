/// One thread with every message, oldest first (equal times: in the order added).
public struct FullThread: Equatable, Sendable {
    /// The thread and its counts; `lastMessage` is the newest of `messages`.
    public var summary: ThreadSummary
    /// Oldest first.
    public var messages: [Message]
    /// Everyone's own state of it, when asked for (an export) on an inbox of several people.
    public var marks: PersonMarks?

    public init(summary: ThreadSummary, messages: [Message], marks: PersonMarks? = nil) {
        self.summary = summary
        self.messages = messages
        self.marks = marks
    }
}
