/// What the holder of a bearer secret may do: the guard of every route but the open ones asks
/// this, and the page's sign-in. An unknown secret is nil, never an error, so the caller words
/// the refusal.
public struct AuthenticateToken: Sendable {
    private let tokens: any TokensRepository
    private let clock: Clock

    public init(tokens: any TokensRepository, clock: Clock) {
        self.tokens = tokens
        self.clock = clock
    }

    public func callAsFunction(secret: String) async throws -> TokenGrant? {
        // A secret of another shape was never issued: no store round trip for it.
        guard TokenSecret.isWellFormed(secret) else { return nil }
        return try await tokens.authenticateToken(secret: secret, now: clock.now())
    }
}
