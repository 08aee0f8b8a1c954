import Domain

extension InboxReport {
    /// The inbox's counts and the database's size.
    public enum CountInbox {
        public struct Request: Equatable, Sendable {
            /// Nothing to ask: every run is the same question.
            public init() {}
        }

        public struct Response: Equatable, Sendable {
            public var statistics: InboxStatistics

            public init(statistics: InboxStatistics) { self.statistics = statistics }
        }

        public typealias ViewModel = TextViewModel
    }
}
