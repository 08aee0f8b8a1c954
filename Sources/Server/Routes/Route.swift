import Domain
import HTTPTypes
import Hummingbird

/// One route of the service: its method and path, who may take it, and its handler behind the
/// guard that says so. The constructors below are the only way to make a route, and each builds
/// the guard its access needs around the handler, so the router (which registers `responder` and
/// nothing else) can reach a handler only through its guard, whatever spelling of a path brought
/// the request there: the decision is made on the route the router took, never on a second
/// reading of the path.
///
/// What the guard found reaches the handler as a value that cannot be absent: a write's handler
/// takes a `Writer` (the API) or a `PageWrite` (the page), which only a read-write grant makes.
/// A route that changes anything cannot be declared without saying so: its constructor's name
/// and its handler's type are a write's.
struct Route: Sendable {
    /// Who may take a route.
    enum Access: Sendable, Equatable {
        /// Anyone: `/v1/health`, `/v1/openapi.json`, the sign-in form, the page's assets.
        case open
        /// A bearer token (`Authorization`) whose scope covers this one.
        case token(TokenScope)
        /// A signed-in page session whose token still stands and covers this scope; a post also
        /// carries the session's CSRF token.
        case session(TokenScope)
        /// The sign-in form's post: the CSRF token of the form's own cookie, no session yet.
        case signInForm
    }

    typealias Responder = @Sendable (Request, ServiceContext, Scenes) async throws -> Response
    /// A handler, given what its route's guard found (`Found`).
    typealias Handler<Found> = @Sendable (Request, ServiceContext, Found, Scenes) async throws -> Response

    let method: HTTPRequest.Method
    /// Hummingbird's pattern: `/v1/threads/:id`.
    let path: String
    let access: Access
    /// The handler behind its guard.
    let responder: Responder

    /// Private: a route is made by a constructor of its access, which puts the guard around it.
    private init(method: HTTPRequest.Method, path: String, access: Access, responder: @escaping Responder) {
        self.method = method
        self.path = path
        self.access = access
        self.responder = responder
    }

    /// Whether the route changes anything: every method but `GET`'s.
    var writes: Bool { method != .get }

    /// The methods a write may take.
    enum WriteMethod: Sendable {
        case post, put, patch, delete

        var method: HTTPRequest.Method {
            switch self {
            case .post: .post
            case .put: .put
            case .patch: .patch
            case .delete: .delete
            }
        }
    }
}

extension Route {
    /// A `GET` anyone may take.
    static func get(_ path: String, open handler: @escaping Handler<Void>) -> Route {
        Route(method: .get, path: path, access: .open) { request, context, scenes in try await handler(request, context, (), scenes) }
    }

    /// A `GET` of the API: any token that stands.
    static func get(_ path: String, token handler: @escaping Handler<Caller>) -> Route {
        Route(method: .get, path: path, access: .token(.readOnly)) { request, context, scenes in
            try await handler(request, context, try await TokenGuard.caller(request, scenes), scenes)
        }
    }

    /// A write of the API: a read-write token, checked before the body is read.
    static func write(_ method: WriteMethod, _ path: String, token handler: @escaping Handler<Writer>) -> Route {
        Route(method: method.method, path: path, access: .token(.readWrite)) { request, context, scenes in
            try await handler(request, context, try await TokenGuard.writer(request, scenes), scenes)
        }
    }

    /// A page a signed-in browser may see: any session whose token stands.
    static func get(_ path: String, session handler: @escaping Handler<PageVisit>) -> Route {
        Route(method: .get, path: path, access: .session(.readOnly)) { request, context, scenes in
            try await handler(request, context, try await SessionGuard.visit(request, scenes), scenes)
        }
    }

    /// A page's form that changes the inbox: a read-write session, then its form with the
    /// session's CSRF token (read only once the session allows it).
    static func post(_ path: String, session handler: @escaping Handler<PageWrite>) -> Route {
        Route(method: .post, path: path, access: .session(.readWrite)) { request, context, scenes in
            var request = request
            return try await handler(request, context, try await SessionGuard.write(&request, scenes), scenes)
        }
    }

    /// A page's form that changes only the session (signing out): any session, then its form
    /// with the session's CSRF token.
    static func post(_ path: String, anySession handler: @escaping Handler<PagePost>) -> Route {
        Route(method: .post, path: path, access: .session(.readOnly)) { request, context, scenes in
            var request = request
            return try await handler(request, context, try await SessionGuard.post(&request, scenes), scenes)
        }
    }

    /// The sign-in form's post: read only with the form's own cookie, checked against it.
    static func post(_ path: String, signIn handler: @escaping Handler<SignInPost>) -> Route {
        Route(method: .post, path: path, access: .signInForm) { request, context, scenes in
            var request = request
            return try await handler(request, context, try await SessionGuard.signIn(&request, scenes), scenes)
        }
    }
}
