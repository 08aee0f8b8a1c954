import Domain

/// Runs each action's use case and hands what it did to the presenter; a failure reaches the
/// caller and nothing is presented.
public struct TokensInteractor: Sendable {
    private let tokens: any TokensRepository
    private let clock: Clock
    private let presenter: any TokensPresentationLogic
    private let newSecret: @Sendable () -> String

    /// - Parameter newSecret: where new secrets come from; the system's secure generator unless a test fixes it.
    public init(tokens: any TokensRepository, clock: Clock, presenter: any TokensPresentationLogic,
                newSecret: @escaping @Sendable () -> String = { TokenSecret.make() }) {
        self.tokens = tokens
        self.clock = clock
        self.presenter = presenter
        self.newSecret = newSecret
    }

    public func createToken(_ request: Tokens.CreateToken.Request) async throws {
        let created = try await CreateToken(tokens: tokens, clock: clock, newSecret: newSecret)(named: request.name, scope: request.scope, person: request.person)
        presenter.presentCreateToken(Tokens.CreateToken.Response(token: created.token, secret: created.secret))
    }

    public func listTokens(_ request: Tokens.ListTokens.Request) async throws {
        let tokens = try await ListTokens(tokens: tokens)()
        presenter.presentListTokens(Tokens.ListTokens.Response(tokens: tokens))
    }

    public func revokeToken(_ request: Tokens.RevokeToken.Request) async throws {
        try await RevokeToken(tokens: tokens)(named: request.name)
        presenter.presentRevokeToken(Tokens.RevokeToken.Response(name: request.name))
    }
}
