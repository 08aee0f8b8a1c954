import Domain

/// Tokens for scripts: one object per token, the list one array. Only `create` carries the
/// secret (as `token`); a listed token never does, since no store keeps it.
public struct TokensJSONPresenter: TokensPresentationLogic {
    private let display: any TokensDisplayLogic

    public init(display: any TokensDisplayLogic) { self.display = display }

    public func presentCreateToken(_ response: Tokens.CreateToken.Response) {
        let token = response.token
        display.displayCreateToken(Self.viewModel(.object([
            ("name", .string(token.name)), ("person", .string(token.person.name)), ("scope", .string(token.scope.rawValue)),
            ("token", .string(response.secret)),
        ])))
    }

    public func presentListTokens(_ response: Tokens.ListTokens.Response) {
        display.displayListTokens(Self.viewModel(.array(response.tokens.map(Self.object))))
    }

    public func presentRevokeToken(_ response: Tokens.RevokeToken.Response) {
        display.displayRevokeToken(Self.viewModel(.object([("name", .string(response.name)), ("revoked", .bool(true))])))
    }

    /// One listed token: `last_used_at` is null until first used.
    static func object(_ token: APIToken) -> JSONText {
        .object([
            ("name", .string(token.name)),
            ("person", .string(token.person.name)),
            ("scope", .string(token.scope.rawValue)),
            ("created_at", .string(Timestamp.format(token.createdAt))),
            ("last_used_at", token.lastUsedAt.map { .string(Timestamp.format($0)) } ?? .null),
        ])
    }

    private static func viewModel(_ value: JSONText) -> TextViewModel {
        TextViewModel(lines: [.plain(value.serialized)])
    }
}
