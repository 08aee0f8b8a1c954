import Domain

extension ThreadList {
    /// `threads count`: how many threads the list's filter selects, and their unread messages.
    public enum CountThreads {
        public struct Request: Equatable, Sendable {
            /// Conditions typed now, on top of an optional saved filter, as for the list.
            public var filter: ThreadList.Filter.Request

            public init(filter: ThreadList.Filter.Request) { self.filter = filter }
        }

        public struct Response: Equatable, Sendable {
            /// The filter in force, a saved one merged in.
            public var filter: ThreadFilter
            public var count: ThreadCount

            public init(filter: ThreadFilter, count: ThreadCount) {
                self.filter = filter
                self.count = count
            }
        }

        public typealias ViewModel = TextViewModel
    }
}
