import Domain
import TestSupport
import Testing

/// AuthenticateToken with the repository double: a well-formed secret is looked up at the
/// clock's time; any other text is nil without a lookup.
@Suite("Use case: AuthenticateToken and CheckTokenGrant")
struct AuthenticateTokenTests {
    @Test func aWellFormedSecretIsLookedUpAtNow() async throws {
        let repository = TokensRepositoryDouble()
        let grant = TokenGrant(token: TokenID(rawValue: "a1"), scope: .readOnly, person: Person("tester"))
        repository.onAuthenticateToken = { _, _ in grant }
        let secret = "thr_" + String(repeating: "b", count: 43)
        #expect(try await AuthenticateToken(tokens: repository, clock: .fixed(Seeds.base))(secret: secret) == grant)
        #expect(repository.calls == [.authenticateToken(secret: secret, now: Seeds.base)])
    }

    /// A grant asked again is looked up by its token's id, never a secret, at the clock's time.
    @Test func aGrantIsCheckedByItsTokensIdAtNow() async throws {
        let repository = TokensRepositoryDouble()
        let grant = TokenGrant(token: TokenID(rawValue: "a1"), scope: .readWrite, person: Person("tester"))
        repository.onCheckTokenGrant = { id, _ in id == grant.token ? grant : nil }
        #expect(try await CheckTokenGrant(tokens: repository, clock: .fixed(Seeds.base))(grant) == grant)
        #expect(try await CheckTokenGrant(tokens: repository, clock: .fixed(Seeds.base))(TokenGrant(token: TokenID(rawValue: "b2"), scope: .readWrite, person: Person("tester"))) == nil)
        #expect(repository.calls == [.checkTokenGrant(grant.token, now: Seeds.base), .checkTokenGrant(TokenID(rawValue: "b2"), now: Seeds.base)])
    }

    @Test func readWriteCoversEveryScopeAndReadOnlyOnlyReads() {
        let writer = TokenGrant(token: TokenID(rawValue: "w"), scope: .readWrite, person: Person("tester")), reader = TokenGrant(token: TokenID(rawValue: "r"), scope: .readOnly, person: Person("tester"))
        #expect(writer.allows(.readWrite) && writer.allows(.readOnly))
        #expect(reader.allows(.readOnly) && !reader.allows(.readWrite))
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
