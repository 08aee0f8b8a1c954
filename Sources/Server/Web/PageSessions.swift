import Domain
import Foundation
import HTTPTypes
import Hummingbird

/// Signed-in browsers (docs/web.md). A session is a random id in an `HttpOnly`, `SameSite=Strict`
/// cookie, kept here with the scope of the token that started it and its CSRF token. Kept in the
/// server's memory, whatever the store: signing out, or the server stopping, ends it, and a copy
/// of the cookie is then worth nothing.
struct PageSessions: Sendable {
    struct Session: Codable, Sendable {
        /// The token's scope: `read-write` or `read-only`.
        var scope: String
        /// Every form of this session posts it back.
        var csrf: String

        var mayWrite: Bool { scope == TokenScope.readWrite.rawValue }
    }

    static let cookie = "threads_session"
    /// The sign-in form's own CSRF token, before there is a session (`/signin` only).
    static let signInCookie = "threads_signin"
    /// How long a session lasts from its sign-in.
    static let lifetime = 12 * 60 * 60

    private let storage = MemoryPersistDriver()

    /// A new session under a new id: never the id a browser sent, so a cookie planted before
    /// sign-in (session fixation) is never signed in.
    func start(scope: TokenScope) async throws -> (id: String, session: Session) {
        let id = Self.randomToken(), session = Session(scope: scope.rawValue, csrf: Self.randomToken())
        try await storage.create(key: id, value: session, expires: .seconds(Self.lifetime))
        return (id, session)
    }

    /// The session `request`'s cookie names, while it lasts.
    func session(for request: Request) async throws -> (id: String, session: Session)? {
        guard let id = request.cookies[Self.cookie]?.value, !id.isEmpty, id.count <= 64 else { return nil }
        return try await storage.get(key: id, as: Session.self).map { (id, $0) }
    }

    func end(_ id: String) async throws { try await storage.remove(key: id) }

    /// 32 bytes from the system's secure generator, base64url without padding.
    static func randomToken() -> String {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        return Data(bytes).base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    /// Equal, compared in time that does not depend on where they differ.
    static func same(_ given: String, _ expected: String) -> Bool {
        let a = Array(given.utf8), b = Array(expected.utf8)
        guard a.count == b.count else { return false }
        return zip(a, b).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
    }

    /// The cookie that carries `value` (empty and expired, to clear it), `Secure` when the
    /// request came over TLS, or through a TLS proxy that says so (a client that forges
    /// `X-Forwarded-Proto` only makes its own cookie stricter).
    static func cookie(_ name: String, _ value: String, maxAge: Int, path: String = "/", for request: Request) -> Cookie {
        let secure = request.head.scheme == "https" || request.headers[forwardedProto]?.lowercased() == "https"
        return Cookie(name: name, value: value, maxAge: maxAge, path: path, secure: secure, httpOnly: true, sameSite: .strict)
    }

    static let forwardedProto = HTTPField.Name("X-Forwarded-Proto")!
}
