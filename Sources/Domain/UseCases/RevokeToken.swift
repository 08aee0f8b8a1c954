/// Withdraws a token: from then on its secret opens nothing, on every server using the store.
public struct RevokeToken: Sendable {
    private let tokens: any TokensRepository

    public init(tokens: any TokensRepository) { self.tokens = tokens }

    /// An unknown name is an error and nothing changes.
    public func callAsFunction(named name: String) async throws {
        guard try await tokens.revokeToken(named: name) else { throw ThreadsError.unknownToken(name: name) }
    }
}
