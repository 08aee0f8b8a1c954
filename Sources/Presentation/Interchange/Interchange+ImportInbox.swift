import Domain

extension Interchange {
    /// Threads read from a source, stored all together or not at all.
    public enum ImportInbox {
        public struct Request: Sendable {
            public var source: any DraftSource
            /// What to call the source in the confirmation: a file name, or "standard input".
            public var name: String

            public init(source: any DraftSource, name: String) {
                self.source = source
                self.name = name
            }
        }

        public struct Response: Equatable, Sendable {
            public var count: Int
            /// The messages of the threads read.
            public var messages: Int
            public var name: String

            public init(count: Int, messages: Int = 0, name: String) {
                self.count = count
                self.messages = messages
                self.name = name
            }
        }

        public typealias ViewModel = TextViewModel
    }
}
