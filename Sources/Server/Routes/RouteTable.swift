import HTTPTypes
import Hummingbird

/// Every route of the service (docs/serve.md), as one table: the router is built from it and from
/// nothing else, so each route it takes is one of these, behind the guard its declaration built
/// (`Route`). A method a path does not take is answered from it too (405 with `Allow`), by the
/// router's own match; a test holds it to the OpenAPI document path by path, and another sends
/// every route every spelling of its path with every kind of token.
struct RouteTable: Sendable {
    /// Where a table's answers go: a program (problems as JSON) or a browser (pages).
    enum Surface: Sendable {
        case api, page
    }

    let surface: Surface
    let routes: [Route]

    static let service = RouteTable(surface: .api, routes: [
        .get("/v1/threads", token: ThreadRoutes.list),
        .write(.post, "/v1/threads", token: ThreadRoutes.start),
        .write(.post, "/v1/threads/changes", token: ThreadRoutes.change),
        .get("/v1/threads/:id", token: ThreadRoutes.show),
        .write(.patch, "/v1/threads/:id", token: ThreadRoutes.update),
        .write(.post, "/v1/threads/:id/messages", token: ThreadRoutes.post),
        .get("/v1/filters", token: FilterRoutes.list),
        .get("/v1/filters/:name", token: FilterRoutes.show),
        .write(.put, "/v1/filters/:name", token: FilterRoutes.save),
        .write(.delete, "/v1/filters/:name", token: FilterRoutes.delete),
        .get("/v1/tags", token: TagRoutes.list),
        .get("/v1/export", token: InterchangeRoutes.export),
        .write(.post, "/v1/import", token: InterchangeRoutes.import),
        .get("/v1/changes", token: ChangeRoutes.changes),
        .get("/v1/events", token: ChangeRoutes.events),
        .get("/v1/stats", token: InboxRoutes.stats),
        .get("/v1/health", open: InboxRoutes.health),
        .get("/v1/openapi.json", open: InboxRoutes.document),
        // new-use-case adds routes above this line
    ])

    /// The methods routes of this pattern take, in the table's order.
    func methods(of path: String) -> [HTTPRequest.Method] {
        routes.filter { $0.path == path }.map(\.method)
    }

    /// Each pattern once, in the table's order.
    var paths: [String] {
        var seen = Set<String>()
        return routes.map(\.path).filter { seen.insert($0).inserted }
    }

    /// The methods a router is asked for that no route of a path may take: each is answered 405.
    /// QUERY (a safe method with a body, an IETF draft) is one clients and fuzzers already send.
    static let otherMethods: [HTTPRequest.Method] = [.get, .head, .post, .put, .patch, .delete, .options, .trace]
        + [HTTPRequest.Method("QUERY")].compactMap { $0 }

    /// The route's responder with what this surface puts around every answer.
    func framed(_ responder: @escaping Route.Responder) -> Route.Responder {
        switch surface {
        case .api: responder
        case .page: PageFrame.framed(responder)
        }
    }

    /// 405 for `method` on `path`, naming the methods it takes.
    func methodNotAllowed(_ path: String) -> Route.Responder {
        let allowed = methods(of: path)
        return framed { request, _, _ in throw Problem.methodNotAllowed(request.method, allowed: allowed) }
    }
}
