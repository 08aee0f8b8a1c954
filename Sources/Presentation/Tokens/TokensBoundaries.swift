/// The tokens scene's output boundary; one conformer per format (`Tokens.Format`).
public protocol TokensPresentationLogic: Sendable {
    func presentCreateToken(_ response: Tokens.CreateToken.Response)
    func presentListTokens(_ response: Tokens.ListTokens.Response)
    func presentRevokeToken(_ response: Tokens.RevokeToken.Response)
}

/// The tokens scene's view.
public protocol TokensDisplayLogic: Sendable {
    func displayCreateToken(_ viewModel: Tokens.CreateToken.ViewModel)
    func displayListTokens(_ viewModel: Tokens.ListTokens.ViewModel)
    func displayRevokeToken(_ viewModel: Tokens.RevokeToken.ViewModel)
}
