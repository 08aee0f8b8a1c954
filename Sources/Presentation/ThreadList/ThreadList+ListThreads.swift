import Domain

extension ThreadList {
    /// One page of the list.
    public enum ListThreads {
        public struct Request: Equatable, Sendable {
            public var filter: Filter.Request
            public var page: PageRequest

            public init(filter: Filter.Request = Filter.Request(), page: PageRequest = .default) {
                self.filter = filter
                self.page = page
            }
        }

        public struct Response: Equatable, Sendable {
            /// The filter and sort in force.
            public var filter: Filter.Response
            /// The slice asked for.
            public var page: PageRequest
            /// The threads, and the counts the presenter asked for.
            public var result: ThreadPage

            public init(filter: Filter.Response, page: PageRequest, result: ThreadPage) {
                self.filter = filter
                self.page = page
                self.result = result
            }
        }

        public typealias ViewModel = TextViewModel
    }
}
