import Domain
import TestSupport
import Testing

/// CreateToken with the repository double: what it returns, what it asks the repository, what it refuses.
@Suite("Use case: CreateToken")
struct CreateTokenTests {
    static let secret = "thr_" + String(repeating: "A", count: 43)

    private func createToken(_ repository: TokensRepositoryDouble) -> CreateToken {
        CreateToken(tokens: repository, clock: .fixed(Seeds.base), newSecret: { Self.secret })
    }

    @Test func returnsTheTokenAndTheSecretItStored() async throws {
        let repository = TokensRepositoryDouble()
        repository.onCreateToken = { _, _ in true }
        let created = try await createToken(repository)(named: "laptop", scope: .readOnly)
        let token = APIToken(name: "laptop", scope: .readOnly, createdAt: Seeds.base)
        #expect(created.token == token)
        #expect(created.secret == Self.secret)
        #expect(repository.calls == [.createToken(token, secret: Self.secret)])
    }

    @Test func theSystemGeneratorGivesAWellFormedSecretEachTime() async throws {
        let repository = TokensRepositoryDouble()
        repository.onCreateToken = { _, _ in true }
        let first = try await CreateToken(tokens: repository, clock: .fixed(Seeds.base))(named: "a", scope: .readWrite).secret
        let second = try await CreateToken(tokens: repository, clock: .fixed(Seeds.base))(named: "b", scope: .readWrite).secret
        #expect(TokenSecret.isWellFormed(first) && TokenSecret.isWellFormed(second))
        #expect(first != second)
    }

    @Test func aNameTakenIsTokenExists() async {
        let repository = TokensRepositoryDouble()
        repository.onCreateToken = { _, _ in false }
        await #expect(throws: ThreadsError.tokenExists(name: "laptop")) { _ = try await createToken(repository)(named: "laptop", scope: .readWrite) }
        #expect(repository.calls.count == 1)
    }

    /// The filter-name rule, with the token's own error.
    @Test(arguments: ["", "bad name", "-dash-first", ".hidden", "a/b", String(repeating: "x", count: 65)])
    func aBadNameIsRefusedBeforeTheRepository(name: String) async {
        let repository = TokensRepositoryDouble()
        await #expect(throws: ThreadsError.invalidTokenName(name: name, maximumLength: 64)) {
            _ = try await createToken(repository)(named: name, scope: .readWrite)
        }
        #expect(repository.calls.isEmpty)
    }

    @Test(arguments: ["ci", "ci-2026.03_a", "ロゴ", String(repeating: "x", count: 64)])
    func aNameFiltersWouldTakeIsTaken(name: String) async throws {
        let repository = TokensRepositoryDouble()
        repository.onCreateToken = { _, _ in true }
        #expect(try await createToken(repository)(named: name, scope: .readWrite).token.name == name)
    }
}
