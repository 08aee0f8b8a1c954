import Domain

extension ThreadActions {
    /// The user's own message, appended to a thread.
    public enum PostMessage {
        public struct Request: Equatable, Sendable {
            public var id: ThreadID
            public var author: String
            /// Kept exactly, newlines and all.
            public var body: String

            public init(id: ThreadID, author: String, body: String) {
                self.id = id
                self.author = author
                self.body = body
            }
        }

        public struct Response: Equatable, Sendable {
            /// The thread posted to.
            public var id: ThreadID
            /// The message as stored, with the id the store gave it.
            public var message: Message

            public init(id: ThreadID, message: Message) {
                self.id = id
                self.message = message
            }
        }

        public typealias ViewModel = TextViewModel
    }
}
