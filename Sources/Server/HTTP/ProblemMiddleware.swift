import Domain
import HTTPTypes
import Hummingbird
import Logging
import Words

/// Turns whatever a route of the API throws into a problem answer: a domain error by its kind,
/// anything unforeseen as 500 with no detail (the log line has the request id to find it by). A
/// path the router matched no route for is a 404: a problem under `/v1/`, a page elsewhere (the
/// page's own routes answer their failures as pages already, `PageFrame`).
struct ProblemMiddleware: RouterMiddleware {
    typealias Context = ServiceContext

    func handle(_ request: Request, context: ServiceContext, next: @concurrent (Request, ServiceContext) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let problem as Problem {
            return problem.response()
        } catch let error as ThreadsError {
            return Problem.answering(error, logger: context.logger).response()
        } catch let error as HTTPError where error.status == .notFound {
            guard request.uri.path.hasPrefix("/v1/") else {
                var page = PageAnswer.problem(Problem(.notFound, "not-found", ServiceWords.noPage(request.uri.path)), forms: .none)
                page.headers.append(contentsOf: PageFrame.security)
                return page
            }
            return Problem.notFound(request.uri.path).response()
        } catch let error as HTTPError {
            return Problem(error.status, "http", error.body ?? error.status.reasonPhrase).response()
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            context.logger.error("unexpected error", metadata: ["error": "\(String(describing: error).prefix(200))"])
            return Problem(.internalServerError, "internal", "").response()
        }
    }
}
