/// Whether a token shown earlier still stands: what a page's session and an open event stream
/// ask of the token that started them, so that a revoke ends them too, whichever process made it.
/// Nil once the token is revoked.
public struct CheckTokenGrant: Sendable {
    private let tokens: any TokensRepository
    private let clock: Clock

    public init(tokens: any TokensRepository, clock: Clock) {
        self.tokens = tokens
        self.clock = clock
    }

    public func callAsFunction(_ grant: TokenGrant) async throws -> TokenGrant? {
        try await tokens.checkTokenGrant(grant.token, now: clock.now())
    }
}
