import Foundation

/// The tokens scene's role: one method per use case, named for it. The secret passes through
/// to be hashed by the store's side; nothing keeps it.
public protocol TokensRepository: Sendable {
    /// Keeps `token` with the hash of `secret`; false when a token of that name exists.
    func createToken(_ token: APIToken, secret: String) async throws -> Bool
    /// Every token, by name.
    func listTokens() async throws -> [APIToken]
    /// Removes the token named; false when there is none.
    func revokeToken(named name: String) async throws -> Bool
    /// What the token whose secret this is grants, noting its use at `now`; nil for no such token.
    func authenticateToken(secret: String, now: Date) async throws -> TokenGrant?
    /// What the token `id` grants now, noting its use at `now`; nil once it is revoked.
    func checkTokenGrant(_ id: TokenID, now: Date) async throws -> TokenGrant?
}
