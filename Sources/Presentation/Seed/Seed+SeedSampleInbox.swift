extension Seed {
    /// The hand-written sample inbox, added where its threads are missing.
    public enum SeedSampleInbox {
        public struct Request: Equatable, Sendable {
            /// Nothing to ask: every run is the same question.
            public init() {}
        }

        public struct Response: Equatable, Sendable {
            /// Threads added now.
            public var added: Int
            /// Threads in the sample.
            public var total: Int

            public init(added: Int, total: Int) {
                self.added = added
                self.total = total
            }
        }

        public typealias ViewModel = TextViewModel
    }
}
