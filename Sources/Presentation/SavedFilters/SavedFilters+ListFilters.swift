import Domain

extension SavedFilters {
    /// Every saved filter.
    public enum ListFilters {
        public struct Request: Equatable, Sendable {
            /// Nothing to ask: every run is the same question.
            public init() {}
        }

        public struct Response: Equatable, Sendable {
            /// By name.
            public var filters: [SavedFilter]

            public init(filters: [SavedFilter]) { self.filters = filters }
        }

        public typealias ViewModel = TextViewModel
    }
}
