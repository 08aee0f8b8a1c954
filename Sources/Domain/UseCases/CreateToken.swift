/// Issues a new key to the HTTP service: a named token with a fresh secret, which its holder
/// sees once (the store keeps only the secret's hash).
public struct CreateToken: Sendable {
    private let tokens: any TokensRepository
    private let clock: Clock
    private let newSecret: @Sendable () -> String

    /// - Parameter newSecret: the secret generator; the system's secure one unless a test fixes it.
    public init(tokens: any TokensRepository, clock: Clock, newSecret: @escaping @Sendable () -> String = { TokenSecret.make() }) {
        self.tokens = tokens
        self.clock = clock
        self.newSecret = newSecret
    }

    /// The token as it will be listed, and its secret. A name that breaks the filter-name rule,
    /// or a person with no name, is refused before the repository; a name taken is
    /// `tokenExists`, and nothing changes. The token speaks for `person`, else for its name.
    public func callAsFunction(named name: String, scope: TokenScope, person: String? = nil) async throws -> (token: APIToken, secret: String) {
        // Same rule as saved filters: a name a user types unquoted in `threads token revoke NAME`.
        guard FilterName.isValid(name) else { throw ThreadsError.invalidTokenName(name: name, maximumLength: FilterName.maximumLength) }
        let token = APIToken(name: name, scope: scope, person: try person.map(Person.named), createdAt: clock.now())
        let secret = newSecret()
        guard try await tokens.createToken(token, secret: secret) else { throw ThreadsError.tokenExists(name: name) }
        return (token, secret)
    }
}
