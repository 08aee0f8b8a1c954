import Domain

extension ThreadActions {
    /// One change (star, read, archive, mute or an opposite), or several made as one, to several
    /// threads, all or none: the ids typed, or every thread a query selects (`--where`).
    public enum ChangeThreads {
        public struct Request: Equatable, Sendable {
            /// Applied in order, in one transaction: a failure leaves none of them made.
            public var changes: [ThreadChange]
            /// As typed: repeats allowed. Unused when `query` is set.
            public var ids: [ThreadID]
            /// `--where QUERY`: the threads to change.
            public var query: ThreadFilter?
            /// `--dry-run`: only say which threads the query selects.
            public var dryRun: Bool

            public init(changes: [ThreadChange], ids: [ThreadID] = [], query: ThreadFilter? = nil, dryRun: Bool = false) {
                self.changes = changes
                self.ids = ids
                self.query = query
                self.dryRun = dryRun
            }

            public init(change: ThreadChange, ids: [ThreadID] = [], query: ThreadFilter? = nil, dryRun: Bool = false) {
                self.init(changes: [change], ids: ids, query: query, dryRun: dryRun)
            }
        }

        public struct Response: Equatable, Sendable {
            public var changes: [ThreadChange]
            /// The threads changed (or, in a dry run, that would be).
            public var ids: [ThreadID]
            /// Whether a query chose them: then there may be none.
            public var byQuery: Bool
            /// Whether nothing was changed, on purpose.
            public var dryRun: Bool

            public init(changes: [ThreadChange], ids: [ThreadID], byQuery: Bool = false, dryRun: Bool = false) {
                self.changes = changes
                self.ids = ids
                self.byQuery = byQuery
                self.dryRun = dryRun
            }

            public init(change: ThreadChange, ids: [ThreadID], byQuery: Bool = false, dryRun: Bool = false) {
                self.init(changes: [change], ids: ids, byQuery: byQuery, dryRun: dryRun)
            }
        }

        public typealias ViewModel = TextViewModel
    }
}
