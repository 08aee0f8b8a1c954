extension Seed {
    /// A made-up inbox of any size, the same for the same seed.
    public enum SeedSyntheticInbox {
        public struct Request: Equatable, Sendable {
            public var threads: Int
            /// Messages in all, spread over the threads.
            public var messages: Int
            public var seed: UInt64

            public init(threads: Int, messages: Int, seed: UInt64) {
                self.threads = threads
                self.messages = messages
                self.seed = seed
            }
        }

        /// The request as carried out: the use case made exactly the threads asked for.
        public typealias Response = Request

        public typealias ViewModel = TextViewModel
    }
}
