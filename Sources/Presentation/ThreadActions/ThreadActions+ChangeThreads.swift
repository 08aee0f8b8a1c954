import Domain

extension ThreadActions {
    /// One change (star, read, archive, mute or an opposite) to several threads, all or none.
    public enum ChangeThreads {
        public struct Request: Equatable, Sendable {
            public var change: ThreadChange
            /// As typed: repeats allowed.
            public var ids: [ThreadID]

            public init(change: ThreadChange, ids: [ThreadID]) {
                self.change = change
                self.ids = ids
            }
        }

        public struct Response: Equatable, Sendable {
            public var change: ThreadChange
            public var ids: [ThreadID]

            public init(change: ThreadChange, ids: [ThreadID]) {
                self.change = change
                self.ids = ids
            }
        }

        public typealias ViewModel = TextViewModel
    }
}
