import Domain
import TestSupport
import Testing

/// AuthenticateToken with the repository double: a well-formed secret is looked up at the
/// clock's time; any other text is nil without a lookup.
@Suite("Use case: AuthenticateToken")
struct AuthenticateTokenTests {
    @Test func aWellFormedSecretIsLookedUpAtNow() async throws {
        let repository = TokensRepositoryDouble()
        repository.onAuthenticateToken = { _, _ in .readOnly }
        let secret = "thr_" + String(repeating: "b", count: 43)
        #expect(try await AuthenticateToken(tokens: repository, clock: .fixed(Seeds.base))(secret: secret) == .readOnly)
        #expect(repository.calls == [.authenticateToken(secret: secret, now: Seeds.base)])
    }

    @Test(arguments: ["", "thr_", "abc", "thr_" + String(repeating: "b", count: 42), "thr_" + String(repeating: "!", count: 43),
                       // 43 bytes, but not all of base64url's: a letter beyond ASCII, a space, a '+' or '/' of plain base64.
                       "thr_" + String(repeating: "b", count: 41) + "é", "thr_" + String(repeating: "b", count: 42) + " ",
                       "thr_" + String(repeating: "b", count: 42) + "+", "thr_/" + String(repeating: "b", count: 42),
                       "THR_" + String(repeating: "b", count: 43)])
    func anyOtherTextIsNilWithoutALookup(secret: String) async throws {
        let repository = TokensRepositoryDouble()
        #expect(try await AuthenticateToken(tokens: repository, clock: .fixed(Seeds.base))(secret: secret) == nil)
        #expect(repository.calls.isEmpty)
    }
}
