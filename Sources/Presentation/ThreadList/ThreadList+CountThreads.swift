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

        /// The count's lines for a view that prints them, and the number for a view that pages
        /// through the list with it (the browser, whose header waits for it).
        public struct ViewModel: PrintableViewModel, Equatable, Sendable {
            public var lines: [StyledLine]
            /// How many threads match; nil from presenters whose views only print.
            public var total: Int?

            public init(lines: [StyledLine], total: Int? = nil) {
                self.lines = lines
                self.total = total
            }
        }
    }
}
