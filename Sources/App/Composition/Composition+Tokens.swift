import Data
import Domain
import Presentation

extension Composition {
    /// `token create|list|revoke`, as text or JSON (`--format`). Secrets come from the system's
    /// secure generator; the repository keeps only their SHA-256.
    func tokens(store: any DataStore, output: SceneOutput<Tokens.Format>) -> TokensInteractor {
        let view = view(colors: output.colors)
        let presenter: any TokensPresentationLogic
        switch output.format {
        case .text: presenter = TokensTextPresenter(display: view)
        case .json: presenter = TokensJSONPresenter(display: view)
        }
        return TokensInteractor(tokens: StoreTokenRepository(store: store, firstPerson: viewer.firstPerson), clock: environment.clock, presenter: presenter)
    }
}

extension Tokens.Format: OutputFormat {
    static func standard(toTerminal: Bool) -> Self { .text }
}

extension TerminalView: TokensDisplayLogic {
    func displayCreateToken(_ viewModel: Tokens.CreateToken.ViewModel) { show(viewModel) }
    func displayListTokens(_ viewModel: Tokens.ListTokens.ViewModel) { show(viewModel) }
    func displayRevokeToken(_ viewModel: Tokens.RevokeToken.ViewModel) { show(viewModel) }
}
