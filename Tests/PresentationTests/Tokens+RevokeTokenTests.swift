import Domain
@testable import Presentation
import TestSupport
import Testing

/// Tokens.RevokeToken through the interactor, with the repository double, the real presenters and the view spy.
@Suite("Tokens: RevokeToken")
struct TokensRevokeTokenTests {
    let repository = TokensRepositoryDouble()
    let view = ViewSpy()

    private func interactor(_ presenter: any TokensPresentationLogic) -> TokensInteractor {
        TokensInteractor(tokens: repository, clock: .fixed(Seeds.base), presenter: presenter)
    }

    @Test func theConfirmationReachesTheView() async throws {
        repository.onRevokeToken = { _ in true }
        try await interactor(TokensTextPresenter(display: view)).revokeToken(.init(name: "laptop"))
        try await interactor(TokensJSONPresenter(display: view)).revokeToken(.init(name: "laptop"))
        #expect(view.calls.map { $0.map(\.text) } == [["Revoked token laptop."], [#"{"name":"laptop","revoked":true}"#]])
    }

    @Test func anUnknownNameShowsNothing() async {
        repository.onRevokeToken = { _ in false }
        await #expect(throws: ThreadsError.unknownToken(name: "laptop")) {
            try await interactor(TokensTextPresenter(display: view)).revokeToken(.init(name: "laptop"))
        }
        #expect(view.calls.isEmpty)
    }
}
