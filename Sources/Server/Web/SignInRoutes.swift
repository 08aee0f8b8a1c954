import Domain
import HTTPTypes
import Hummingbird
import Presentation

/// Signing in with a token and out again (docs/web.md). The sign-in form has no session to take
/// a CSRF token from: it carries the one of a short-lived cookie of its own, checked by
/// `SessionGuard.signIn` before the form is read.
enum SignInRoutes {
    /// How long a sign-in form may wait before it is posted.
    static let formLifetime = 60 * 60

    /// `GET /signin`: the form, with a fresh form cookie.
    @Sendable static func form(_ request: Request, _ context: ServiceContext, _: Void, _ scenes: Scenes) async throws -> Response {
        _ = try RequestParameters(request: request, context: context).query(allowing: [])
        return signInPage(request, refused: false)
    }

    /// `POST /signin` (`token=`): a known token starts a session under a new id and goes to the
    /// list; any other is refused on the form (401), and no session starts.
    @Sendable static func signIn(_ request: Request, _ context: ServiceContext, _ post: SignInPost, _ scenes: Scenes) async throws -> Response {
        let secret = (post.form.token ?? "").trimmingCharacters(in: .whitespaces)
        guard !secret.isEmpty, let grant = try await AuthenticateToken(tokens: scenes.environment.tokens, clock: scenes.environment.clock)(secret: secret) else {
            return signInPage(request, refused: true)
        }
        if let old = post.previous { await scenes.sessions.end(old.id) }
        let started = await scenes.sessions.start(grant)
        var response = PageAnswer.seeOther("/")
        response.setCookie(PageSessions.cookie(PageSessions.cookie, started.id, maxAge: PageSessions.lifetime, for: request))
        response.setCookie(PageSessions.cookie(PageSessions.signInCookie, "", maxAge: 0, path: "/signin", for: request))
        return response
    }

    /// `POST /signout`: the session ends on the server, and its cookie is cleared.
    @Sendable static func signOut(_ request: Request, _ context: ServiceContext, _ post: PagePost, _ scenes: Scenes) async throws -> Response {
        await scenes.sessions.end(post.visit.id)
        var response = PageAnswer.seeOther("/signin")
        response.setCookie(PageSessions.cookie(PageSessions.cookie, "", maxAge: 0, for: request))
        return response
    }

    private static func signInPage(_ request: Request, refused: Bool) -> Response {
        let csrf = Base64URL.random(count: 32)
        var response = PageAnswer.page(.signin, main: HTMLPage.signIn(csrf: csrf, refused: refused), forms: .none,
                                       status: refused ? .unauthorized : .ok)
        response.setCookie(PageSessions.cookie(PageSessions.signInCookie, csrf, maxAge: formLifetime, path: "/signin", for: request))
        return response
    }
}
