import Domain
import Hummingbird

/// What one request carries between the service's middleware and its route: who asked (the
/// token's scope, once the gate has let it through) and the request's id for the log.
public struct ServiceContext: RequestContext {
    public var coreContext: CoreRequestContextStorage
    /// Set by the gate; nil on the open routes.
    public var scope: TokenScope?
    /// `X-Request-Id` as the client sent it, or one made here; echoed on the response.
    public var requestID = ""
    /// A page's signed-in session and its id, set by `PageGate`; nil on the API's routes.
    var session: PageSessions.Session?
    var sessionID: String?
    /// A page's posted form, read and checked by `PageGate` before the route.
    var form: PageForm?

    public init(source: Source) {
        coreContext = .init(source: source)
    }
}
