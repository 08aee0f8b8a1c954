import Domain

extension SavedFilters {
    /// One saved filter, in words and as flags.
    public enum ShowFilter {
        public struct Request: Equatable, Sendable {
            public var name: String

            public init(name: String) { self.name = name }
        }

        public struct Response: Equatable, Sendable {
            public var saved: SavedFilter

            public init(saved: SavedFilter) { self.saved = saved }
        }

        public typealias ViewModel = TextViewModel
    }
}
