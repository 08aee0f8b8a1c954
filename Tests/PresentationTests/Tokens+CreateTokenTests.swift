import Domain
@testable import Presentation
import TestSupport
import Testing

/// Tokens.CreateToken through the interactor, with the repository double, the real presenters and the view spy.
@Suite("Tokens: CreateToken")
struct TokensCreateTokenTests {
    static let secret = "thr_" + String(repeating: "Q", count: 43)
    let repository = TokensRepositoryDouble()
    let view = ViewSpy()

    init() { repository.onCreateToken = { _, _ in true } }

    private func interactor(_ presenter: any TokensPresentationLogic) -> TokensInteractor {
        TokensInteractor(tokens: repository, clock: .fixed(Seeds.base), presenter: presenter, newSecret: { Self.secret })
    }

    @Test func textIsTheSecretAloneAndJSONNamesIt() async throws {
        try await interactor(TokensTextPresenter(display: view)).createToken(.init(name: "laptop", scope: .readWrite))
        try await interactor(TokensJSONPresenter(display: view)).createToken(.init(name: "dash", scope: .readOnly, person: " Aiko "))
        #expect(view.calls.map { $0.map(\.text) } == [
            [Self.secret], [#"{"name":"dash","person":"Aiko","scope":"read-only","token":"\#(Self.secret)"}"#],
        ])
        #expect(repository.calls == [
            .createToken(APIToken(name: "laptop", scope: .readWrite, createdAt: Seeds.base), secret: Self.secret),
            .createToken(APIToken(name: "dash", scope: .readOnly, person: Person("Aiko"), createdAt: Seeds.base), secret: Self.secret),
        ])
        #expect(repository.calls.map { if case .createToken(let token, _) = $0 { token.person.name } else { "" } } == ["laptop", "Aiko"])
    }

    /// A person must be someone: a blank name is refused before the repository is asked.
    @Test func aBlankPersonIsRefused() async {
        await #expect(throws: ThreadsError.missingPerson) {
            try await interactor(TokensTextPresenter(display: view)).createToken(.init(name: "laptop", scope: .readWrite, person: "  "))
        }
        #expect(repository.calls.isEmpty && view.calls.isEmpty)
    }

    @Test func aFailureShowsNothing() async {
        repository.onCreateToken = { _, _ in false }
        await #expect(throws: ThreadsError.tokenExists(name: "laptop")) {
            try await interactor(TokensTextPresenter(display: view)).createToken(.init(name: "laptop", scope: .readWrite))
        }
        await #expect(throws: ThreadsError.invalidTokenName(name: "no good", maximumLength: 64)) {
            try await interactor(TokensTextPresenter(display: view)).createToken(.init(name: "no good", scope: .readWrite))
        }
        #expect(view.calls.isEmpty)
    }
}
