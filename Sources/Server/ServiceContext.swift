import Domain
import Hummingbird

/// What one request carries between the service's middleware and its route: the request's id for
/// the log. Who asked is not here: a route's guard hands it to the handler (`Route`).
public struct ServiceContext: RequestContext {
    public var coreContext: CoreRequestContextStorage
    /// `X-Request-Id` as the client sent it, or one made here; echoed on the response.
    public var requestID = ""

    public init(source: Source) {
        coreContext = .init(source: source)
    }
}
