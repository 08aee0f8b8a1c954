import Domain

/// Tokens for people: the new secret alone, an aligned table, a confirmation.
public struct TokensTextPresenter: TokensPresentationLogic {
    private let display: any TokensDisplayLogic

    public init(display: any TokensDisplayLogic) { self.display = display }

    /// The secret and nothing else, so `TOKEN=$(threads token create NAME)` keeps exactly it.
    public func presentCreateToken(_ response: Tokens.CreateToken.Response) {
        display.displayCreateToken(Tokens.CreateToken.ViewModel(lines: [.plain(response.secret)]))
    }

    public func presentListTokens(_ response: Tokens.ListTokens.Response) {
        guard !response.tokens.isEmpty else {
            return display.displayListTokens(Tokens.ListTokens.ViewModel(lines: [.plain("No tokens.")]))
        }
        let header = ["NAME", "PERSON", "SCOPE", "CREATED", "LAST USED"]
        let rows = response.tokens.map { token in
            [token.name, token.person.name, token.scope.rawValue, Timestamp.format(token.createdAt), token.lastUsedAt.map(Timestamp.format) ?? "never"]
        }
        // Every column but the last is padded to its widest cell, so the columns line up.
        let widths = (0..<header.count - 1).map { column in
            ([header] + rows).map { DisplayWidth.of($0[column]) }.max() ?? 0
        }
        func cells(_ row: [String]) -> [String] {
            row.enumerated().map { column, text in column < widths.count ? DisplayWidth.pad(text, to: widths[column]) : text }
        }
        var lines = [StyledLine([StyledSpan(cells(header).joined(separator: "  "), .dim)])]
        for row in rows {
            let padded = cells(row)
            lines.append(StyledLine([StyledSpan(padded[0], .heading), StyledSpan("  " + padded.dropFirst().joined(separator: "  "))]))
        }
        display.displayListTokens(Tokens.ListTokens.ViewModel(lines: lines))
    }

    public func presentRevokeToken(_ response: Tokens.RevokeToken.Response) {
        display.displayRevokeToken(Tokens.RevokeToken.ViewModel(lines: [.plain("Revoked token \(response.name).")]))
    }
}
