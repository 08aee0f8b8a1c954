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

    /// What a post came to.
    public enum Outcome: Equatable, Sendable {
        /// The message as stored.
        case posted(Message)
        /// Nothing stored: someone else replied after the newest message the author had seen
        /// (their newest reply), so the author is asked before sending anyway.
        case crossed(by: Message)
    }

    /// Appends `body` (kept exactly, newlines and all) from `author`; an unknown id changes
    /// nothing. With `seen` (the newest message on the author's page), not onto another's
    /// reply made since: the store checks and writes in one transaction.
    @discardableResult
    public func callAsFunction(to id: ThreadID, author: String, body: String, unlessCrossedAfter seen: MessageID? = nil) async throws -> Outcome {
        let message = MessageDraft(author: try Self.validAuthor(author), body: body, sentAt: clock.now(), isRead: true)
        switch try await threads.postMessage(message, to: id, unlessCrossedAfter: seen) {
        case nil: throw ThreadsError.unknownThread(id)
        case .crossed(let reply): return .crossed(by: reply)
        case .posted(let stored): return .posted(Message(id: stored, author: message.author, body: message.body, sentAt: message.sentAt, isRead: message.isRead))
        }
    }

    /// `author` trimmed, when it names someone.
    static func validAuthor(_ author: String) throws -> String {
        let trimmed = author.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { throw ThreadsError.missingAuthor }
        return trimmed
    }
}
