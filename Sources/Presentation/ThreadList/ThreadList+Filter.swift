import Domain

extension ThreadList {
    /// Which threads the user asked for, and the filter in force once a saved filter is merged in.
    public enum Filter {
        /// Conditions typed now, on top of an optional saved filter.
        public typealias Request = FilterSelection

        public struct Response: Equatable, Sendable {
            public var filter: ThreadFilter
            public var sort: ThreadSort

            public init(filter: ThreadFilter, sort: ThreadSort) {
                self.filter = filter
                self.sort = sort
            }
        }

        public struct ViewModel: Equatable, Sendable {
            /// "Starred · unread · with Aiko".
            public var filterLabel: String

            public init(filterLabel: String) { self.filterLabel = filterLabel }
        }
    }
}
