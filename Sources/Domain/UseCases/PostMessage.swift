import Foundation

/// Appends the user's own message to a thread, already read.
public struct PostMessage: Sendable {
    private let threads: any ThreadActionsRepository
    private let clock: Clock

    /// The message is stamped with `clock`'s now.
    public init(threads: any ThreadActionsRepository, clock: Clock) {
        self.threads = threads
        self.clock = clock
    }

    /// Appends `body` (kept exactly, newlines and all) from `author` and returns the message as
    /// stored; an unknown id changes nothing.
    @discardableResult
    public func callAsFunction(to id: ThreadID, author: String, body: String) async throws -> Message {
        let message = MessageDraft(author: try Self.validAuthor(author), body: body, sentAt: clock.now(), isRead: true)
        guard let stored = try await threads.postMessage(message, to: id) else { throw ThreadsError.unknownThread(id) }
        return Message(id: stored, author: message.author, body: message.body, sentAt: message.sentAt, isRead: message.isRead)
    }

    /// `author` trimmed, when it names someone.
    static func validAuthor(_ author: String) throws -> String {
        let trimmed = author.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { throw ThreadsError.missingAuthor }
        return trimmed
    }
}
