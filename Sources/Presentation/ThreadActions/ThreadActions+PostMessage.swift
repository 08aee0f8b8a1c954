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
            public var id: ThreadID

            public init(id: ThreadID) { self.id = id }
        }

        public typealias ViewModel = TextViewModel
    }
}
