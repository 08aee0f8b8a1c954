import Foundation

/// One mail message as `threads` keeps it: what `MIMEReader` decodes from its raw bytes.
public struct MailMessage: Equatable, Sendable {
    /// `Message-ID` without angle brackets; for mail without one, `threads-sha256-` and the hash
    /// of its raw bytes, so the same file always gets the same id (notmuch does the same).
    public var messageID: String
    /// `In-Reply-To` first, then `References`, each once, without angle brackets.
    public var references: [String]
    /// `Subject`, decoded (RFC 2047), with its reply and forward markers still on.
    public var subject: String
    /// The `From` display name, decoded; else its address; empty when there is no `From`.
    public var author: String
    /// `Date` in any RFC 5322 form, the obsolete ones included; nil when there is none usable.
    public var sentAt: Date?
    /// The text: the plain part, else the HTML part as text, then one line per attachment.
    public var body: String
    /// mbox's marks, which mail programs write into the message: `Status: R` (or `RO`) and `X-Status: F`.
    public var isMarkedRead: Bool
    public var isMarkedFlagged: Bool

    public init(
        messageID: String, references: [String], subject: String, author: String, sentAt: Date?, body: String,
        isMarkedRead: Bool = false, isMarkedFlagged: Bool = false
    ) {
        self.messageID = messageID
        self.references = references
        self.subject = subject
        self.author = author
        self.sentAt = sentAt
        self.body = body
        self.isMarkedRead = isMarkedRead
        self.isMarkedFlagged = isMarkedFlagged
    }
}
