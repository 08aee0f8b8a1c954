import Domain

extension Changes {
    /// `threads changes [--since STATE]`: the state now, and what changed since the one given.
    public enum ListChanges {
        public struct Request: Equatable, Sendable {
            /// A state as a client kept it; nil asks for the state alone.
            public var since: String?

            public init(since: String? = nil) { self.since = since }
        }

        public struct Response: Equatable, Sendable {
            public var changes: ChangeSet

            public init(changes: ChangeSet) { self.changes = changes }
        }

        public typealias ViewModel = TextViewModel
    }
}
