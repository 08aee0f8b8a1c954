import Domain
import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import Presentation
import ServiceLifecycle

/// The change log over HTTP: what changed since a state (JMAP's `/changes`), and a stream of
/// every change as it is committed.
enum ChangeRoutes {
    /// `GET /v1/changes?since=STATE`: `{"state","changed":[ids]}`; without `since`, the state
    /// alone. 400 for a state that is not one, 410 for one this database cannot answer from.
    @Sendable static func changes(_ request: Request, _ context: ServiceContext, _ caller: Caller, _ scenes: Scenes) async throws -> Response {
        let parameters = try RequestParameters(request: request, context: context).query(allowing: ["since"])
        let view = ResponseView()
        try await scenes.changes(view, as: caller.person).listChanges(Changes.ListChanges.Request(since: parameters["since"]))
        return JSONAnswer.response(view.text, to: request)
    }

    /// `GET /v1/events`: `text/event-stream`, a `change` event for each change committed (from
    /// the broadcaster), a comment every 15 s while quiet. A client that sends `Last-Event-ID`
    /// first gets what changed since that state, or a `reset` event when this database cannot
    /// answer from it. A client too slow to take every event gets what it missed merged into its
    /// next one: the stream holds a state, never a queue. It ends when the client goes or the
    /// server shuts down, or within a second of its token's revoke (`ChangeBroadcaster`).
    @Sendable static func events(_ request: Request, _ context: ServiceContext, _ caller: Caller, _ scenes: Scenes) async throws -> Response {
        try stream(request, context, grant: caller.grant, scenes)
    }

    /// `GET /events`: the same stream for a signed-in page, ended by its session's token's revoke.
    @Sendable static func pageEvents(_ request: Request, _ context: ServiceContext, _ visit: PageVisit, _ scenes: Scenes) async throws -> Response {
        try stream(request, context, grant: visit.session.grant, scenes)
    }

    private static func stream(_ request: Request, _ context: ServiceContext, grant: TokenGrant, _ scenes: Scenes) throws -> Response {
        _ = try RequestParameters(request: request, context: context).query(allowing: [])
        let resume = request.headers[lastEventID]
        let headers: HTTPFields = [.contentType: "text/event-stream", .cacheControl: "no-store", xAccelBuffering: "no"]
        return Response(status: .ok, headers: headers, body: ResponseBody { writer in
            let (id, signals, now) = await scenes.events.subscribe(scenes, grant: grant)
            var listener = EventListener(person: grant.person, delivered: resume ?? now)
            do {
                try await writer.write(ByteBuffer(string: EventFrame.opened))
                if resume != nil, let frame = await listener.catchUp(scenes) {
                    try await writer.write(ByteBuffer(string: frame))
                }
                // A server stopping ends the stream, so the request in flight can finish.
                try await withGracefulShutdownHandler {
                    for await signal in signals {
                        // The write waits while the client is slow to read; wakes meanwhile
                        // fold into one, and the next catch-up brings everything since.
                        if let frame = await listener.catchUp(scenes) {
                            try await writer.write(ByteBuffer(string: frame))
                        } else if signal == .keepAlive {
                            try await writer.write(ByteBuffer(string: EventFrame.keepAlive))
                        }
                    }
                } onGracefulShutdown: {
                    Task { await scenes.events.unsubscribe(id) }
                }
            } catch {
                // The client went away, or the server is stopping: either way this stream is over.
            }
            await scenes.events.unsubscribe(id)
            try? await writer.finish(nil)
        })
    }

    /// The change log's state now, as `/v1/changes` and a list page give it.
    static func state(_ scenes: Scenes) async throws -> String {
        let view = ResponseView()
        try await scenes.changes(view, as: nil).listChanges(Changes.ListChanges.Request())
        guard let state = view.changeLog?.state else { throw Problem(.internalServerError, "internal", "") }
        return state
    }

    static let lastEventID = HTTPField.Name("Last-Event-ID")!
    /// Tells nginx not to buffer the stream (docs/serve.md, behind a proxy).
    static let xAccelBuffering = HTTPField.Name("X-Accel-Buffering")!
}
