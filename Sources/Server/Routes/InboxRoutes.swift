import Domain
import Hummingbird
import NIOCore
import Presentation

/// The inbox as a whole: its counts, whether the service can read its store, and the service's
/// own description.
enum InboxRoutes {
    /// `GET /v1/stats`: `stats --json`'s object.
    @Sendable static func stats(_ request: Request, _ context: ServiceContext, _: Caller, _ scenes: Scenes) async throws -> Response {
        let view = ResponseView()
        try await scenes.inboxReport(view).countInbox(InboxReport.CountInbox.Request())
        return JSONAnswer.response(view.text, to: request, tagged: true)
    }

    /// `GET /v1/health`: 200 with the schema version when the store answers the probe, one read
    /// that costs the same however large the inbox (a probe is polled every few seconds); 503
    /// when it cannot read.
    @Sendable static func health(_ request: Request, _ context: ServiceContext, _: Void, _ scenes: Scenes) async throws -> Response {
        let view = ResponseView()
        do {
            try await scenes.inboxReport(view).probeStore(InboxReport.ProbeStore.Request())
        } catch let error as ThreadsError {
            return Problem.answering(error, logger: context.logger).response()
        }
        return JSONAnswer.response(view.text, to: request)
    }

    /// `GET /v1/openapi.json`: the document in the repository (`Sources/Server/openapi.json`),
    /// its bytes as they are.
    @Sendable static func document(_ request: Request, _ context: ServiceContext, _: Void, _ scenes: Scenes) async throws -> Response {
        Response(status: .ok, headers: [.contentType: "application/json"],
                 body: ResponseBody(byteBuffer: ByteBuffer(bytes: PackageResources.openapi_json)))
    }
}
