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

        public struct ViewModel: PrintableViewModel, Equatable, Sendable {
            public var lines: [StyledLine]
            /// The new thread, for a view that goes on to it (the service's `Location`).
            public var id: ThreadID

            public init(lines: [StyledLine], id: ThreadID) {
                self.lines = lines
                self.id = id
            }
        }
    }
}
