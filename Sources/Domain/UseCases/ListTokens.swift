/// Every token, as its holders' names, scopes and dates: never a secret, which is not kept.
public struct ListTokens: Sendable {
    private let tokens: any TokensRepository

    public init(tokens: any TokensRepository) { self.tokens = tokens }

    /// Sorted by the names' bytes, so the order is the same on every store and in every locale.
    public func callAsFunction() async throws -> [APIToken] {
        try await tokens.listTokens().sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
    }
}
