import Hummingbird
import Presentation

/// The tags as a whole. Putting one on a thread or taking it off is a change of the thread
/// (`PATCH /v1/threads/{id}`, `POST /v1/threads/changes`), so there is no write here.
enum TagRoutes {
    /// `GET /v1/tags`: `threads tags --format json`, every tag with its thread and unread counts.
    @Sendable static func list(_ request: Request, _ context: ServiceContext, _ caller: Caller, _ scenes: Scenes) async throws -> Response {
        _ = try RequestParameters(request: request, context: context).query(allowing: [])
        let view = ResponseView()
        try await scenes.tags(view, as: caller.person).listTags(Tags.ListTags.Request())
        return JSONAnswer.response(view.text, to: request, tagged: true)
    }
}
