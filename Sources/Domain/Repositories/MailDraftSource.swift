/// Where a mail import's messages come from, one at a time and in a stable order, so a message
/// store of any size streams through one transaction. Consumed by one import at a time.
public protocol MailDraftSource: AnyObject, Sendable {
    /// The next message, or nil at the end; a folder or file that cannot be read throws.
    func next() throws -> MailDraft?
    /// What was left out so far, and why: files that are not mail, `tmp/`, stray dot-folders.
    var skipped: [SkippedMail] { get }
}

/// Something a mail import passed over, named by `--verbose`.
public struct SkippedMail: Equatable, Sendable {
    /// The file, mbox message (`FILE#N`) or folder.
    public var origin: String
    public var reason: String

    public init(origin: String, reason: String) {
        self.origin = origin
        self.reason = reason
    }
}
