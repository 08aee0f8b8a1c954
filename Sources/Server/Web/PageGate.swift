import Domain
import HTTPTypes
import Hummingbird
import Presentation
import Words

/// The page's side of the server (docs/web.md), before any page route: its security headers on
/// every answer; the session from the cookie, or the way to sign in; a posted form read once and
/// let through only with the session's CSRF token (the sign-in form: its cookie's); a write only
/// from a read-write session; and any failure as a page, with the API's status and words.
struct PageGate: RouterMiddleware {
    typealias Context = ServiceContext
    let sessions: PageSessions
    /// The largest form body taken.
    let maxBody: Int

    /// Scripts and styles from this server alone, no inline script, no framing, forms posting
    /// only here; no sniffing a type; no address sent to another site. (Hummingbird's
    /// `ContentSecurityMiddleware` sends the same, but for every route of the router it is on.)
    static let security: HTTPFields = [
        .contentSecurityPolicy: ContentSecurityPolicy(arrayLiteral: 
            .defaultSrc(.self), .scriptSrc(.self), .styleSrc(.self), .imgSrc(.self), .connectSrc(.self), .objectSrc(.none),
            .baseURI(.none), .formAction(.self), .frameAncestors(.none)
        ).description,
        .xContentTypeOptions: "nosniff",
        HTTPField.Name("Referrer-Policy")!: "same-origin",
    ]
    /// The page paths a browser may ask for without a session.
    static let openPaths: Set<String> = ["/signin", "/assets/:file"]

    func handle(_ request: Request, context: ServiceContext, next: @concurrent (Request, ServiceContext) async throws -> Response) async throws -> Response {
        // Every path outside the API's is the page's: an unknown one is a page saying so.
        guard !request.uri.path.hasPrefix("/v1/") else { return try await next(request, context) }
        let pattern = RouteTable.pages.pattern(for: request.uri.path)
        var response = try await guarded(request, context, open: pattern.map(Self.openPaths.contains), next: next)
        response.headers.append(contentsOf: Self.security)
        return response
    }

    /// `open`: whether the route may be asked without a session; nil for a path no route has.
    private func guarded(_ request: Request, _ context: ServiceContext, open: Bool?,
                         next: @concurrent (Request, ServiceContext) async throws -> Response) async throws -> Response {
        var request = request, context = context
        let found = try await sessions.session(for: request)
        do {
            guard let open else { throw HTTPError(.notFound) }
            if request.method == .post {
                let form = try await PageForm.read(&request, limit: maxBody)
                let expected = open ? request.cookies[PageSessions.signInCookie]?.value : found?.session.csrf
                guard let expected, let given = form.csrf, PageSessions.same(given, expected) else {
                    throw found == nil && !open ? Problem.signedOut : Problem.formToken
                }
                if !open, let found, !found.session.mayWrite, request.uri.path != "/signout" { throw Problem.readOnlySession }
                context.form = form
            }
            if let found { (context.session, context.sessionID) = (found.session, found.id) }
            guard open || found != nil else {
                guard request.method == .get || request.method == .head else { throw Problem.signedOut }
                return PageAnswer.seeOther("/signin")
            }
            return try await next(request, context)
        } catch {
            return PageAnswer.problem(try Self.problem(error, path: request.uri.path, context: context), forms: HTMLForms(csrf: found?.session.csrf))
        }
    }

    /// The API's problem for `error`: its status and words.
    private static func problem(_ error: any Error, path: String, context: ServiceContext) throws -> Problem {
        switch error {
        case let problem as Problem: return problem
        case let error as ThreadsError: return Problem(error)
        case let error as HTTPError where error.status == .notFound: return Problem(.notFound, "not-found", ServiceWords.noPage(path))
        case let error as HTTPError: return Problem(error.status, "http", error.body ?? error.status.reasonPhrase)
        case is CancellationError: throw CancellationError()
        default:
            context.logger.error("unexpected error", metadata: ["error": "\(String(describing: error).prefix(200))"])
            return Problem(.internalServerError, "internal", "")
        }
    }
}
