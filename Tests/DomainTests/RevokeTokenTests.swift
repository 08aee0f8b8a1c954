import Domain
import TestSupport
import Testing

/// RevokeToken with the repository double: it asks once, and an unknown name is `unknownToken`.
@Suite("Use case: RevokeToken")
struct RevokeTokenTests {
    @Test func revokesTheTokenNamed() async throws {
        let repository = TokensRepositoryDouble()
        repository.onRevokeToken = { _ in true }
        try await RevokeToken(tokens: repository)(named: "laptop")
        #expect(repository.calls == [.revokeToken("laptop")])
    }

    @Test func anUnknownNameIsUnknownToken() async {
        let repository = TokensRepositoryDouble()
        repository.onRevokeToken = { _ in false }
        await #expect(throws: ThreadsError.unknownToken(name: "laptop")) { try await RevokeToken(tokens: repository)(named: "laptop") }
        #expect(repository.calls == [.revokeToken("laptop")])
    }
}
