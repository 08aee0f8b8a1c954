import Domain
import HTTPTypes
import Hummingbird
import Logging

/// Turns whatever a route throws into a problem answer: a domain error by its kind, a body over
/// a path without the method as 405 with `Allow`, anything unforeseen as 500
/// with no detail (the log line has the request id to find it by).
struct ProblemMiddleware: RouterMiddleware {
    typealias Context = ServiceContext
    let routes: RouteTable

    func handle(_ request: Request, context: ServiceContext, next: @concurrent (Request, ServiceContext) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let problem as Problem {
            return problem.response()
        } catch let error as ThreadsError {
            return Problem(error).response()
        } catch let error as HTTPError where error.status == .notFound {
            let allowed = routes.methods(for: request.uri.path)
            guard !allowed.isEmpty else { return Problem.notFound(request.uri.path).response() }
            return Problem.methodNotAllowed(request.method, allowed: allowed).response()
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
