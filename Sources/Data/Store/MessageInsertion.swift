/// What became of a message inserted onto a thread as its author last saw it (`seen`, the
/// newest message id on their page): a reply never silently crosses another.
public enum MessageInsertion: Equatable, Sendable {
    /// Stored, with this id.
    case inserted(Int64)
    /// No such thread: nothing stored.
    case noThread
    /// Not stored: someone other than the author wrote to the thread after `seen`; the newest
    /// such message.
    case crossed(MessageRecord)

    /// The id, when the message was stored.
    public var insertedID: Int64? {
        if case .inserted(let id) = self { id } else { nil }
    }
}
