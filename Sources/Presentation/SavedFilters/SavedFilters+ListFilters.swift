import Domain

extension SavedFilters {
    /// Every saved filter.
    public enum ListFilters {
        public struct Response: Equatable, Sendable {
            /// By name.
            public var filters: [SavedFilter]

            public init(filters: [SavedFilter]) { self.filters = filters }
        }

        public typealias ViewModel = TextViewModel
    }
}
