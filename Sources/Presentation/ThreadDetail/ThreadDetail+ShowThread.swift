import Domain

extension ThreadDetail {
    /// One thread, whole.
    public enum ShowThread {
        public struct Request: Equatable, Sendable {
            public var id: ThreadID

            public init(id: ThreadID) { self.id = id }
        }

        public struct Response: Equatable, Sendable {
            public var thread: FullThread

            public init(thread: FullThread) { self.thread = thread }
        }

        public typealias ViewModel = TextViewModel
    }
}
