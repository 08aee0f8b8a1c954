import Domain

extension SavedFilters {
    /// The filter typed (conditions on top of an optional saved filter), saved under a name.
    public enum SaveFilter {
        public struct Request: Equatable, Sendable {
            public var name: String
            /// As for `list`; a saved filter named in it is expanded now, so the new one stands alone.
            public var filter: ThreadList.Filter.Request

            public init(name: String, filter: ThreadList.Filter.Request) {
                self.name = name
                self.filter = filter
            }
        }

        public struct Response: Equatable, Sendable {
            public var saved: SavedFilter
            /// Whether it replaced one of the same name.
            public var replaced: Bool

            public init(saved: SavedFilter, replaced: Bool) {
                self.saved = saved
                self.replaced = replaced
            }
        }

        public typealias ViewModel = TextViewModel
    }
}
