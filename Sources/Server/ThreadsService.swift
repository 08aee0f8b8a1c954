import Domain
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore

/// The HTTP service (docs/serve.md): the router over every route of `RouteTable`, each behind
/// its own guard, with the request log, the problem answers and CORS when asked around them all;
/// and the application that serves it with the contract's limits on connections.
public enum ThreadsService {
    /// The router alone, for a test in process or the application below. Every route comes
    /// from `RouteTable.service` and `RouteTable.pages`, behind the guard its declaration built,
    /// and each method a path does not take is a 405 of that path's: what the router does not
    /// match is a 404 that nothing was read for.
    public static func router(_ environment: ServerEnvironment, log: @escaping @Sendable (String) -> Void) -> Router<ServiceContext> {
        let router = Router(context: ServiceContext.self)
        router.middlewares.add(RequestLog(json: environment.settings.jsonLog, write: log))
        // CORS outside the problem answers: it then only ever sees a finished response, whatever
        // went wrong inside, and adds its headers to it. Inside, it wrapped every error thrown
        // past it in an error of its own, which no longer said what it was: each became a 500.
        if let origin = environment.settings.corsOrigin {
            router.middlewares.add(CORSMiddleware(
                allowOrigin: .custom(origin), allowHeaders: [.accept, .authorization, .contentType, .ifNoneMatch, RequestLog.requestID],
                allowMethods: [.get, .post, .put, .patch, .delete, .head, .options],
                exposedHeaders: ["ETag", "Location", "X-Request-Id", "Retry-After"], maxAge: .seconds(600)))
        }
        router.middlewares.add(ProblemMiddleware())
        let scenes = Scenes(environment: environment, logger: logger(environment.settings, log: log))
        for table in [RouteTable.service, RouteTable.pages] {
            for route in table.routes {
                let responder = table.framed(route.responder)
                router.on(RouterPath(route.path), method: route.method) { request, context in try await responder(request, context, scenes) }
            }
            for path in table.paths {
                let refuse = table.methodNotAllowed(path)
                for method in RouteTable.otherMethods where !table.methods(of: path).contains(method) {
                    router.on(RouterPath(path), method: method) { request, context in try await refuse(request, context, scenes) }
                }
            }
        }
        return router
    }

    /// The server on `host`:`port` (0 picks one); `onListening` gets the port it bound once the
    /// socket accepts. Idle keep-alive connections close after 60 s; a request's line and headers
    /// must arrive within 10 s and 16 KiB (`HeadGuard`), its body at a steady pace
    /// (`BodyDeadline`); past `maxConnections` open at once, a connection is answered 503.
    public static func application(_ environment: ServerEnvironment, host: String, port: Int, log: @escaping @Sendable (String) -> Void,
                                   onListening: @escaping @Sendable (Int) async -> Void) -> some ApplicationProtocol {
        // The head guard answers 431 past 16 KiB; the parser's own limits sit above it.
        var decoder = HTTP1Channel.Configuration.DecoderConfiguration()
        decoder.maxHeaderListSize = 32 * 1024
        decoder.maxHeaderFieldSize = 32 * 1024
        let settings = environment.settings
        let http1 = HTTP1Channel.Configuration(
            additionalChannelHandlers: [EarlyAnswer(), BodyDeadline(grace: settings.bodyGrace, minimumRate: settings.minimumBodyRate)],
            idleTimeout: .seconds(60), httpDecoderConfiguration: decoder)
        let connections = ConnectionCount(limit: settings.maxConnections)
        return Application(
            router: router(environment, log: log),
            server: HTTPServerBuilder { responder in
                // Each connection's task runs on its socket's event loop: no thread handoff per
                // request (EventLoopExecutor.swift has the measurements).
                EventLoopChildChannel(inner: GuardedHTTP1Channel(
                    inner: HTTP1Channel(responder: responder, configuration: http1), deadline: .seconds(10), limit: 16 * 1024,
                    connections: connections))
            },
            configuration: ApplicationConfiguration(address: .hostname(host, port: port), serverName: nil),
            onServerRunning: { channel in await onListening(channel.localAddress?.port ?? port) },
            logger: logger(environment.settings, log: log))
    }

    /// Hummingbird's own log, and each request's `context.logger`: its errors (a channel that
    /// could not be set up, an error no route foresaw) go where the request log goes.
    public static func logger(_ settings: ServerSettings, log: @escaping @Sendable (String) -> Void) -> Logger {
        Logger(label: "threads-server") { _ in ServiceLogHandler(json: settings.jsonLog, write: log) }
    }
}
