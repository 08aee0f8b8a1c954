import Domain

extension Tokens {
    /// A new token under a name, and its secret, shown this once.
    public enum CreateToken {
        public struct Request: Equatable, Sendable {
            public var name: String
            public var scope: TokenScope
            /// Whom the token speaks for; nil for the token's name.
            public var person: String?

            public init(name: String, scope: TokenScope, person: String? = nil) {
                self.name = name
                self.scope = scope
                self.person = person
            }
        }

        public struct Response: Equatable, Sendable {
            public var token: APIToken
            /// The only time it is seen: the store keeps its hash.
            public var secret: String

            public init(token: APIToken, secret: String) {
                self.token = token
                self.secret = secret
            }
        }

        public typealias ViewModel = TextViewModel
    }
}
