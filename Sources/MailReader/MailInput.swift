import Foundation
import Domain

/// Where mail comes from, as `threads import --maildir` / `--mbox` names it.
public enum MailInput: Equatable, Sendable {
    /// A Maildir (or Maildir++) folder, with the folders inside it.
    case maildir(String)
    /// An mbox file; `-` is standard input.
    case mbox(String)
}

/// A message read from mail, ready to be threaded and stored.
public struct MailItem: Equatable, Sendable {
    public var message: MailMessage
    /// `Date`, else the mbox envelope's date, else the file's modification time.
    public var sentAt: Date
    /// Maildir flag `S`, or mbox `Status: R`.
    public var isRead: Bool
    /// Maildir flag `F`, or mbox `X-Status: F`.
    public var isFlagged: Bool
    /// The file, or the mbox and the message's number in it (`inbox.mbox#3`).
    public var origin: String
}

/// Why a mail input could not be read at all: the import stops before changing anything.
public struct UnreadableMail: Error, Equatable, Sendable {
    public var path: String
    public var reason: String
}

extension MailItem {
    /// What sender to show for mail without a `From`.
    public static let unknownAuthor = "(unknown sender)"

    /// The message as the import threads and stores it: the subject made a title, within the
    /// length every thread's title keeps to.
    public var draft: MailDraft {
        let author = message.author.trimmingCharacters(in: .whitespacesAndNewlines)
        return MailDraft(
            message: MessageDraft(author: author.isEmpty ? Self.unknownAuthor : author, body: message.body, sentAt: sentAt, isRead: isRead,
                                  messageID: message.messageID, references: message.references),
            title: String(SubjectTitle.title(message.subject).prefix(DraftRules.maximumTitleLength)), isFlagged: isFlagged)
    }
}
