import HTTPTypes
import Hummingbird

/// Every route of the service (docs/serve.md), as one table: the router is built from it, a
/// 405's `Allow` is read from it, the gate asks it which routes are open, and a test holds it to
/// the OpenAPI document path by path.
struct RouteTable: Sendable {
    typealias Handler = @Sendable (Request, ServiceContext, Scenes) async throws -> Response

    struct Route: Sendable {
        let method: HTTPRequest.Method
        /// Hummingbird's pattern: `/v1/threads/:id`.
        let path: String
        let handler: Handler
    }

    let routes: [Route]

    /// The routes anyone may call, without a token.
    static let openPaths: Set<String> = ["/v1/health", "/v1/openapi.json"]

    static let service = RouteTable(routes: [
        Route(method: .get, path: "/v1/threads", handler: ThreadRoutes.list),
        Route(method: .post, path: "/v1/threads", handler: ThreadRoutes.start),
        Route(method: .post, path: "/v1/threads/changes", handler: ThreadRoutes.change),
        Route(method: .get, path: "/v1/threads/:id", handler: ThreadRoutes.show),
        Route(method: .patch, path: "/v1/threads/:id", handler: ThreadRoutes.update),
        Route(method: .post, path: "/v1/threads/:id/messages", handler: ThreadRoutes.post),
        Route(method: .get, path: "/v1/filters", handler: FilterRoutes.list),
        Route(method: .get, path: "/v1/filters/:name", handler: FilterRoutes.show),
        Route(method: .put, path: "/v1/filters/:name", handler: FilterRoutes.save),
        Route(method: .delete, path: "/v1/filters/:name", handler: FilterRoutes.delete),
        Route(method: .get, path: "/v1/export", handler: InterchangeRoutes.export),
        Route(method: .post, path: "/v1/import", handler: InterchangeRoutes.import),
        Route(method: .get, path: "/v1/changes", handler: ChangeRoutes.changes),
        Route(method: .get, path: "/v1/events", handler: ChangeRoutes.events),
        Route(method: .get, path: "/v1/stats", handler: InboxRoutes.stats),
        Route(method: .get, path: "/v1/health", handler: InboxRoutes.health),
        Route(method: .get, path: "/v1/openapi.json", handler: InboxRoutes.document),
        // new-use-case adds routes above this line
    ])

    /// The methods the routes matching `path` take; empty when no route has that path.
    func methods(for path: String) -> [HTTPRequest.Method] {
        let segments = path.split(separator: "/", omittingEmptySubsequences: false)
        return routes.filter { Self.matches($0.path, segments) }.map(\.method)
    }

    /// The pattern of the routes matching `path` (`/threads/:id`); nil when none does.
    func pattern(for path: String) -> String? {
        let segments = path.split(separator: "/", omittingEmptySubsequences: false)
        return routes.first { Self.matches($0.path, segments) }?.path
    }

    private static func matches(_ path: String, _ segments: [Substring]) -> Bool {
        let pattern = path.split(separator: "/", omittingEmptySubsequences: false)
        return pattern.count == segments.count && zip(pattern, segments).allSatisfy { $0.hasPrefix(":") ? !$1.isEmpty : $0 == $1 }
    }
}
