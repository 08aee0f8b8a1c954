import Domain

extension Tokens {
    /// One token, withdrawn.
    public enum RevokeToken {
        public struct Request: Equatable, Sendable {
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
