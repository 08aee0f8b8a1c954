import Domain
import Foundation

extension ThreadActions {
    /// The user's own message, appended to a thread.
    public enum PostMessage {
        public struct Request: Equatable, Sendable {
            public var id: ThreadID
            public var author: String
            /// Kept exactly, newlines and all.
            public var body: String
            /// The newest message the author had seen (the page's reply form): posted only if
            /// no one else has replied since, else asked first. Nil: posted whatever came since.
            public var seen: MessageID?

            public init(id: ThreadID, author: String, body: String, seen: MessageID? = nil) {
                self.id = id
                self.author = author
                self.body = body
                self.seen = seen
            }
        }

        public struct Response: Equatable, Sendable {
            /// The thread posted to.
            public var id: ThreadID
            /// The message as stored, with the id the store gave it; or the reply it would have
            /// crossed, nothing posted.
            public var outcome: Domain.PostMessage.Outcome
            /// What the author wrote, for the question's "send anyway".
            public var body: String
            /// When it was posted or asked (the clock's now), for "Ben replied 2m ago".
            public var at: Date

            public init(id: ThreadID, outcome: Domain.PostMessage.Outcome, body: String, at: Date) {
                self.id = id
                self.outcome = outcome
                self.body = body
                self.at = at
            }

            /// `Ben replied 2m ago`: the crossing, in the words every presenter uses; nil when posted.
            public var crossing: String? {
                guard case .crossed(let reply) = outcome else { return nil }
                return "\(reply.author) replied \(RelativeTime.phrase(reply.sentAt, now: at))"
            }
        }

        /// What was posted, or the question to answer first.
        public struct ViewModel: PrintableViewModel, Equatable, Sendable {
            public var lines: [StyledLine]
            /// Set when the reply waits for a yes (`Ben replied 2 minutes ago. Send anyway?`).
            public var question: String?
            /// The page's `<main>`, from the HTML presenter: the status line, or the question
            /// with its send-anyway button.
            public var html: HTMLText?

            public init(lines: [StyledLine], question: String? = nil, html: HTMLText? = nil) {
                self.lines = lines
                self.question = question
                self.html = html
            }
        }
    }
}
