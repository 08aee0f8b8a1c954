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

    public init(source: Source) {
        coreContext = .init(source: source)
    }
}
