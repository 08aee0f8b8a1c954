import Domain
import Foundation
@testable import Presentation
import TestSupport
import Testing

/// Tokens.ListTokens through the interactor, with the repository double, the real presenters and the view spy.
@Suite("Tokens: ListTokens")
struct TokensListTokensTests {
    let repository = TokensRepositoryDouble()
    let view = ViewSpy()
    let tokens = [
        APIToken(name: "laptop", scope: .readWrite, person: Person("Aiko"), createdAt: Seeds.base, lastUsedAt: Seeds.at(hours: 26.5)),
        APIToken(name: "ci", scope: .readOnly, createdAt: Seeds.base.addingTimeInterval(0.25)),
    ]

    private func interactor(_ presenter: any TokensPresentationLogic) -> TokensInteractor {
        TokensInteractor(tokens: repository, clock: .fixed(Seeds.base), presenter: presenter)
    }

    @Test func textIsATableByNameWithNeverForUnused() async throws {
        let tokens = tokens
        repository.onListTokens = { tokens }
        try await interactor(TokensTextPresenter(display: view)).listTokens(.init())
        #expect(view.lines == [
            "NAME    PERSON  SCOPE       CREATED                   LAST USED",
            "ci      ci      read-only   2026-03-01T00:00:00.250Z  never",
            "laptop  Aiko    read-write  2026-03-01T00:00:00Z      2026-03-02T02:30:00Z",
        ])
    }

    @Test func jsonIsAnArrayWithNullForUnusedAndNoSecret() async throws {
        let tokens = tokens
        repository.onListTokens = { tokens }
        try await interactor(TokensJSONPresenter(display: view)).listTokens(.init())
        #expect(view.lines == [
            #"[{"name":"ci","person":"ci","scope":"read-only","created_at":"2026-03-01T00:00:00.250Z","last_used_at":null},"#
                + #"{"name":"laptop","person":"Aiko","scope":"read-write","created_at":"2026-03-01T00:00:00Z","last_used_at":"2026-03-02T02:30:00Z"}]"#,
        ])
    }

    @Test func noTokensIsOneLineOrAnEmptyArray() async throws {
        repository.onListTokens = { [] }
        try await interactor(TokensTextPresenter(display: view)).listTokens(.init())
        try await interactor(TokensJSONPresenter(display: view)).listTokens(.init())
        #expect(view.calls.map { $0.map(\.text) } == [["No tokens."], ["[]"]])
    }

    @Test func namesOfWideCharactersStillLineUp() async throws {
        repository.onListTokens = { [APIToken(name: "ロゴ", scope: .readOnly, createdAt: Seeds.base)] }
        try await interactor(TokensTextPresenter(display: view)).listTokens(.init())
        #expect(view.lines == [
            "NAME  PERSON  SCOPE      CREATED               LAST USED",
            "ロゴ  ロゴ    read-only  2026-03-01T00:00:00Z  never",
        ])
    }
}
