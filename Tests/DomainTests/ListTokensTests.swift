import Domain
import Foundation
import TestSupport
import Testing

/// ListTokens with the repository double: the repository's tokens, ordered by the names' bytes.
@Suite("Use case: ListTokens")
struct ListTokensTests {
    @Test func returnsEveryTokenByTheNamesBytes() async throws {
        let repository = TokensRepositoryDouble()
        let tokens = ["b", "B", "a", "ロゴ"].map { APIToken(name: $0, scope: .readWrite, createdAt: Seeds.base) }
        repository.onListTokens = { tokens }
        #expect(try await ListTokens(tokens: repository)().map(\.name) == ["B", "a", "b", "ロゴ"])
        #expect(repository.calls == [.listTokens])
    }

    @Test func noTokensIsAnEmptyList() async throws {
        let repository = TokensRepositoryDouble()
        repository.onListTokens = { [] }
        #expect(try await ListTokens(tokens: repository)().isEmpty)
    }
}
