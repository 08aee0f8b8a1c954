import Domain

extension InboxReport {
    /// The store answered a read that costs the same at ten messages and ten million.
    public enum ProbeStore {
        public struct Request: Equatable, Sendable {
            /// Nothing to ask: every probe is the same question.
            public init() {}
        }

        public struct Response: Equatable, Sendable {
            /// The schema version the store is at, as the probe read it.
            public var schemaVersion: Int

            public init(schemaVersion: Int) { self.schemaVersion = schemaVersion }
        }

        public typealias ViewModel = TextViewModel
    }
}
