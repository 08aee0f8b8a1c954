import NIOCore

/// What `threads serve`'s options set (docs/serve.md), with the contract's defaults.
public struct ServerSettings: Sendable, Equatable {
    /// The most bytes a request body may have, but for `/v1/import` (`--max-body`).
    public var maxBody: Int
    /// The most bytes an import's JSON Lines body may have.
    public var maxImportBody: Int
    /// The one origin whose pages may call the service from a browser; nil: CORS off.
    public var corsOrigin: String?
    /// One JSON object a log line instead of text (`--log-format json`).
    public var jsonLog: Bool
    /// How often the events' broadcaster reads the change log while anyone listens. A commit
    /// waits for the next read, so this bounds how late an event is: 25 ms leaves room for
    /// the CLI's start-up and the fan-out inside the 100 ms that scripts/bench-serve holds
    /// the last of 1,000 listeners to. Each read is one row when nothing changed (its CPU
    /// cost, idle with listeners, is in docs/performance.md).
    public var eventPollInterval: Duration = .milliseconds(25)
    /// How many imports may run at once; one more gets 503 with `Retry-After`. Two: one writing
    /// while the next is uploaded; the store writes one transaction at a time anyway.
    public var concurrentImports = 2
    /// How often the broadcaster asks whether the tokens its streams listen with still stand: a
    /// revoke ends their streams within this and one poll (the contract: 1 s). One indexed read
    /// per token listened with, not per stream.
    public var grantCheckInterval: Duration = .milliseconds(500)
    /// Connections open at once; one more is answered 503 with `Retry-After` and closed. Above
    /// the contract's 256 and the 1,000 event listeners `scripts/bench-serve` holds open.
    public var maxConnections = 4096
    /// How long the rest of a request has after its head, before each byte buys more time.
    public var bodyGrace: TimeAmount = .seconds(10)
    /// Bytes a second a body must keep up, on average, once its grace is spent.
    public var minimumBodyRate = 500
    /// How often an idle events stream gets a comment line, so proxies keep it open.
    public var keepAliveInterval: Duration = .seconds(15)

    public static let defaultMaxBody = 1 << 20
    public static let defaultMaxImportBody = 256 << 20

    public init(maxBody: Int = Self.defaultMaxBody, maxImportBody: Int = Self.defaultMaxImportBody, corsOrigin: String? = nil, jsonLog: Bool = false) {
        self.maxBody = maxBody
        self.maxImportBody = maxImportBody
        self.corsOrigin = corsOrigin
        self.jsonLog = jsonLog
    }
}
