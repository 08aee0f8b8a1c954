import Domain
import Hummingbird

/// A signed-in browser on a page, as the guard found it: its session, whose token still stands.
struct PageVisit: Sendable {
    let id: String
    let session: PageSessions.Session

    fileprivate init(id: String, session: PageSessions.Session) {
        self.id = id
        self.session = session
    }

    /// Whom the session speaks for: the person of the token it was signed in with.
    var person: Person { session.grant.person }

    /// The proof a page needs to change the inbox on its own (opening a thread marks it read):
    /// only a read-write session has one.
    var writer: PageWriter? { session.grant.allows(.readWrite) ? PageWriter() : nil }
}

/// That a read-write session asked: made only here.
struct PageWriter: Sendable {
    fileprivate init() {}
}

/// A page's form that changes the inbox: a read-write session's, its CSRF token checked.
struct PageWrite: Sendable {
    let visit: PageVisit
    let form: PageForm
    let writer: PageWriter
}

/// A page's form of any session (signing out), its CSRF token checked.
struct PagePost: Sendable {
    let visit: PageVisit
    let form: PageForm

    fileprivate init(visit: PageVisit, form: PageForm) {
        self.visit = visit
        self.form = form
    }
}

/// The sign-in form, its CSRF token checked against the form's cookie; the session the browser
/// still had, if any, to end when a new one starts.
struct SignInPost: Sendable {
    let form: PageForm
    let previous: PageVisit?

    fileprivate init(form: PageForm, previous: PageVisit?) {
        self.form = form
        self.previous = previous
    }
}

/// The guard of the page's routes (`Route.Access.session` and `.signInForm`), in the order that
/// reads nothing for a stranger: the session from its cookie, its token asked again (a revoke or
/// an expiry signs it out here, on its first request after), the scope the route needs, and only
/// then the form's body, at most `maxForm` bytes, with its CSRF token.
enum SessionGuard {
    /// The largest form a page posts: a reply is the only long field.
    static let maxForm = 64 * 1024

    static func visit(_ request: Request, _ scenes: Scenes) async throws -> PageVisit {
        guard let visit = try await found(request, scenes) else { throw SignInFirst(request) }
        return visit
    }

    static func write(_ request: inout Request, _ scenes: Scenes) async throws -> PageWrite {
        guard let visit = try await found(request, scenes) else { throw SignInFirst(request) }
        guard let writer = visit.writer else { throw Problem.readOnlySession }
        return PageWrite(visit: visit, form: try await form(&request, csrf: visit.session.csrf, scenes), writer: writer)
    }

    static func post(_ request: inout Request, _ scenes: Scenes) async throws -> PagePost {
        guard let visit = try await found(request, scenes) else { throw SignInFirst(request) }
        return PagePost(visit: visit, form: try await form(&request, csrf: visit.session.csrf, scenes))
    }

    static func signIn(_ request: inout Request, _ scenes: Scenes) async throws -> SignInPost {
        // No form cookie, no reading: the form this post claims to come from was never shown.
        guard let expected = request.cookies[PageSessions.signInCookie]?.value, !expected.isEmpty else { throw Problem.formToken }
        let previous = try await found(request, scenes)
        return SignInPost(form: try await form(&request, csrf: expected, scenes), previous: previous)
    }

    /// The session the request's cookie names, while it lasts and its token stands; a session
    /// whose token was revoked ends here, with every other session of that token.
    private static func found(_ request: Request, _ scenes: Scenes) async throws -> PageVisit? {
        guard let id = request.cookies[PageSessions.cookie]?.value, let session = await scenes.sessions.session(id) else { return nil }
        guard try await CheckTokenGrant(tokens: scenes.environment.tokens, clock: scenes.environment.clock)(session.grant) != nil else {
            await scenes.sessions.end(token: session.grant.token)
            return nil
        }
        return PageVisit(id: id, session: session)
    }

    /// The posted form, read only now, checked against `csrf` in constant time.
    private static func form(_ request: inout Request, csrf: String, _ scenes: Scenes) async throws -> PageForm {
        let form = try await PageForm.read(&request, limit: maxForm)
        guard let given = form.csrf, PageSessions.same(given, csrf) else { throw Problem.formToken }
        return form
    }
}

/// A page asked without a session that stands: a look goes to the sign-in form; a post, which
/// would lose what it carried, is refused (403) in words. Either clears a cookie the browser
/// still sends for a session that ended.
struct SignInFirst: Error {
    let post: Bool
    let staleCookie: Bool

    init(_ request: Request) {
        post = request.method != .get && request.method != .head
        staleCookie = request.cookies[PageSessions.cookie] != nil
    }
}
