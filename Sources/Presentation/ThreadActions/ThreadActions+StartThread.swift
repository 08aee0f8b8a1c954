import Domain

extension ThreadActions {
    /// A new thread, with its first message when a body is given.
    public enum StartThread {
        public struct Request: Equatable, Sendable {
            public var title: String
            public var participants: [String]
            public var body: String?
            /// Who writes the first message.
            public var author: String

            public init(title: String, participants: [String], body: String?, author: String) {
                self.title = title
                self.participants = participants
                self.body = body
                self.author = author
            }
        }

        public struct Response: Equatable, Sendable {
            public var id: ThreadID

            public init(id: ThreadID) { self.id = id }
        }

        /// The line, and the new thread, for a view that goes on to it (the service's `Location`).
        public typealias ViewModel = ThreadTextViewModel
    }
}
