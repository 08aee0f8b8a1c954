import Domain

extension InboxReport {
    /// The inbox's counts and the database's size.
    public enum CountInbox {
        /// Nothing to ask: every run is the same question.
        public struct Request: Equatable, Sendable {
            public init() {}
        }

        public struct Response: Equatable, Sendable {
            public var statistics: InboxStatistics

            public init(statistics: InboxStatistics) { self.statistics = statistics }
        }

        public typealias ViewModel = TextViewModel
    }
}
