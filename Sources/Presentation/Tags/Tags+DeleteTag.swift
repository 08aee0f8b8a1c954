import Domain

extension Tags {
    /// One tag taken off every thread; the threads stay.
    public enum DeleteTag {
        public struct Request: Equatable, Sendable {
            /// As typed; checked by the use case.
            public var name: String

            public init(name: String) { self.name = name }
        }

        public struct Response: Equatable, Sendable {
            public var name: String

            public init(name: String) { self.name = name }
        }

        public typealias ViewModel = TextViewModel
    }
}
