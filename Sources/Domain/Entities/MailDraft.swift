import Foundation

/// One message read from mail, decoded, before it is threaded and stored (docs/mail.md).
public struct MailDraft: Equatable, Sendable {
    /// The message; its `messageID` is always set (a hash of the raw bytes for mail without one).
    public var message: MessageDraft
    /// The subject without its reply and forward markers: the title of a thread it starts.
    public var title: String
    /// Maildir flag `F` or mbox `X-Status: F`: its thread is starred.
    public var isFlagged: Bool

    public init(message: MessageDraft, title: String, isFlagged: Bool) {
        self.message = message
        self.title = title
        self.isFlagged = isFlagged
    }

    /// The message's own id; empty only for a draft built without one.
    public var messageID: String { message.messageID ?? "" }
}

/// What a mail import did: the line `Imported N messages into M threads (K already here, J not mail)`.
public struct MailImportCount: Equatable, Sendable {
    /// Messages stored.
    public var added: Int
    /// Threads that received them, new or already stored.
    public var threads: Int
    /// Messages left out because the inbox (or this import) already holds their id.
    public var alreadyHere: Int

    public init(added: Int, threads: Int, alreadyHere: Int) {
        self.added = added
        self.threads = threads
        self.alreadyHere = alreadyHere
    }
}
