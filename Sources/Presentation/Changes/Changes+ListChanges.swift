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

        public struct ViewModel: PrintableViewModel, Equatable, Sendable {
            public var lines: [StyledLine]
            /// The state now, for a view that labels what it sends with it (an event's `id`).
            public var state: String
            /// Whether any thread changed since the state asked about.
            public var changed: Bool

            public init(lines: [StyledLine], state: String, changed: Bool) {
                self.lines = lines
                self.state = state
                self.changed = changed
            }
        }
    }
}
