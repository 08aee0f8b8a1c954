import Domain

extension Interchange {
    /// The threads a filter selects, written out one at a time as they are read.
    public enum ExportInbox {
        public struct Request: Equatable, Sendable {
            public var filter: ThreadFilter

            public init(filter: ThreadFilter) { self.filter = filter }
        }

        /// One thread; an export presents one Response per thread.
        public struct Response: Equatable, Sendable {
            public var thread: FullThread

            public init(thread: FullThread) { self.thread = thread }
        }

        public typealias ViewModel = TextViewModel
    }
}
