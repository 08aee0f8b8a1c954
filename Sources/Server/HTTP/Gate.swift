import Domain
import HTTPTypes
import Hummingbird

/// Lets a request through to its route only with a token that may do what the route does:
/// none for the open routes, any for a read, a read-write one for a write. The secret goes to
/// `AuthenticateToken` and nowhere else: never into a log line, an error or a response.
struct Gate: RouterMiddleware {
    typealias Context = ServiceContext
    let authenticate: AuthenticateToken

    func handle(_ request: Request, context: ServiceContext, next: @concurrent (Request, ServiceContext) async throws -> Response) async throws -> Response {
        // Paths outside the API's are the page's, behind a gate of sessions, not tokens (`PageGate`).
        guard request.uri.path.hasPrefix("/v1/"), !RouteTable.openPaths.contains(request.uri.path) else {
            return try await next(request, context)
        }
        guard let header = request.headers[.authorization], header.count > 7, header.prefix(7).lowercased() == "bearer " else {
            throw Problem.unauthorized
        }
        guard let scope = try await authenticate(secret: String(header.dropFirst(7)).trimmingCharacters(in: .whitespaces)) else {
            throw Problem.unknownToken
        }
        if scope == .readOnly && ![.get, .head].contains(request.method) {
            // A method the path does not take is a 405 whatever the token.
            guard RouteTable.service.methods(for: request.uri.path).contains(request.method) else { return try await next(request, context) }
            throw Problem.readOnly
        }
        var context = context
        context.scope = scope
        return try await next(request, context)
    }
}
