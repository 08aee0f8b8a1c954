/// What became of a message posted onto a thread as its author last saw it.
public enum MessagePosting: Equatable, Sendable {
    /// Stored, with this id.
    case posted(MessageID)
    /// Not stored: someone else wrote to the thread after the newest message its author had
    /// seen; their newest such message, so the author can be asked before sending anyway.
    case crossed(by: Message)
}
