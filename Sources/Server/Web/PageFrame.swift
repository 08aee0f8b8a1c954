import Domain
import HTTPTypes
import Hummingbird
import Presentation
import Words

/// What every answer of a page route has around it, put there with the route (`RouteTable.pages`):
/// the page's security headers, and any failure as a page with the API's status, words and
/// headers (a 405's `Allow`, a 503's `Retry-After`). A page asked without a session goes to the
/// sign-in form; a post without one is refused in words.
enum PageFrame {
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

    /// `responder` with the frame around it.
    static func framed(_ responder: @escaping Route.Responder) -> Route.Responder {
        { request, context, scenes in
            var response: Response
            do {
                response = try await responder(request, context, scenes)
            } catch let refusal as SignInFirst {
                response = refusal.post ? PageAnswer.problem(.signedOut, forms: .none) : PageAnswer.seeOther("/signin")
                if refusal.staleCookie { response.setCookie(PageSessions.cookie(PageSessions.cookie, "", maxAge: 0, for: request)) }
            } catch {
                response = PageAnswer.problem(try problem(error, path: request.uri.path, context: context), forms: .none)
            }
            response.headers.append(contentsOf: security)
            return response
        }
    }

    /// The API's problem for `error`: its status, words and headers.
    static func problem(_ error: any Error, path: String, context: ServiceContext) throws -> Problem {
        switch error {
        case let problem as Problem: return problem
        case let error as ThreadsError: return Problem.answering(error, logger: context.logger)
        case let error as HTTPError where error.status == .notFound: return Problem(.notFound, "not-found", ServiceWords.noPage(path))
        case let error as HTTPError: return Problem(error.status, "http", error.body ?? error.status.reasonPhrase)
        case is CancellationError: throw CancellationError()
        default:
            context.logger.error("unexpected error", metadata: ["error": "\(String(describing: error).prefix(200))"])
            return Problem(.internalServerError, "internal", "")
        }
    }
}
