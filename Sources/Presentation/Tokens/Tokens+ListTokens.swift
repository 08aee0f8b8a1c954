import Domain

extension Tokens {
    /// Every token: name, scope, when made and when last used.
    public enum ListTokens {
        public struct Request: Equatable, Sendable {
            /// Nothing to ask: every run is the same question.
            public init() {}
        }

        public struct Response: Equatable, Sendable {
            /// By name.
            public var tokens: [APIToken]

            public init(tokens: [APIToken]) { self.tokens = tokens }
        }

        public typealias ViewModel = TextViewModel
    }
}
