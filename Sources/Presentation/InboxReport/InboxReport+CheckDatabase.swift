import Domain

extension InboxReport {
    /// A passing integrity, schema and tokenizer version check (a failing one is an error).
    public enum CheckDatabase {
        public struct Request: Equatable, Sendable {
            /// Nothing to ask: every run is the same question.
            public init() {}
        }

        public struct Response: Equatable, Sendable {
            public var health: StoreHealth

            public init(health: StoreHealth) { self.health = health }
        }

        public typealias ViewModel = TextViewModel
    }
}
