import Domain
import Foundation
import HTTPTypes
import Hummingbird

/// Signed-in browsers (docs/web.md). A session is a random id in an `HttpOnly`, `SameSite=Strict`
/// cookie, kept here with the grant of the token that started it and its CSRF token. Kept in the
/// server's memory, whatever the store: signing out, the server stopping, or its token's revoke
/// ends it, and a copy of the cookie is then worth nothing.
///
/// Bounded: a session lasts `lifetime` from its sign-in, expired ones are swept on the next
/// sign-in (at most once a minute), and a token has at most `perToken` at once, its oldest
/// ended first, so no client can grow the server by signing in again and again.
actor PageSessions {
    struct Session: Sendable {
        /// What the token that started it granted, and which token that was.
        var grant: TokenGrant
        /// Every form of this session posts it back.
        var csrf: String
        var expires: Date
    }

    static let cookie = "threads_session"
    /// The sign-in form's own CSRF token, before there is a session (`/signin` only).
    static let signInCookie = "threads_signin"
    /// How long a session lasts from its sign-in.
    static let lifetime = 12 * 60 * 60
    /// The most sessions one token may have at once.
    static let perToken = 100
    /// How often a sign-in sweeps out expired sessions.
    static let sweepInterval: TimeInterval = 60

    private var sessions: [String: Session] = [:]
    /// Each token's sessions, oldest first.
    private var byToken: [TokenID: [String]] = [:]
    private var swept = Date.distantPast
    private let now: @Sendable () -> Date

    init(now: @escaping @Sendable () -> Date = Date.init) {
        self.now = now
    }

    /// A new session under a new id: never the id a browser sent, so a cookie planted before
    /// sign-in (session fixation) is never signed in.
    func start(_ grant: TokenGrant) -> (id: String, session: Session) {
        let time = now()
        if time.timeIntervalSince(swept) >= Self.sweepInterval { sweep(at: time) }
        let id = Base64URL.random(count: 32), session = Session(grant: grant, csrf: Base64URL.random(count: 32),
                                                                     expires: time.addingTimeInterval(TimeInterval(Self.lifetime)))
        sessions[id] = session
        byToken[grant.token, default: []].append(id)
        while let ids = byToken[grant.token], ids.count > Self.perToken { end(ids[0]) }
        return (id, session)
    }

    /// The session of this id while it lasts; an expired one ends here.
    func session(_ id: String) -> Session? {
        guard let session = sessions[id] else { return nil }
        guard session.expires > now() else {
            end(id)
            return nil
        }
        return session
    }

    func end(_ id: String) {
        guard let session = sessions.removeValue(forKey: id) else { return }
        byToken[session.grant.token]?.removeAll { $0 == id }
        if byToken[session.grant.token]?.isEmpty == true { byToken[session.grant.token] = nil }
    }

    /// Ends every session of a token (it was revoked).
    func end(token: TokenID) {
        for id in byToken.removeValue(forKey: token) ?? [] { sessions[id] = nil }
    }

    /// How many sessions are kept now, expired ones not yet swept included.
    var count: Int { sessions.count }

    private func sweep(at time: Date) {
        swept = time
        for (id, session) in sessions where session.expires <= time { end(id) }
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
