import Domain
import Foundation

/// A tokens repository for use-case and interactor tests, in the shape of
/// `SavedFiltersRepositoryDouble`: calls recorded as data, answers set by the test, anything
/// else an issue.
public final class TokensRepositoryDouble: TokensRepository, @unchecked Sendable {
    public enum Call: Equatable, Sendable {
        case createToken(APIToken, secret: String)
        case listTokens
        case revokeToken(String)
        case authenticateToken(secret: String, now: Date)
        case checkTokenGrant(TokenID, now: Date)
    }

    /// False when a token of that name exists.
    public var onCreateToken: (@Sendable (APIToken, String) throws -> Bool)?
    public var onListTokens: (@Sendable () throws -> [APIToken])?
    /// False when there was none.
    public var onRevokeToken: (@Sendable (String) throws -> Bool)?
    public var onAuthenticateToken: (@Sendable (String, Date) throws -> TokenGrant?)?
    public var onCheckTokenGrant: (@Sendable (TokenID, Date) throws -> TokenGrant?)?

    // Guarded by `lock`.
    private var log: [Call] = []
    private let lock = NSLock()
    private let site: CallSite

    public init(fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column) {
        site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    }

    public var calls: [Call] { lock.withLock { log } }

    private func answer<T>(_ call: Call, _ handler: (() throws -> T)?) throws -> T {
        lock.withLock { log.append(call) }
        guard let handler else { throw UnexpectedCall("\(call)", madeAt: site) }
        return try handler()
    }

    public func createToken(_ token: APIToken, secret: String) async throws -> Bool {
        try answer(.createToken(token, secret: secret), onCreateToken.map { handler in { try handler(token, secret) } })
    }

    public func listTokens() async throws -> [APIToken] {
        try answer(.listTokens, onListTokens)
    }

    public func revokeToken(named name: String) async throws -> Bool {
        try answer(.revokeToken(name), onRevokeToken.map { handler in { try handler(name) } })
    }

    public func authenticateToken(secret: String, now: Date) async throws -> TokenGrant? {
        try answer(.authenticateToken(secret: secret, now: now), onAuthenticateToken.map { handler in { try handler(secret, now) } })
    }

    public func checkTokenGrant(_ id: TokenID, now: Date) async throws -> TokenGrant? {
        try answer(.checkTokenGrant(id, now: now), onCheckTokenGrant.map { handler in { try handler(id, now) } })
    }
}
