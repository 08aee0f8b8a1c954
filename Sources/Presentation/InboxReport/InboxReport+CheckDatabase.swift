import Domain

extension InboxReport {
    /// A passing integrity and schema check (a failing one is an error).
    public enum CheckDatabase {
        /// Nothing to ask: every run is the same question.
        public struct Request: Equatable, Sendable {
            public init() {}
        }

        public struct Response: Equatable, Sendable {
            public var health: StoreHealth

            public init(health: StoreHealth) { self.health = health }
        }

        public typealias ViewModel = TextViewModel
    }
}
