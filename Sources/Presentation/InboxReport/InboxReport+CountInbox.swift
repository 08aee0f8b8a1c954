import Domain

extension InboxReport {
    /// The inbox's counts and the database's size.
    public enum CountInbox {
        public struct Response: Equatable, Sendable {
            public var statistics: InboxStatistics

            public init(statistics: InboxStatistics) { self.statistics = statistics }
        }

        public typealias ViewModel = TextViewModel
    }
}
