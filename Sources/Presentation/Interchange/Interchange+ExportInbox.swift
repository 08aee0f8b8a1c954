import Domain

extension Interchange {
    /// The threads a filter selects, written out one at a time as they are read.
    public enum ExportInbox {
        public struct Request: Equatable, Sendable {
            public var filter: ThreadFilter
            /// Only the threads after this id (the last of the page before), when given.
            public var after: ThreadID?
            /// At most this many threads, read in one transaction; nil: every one. A view that
            /// must wait for its reader (the service) asks page by page, so neither a slow
            /// reader nor a long export holds a transaction open or the rows in memory.
            public var limit: Int?

            public init(filter: ThreadFilter, after: ThreadID? = nil, limit: Int? = nil) {
                self.filter = filter
                self.after = after
                self.limit = limit
            }
        }

        /// One thread; an export presents one Response per thread.
        public struct Response: Equatable, Sendable {
            public var thread: FullThread

            public init(thread: FullThread) { self.thread = thread }
        }

        /// One thread's line, and its id: the next page starts after it.
        public typealias ViewModel = ThreadTextViewModel
    }
}
