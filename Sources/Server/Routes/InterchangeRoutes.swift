import Domain
import Foundation
import Hummingbird
import NIOCore
import Presentation

/// The inbox as JSON Lines, out and in: `threads export` and `threads import` over HTTP.
enum InterchangeRoutes {
    /// `GET /v1/export?q=&all=`: `application/x-ndjson`, a thread a line as `threads export`
    /// writes them, sent as they are read. Without `q` it is a backup of every thread, archived
    /// and muted too, as `threads export` alone. A bad query is a 400 before anything is sent.
    @Sendable static func export(_ request: Request, _ context: ServiceContext, _ scenes: Scenes) async throws -> Response {
        let parameters = try RequestParameters(request: request, context: context).query(allowing: ["q", "all"])
        let query = parameters["q"] ?? ""
        let selection = ListCursor.Selection(query: query, all: try RequestParameters.bool("all", parameters["all"]) || query.isEmpty, sort: nil)
        let filter = Interchange.ExportInbox.Request(filter: try selection.filter())
        return Response(status: .ok, headers: [.contentType: "application/x-ndjson"], body: ResponseBody { writer in
            let stream = LineStream()
            let reading = Task {
                defer { stream.finish() }
                try await scenes.interchange(stream).exportInbox(filter)
            }
            // Lines are gathered into writes of about 64 KiB: one write a thread would cost a
            // syscall each.
            var buffer = ByteBuffer()
            for await line in stream.lines {
                buffer.writeString(line)
                buffer.writeInteger(UInt8(ascii: "\n"))
                if buffer.readableBytes >= 1 << 16 {
                    try await writer.write(buffer)
                    buffer.clear()
                }
            }
            // A store that fails half-way cannot change the status sent: the body ends short
            // and the connection closes, so the client sees an incomplete export.
            try await reading.value
            if buffer.readableBytes > 0 { try await writer.write(buffer) }
            try await writer.finish(nil)
        })
    }

    /// `POST /v1/import` with a JSON Lines body (up to 256 MiB): all or nothing, as `threads
    /// import`; `{"threads":N,"messages":M}`. A bad line is a 422 that names it.
    @Sendable static func `import`(_ request: Request, _ context: ServiceContext, _ scenes: Scenes) async throws -> Response {
        _ = try RequestParameters(request: request, context: context).query(allowing: [])
        let environment = scenes.environment
        let body = try await RequestBody.bytes(request, mediaType: "application/x-ndjson", limit: environment.settings.maxImportBody)
        let source = environment.readDrafts(Data(body.readableBytesView), environment.clock.now())
        let view = ResponseView()
        try await scenes.interchange(view).importInbox(Interchange.ImportInbox.Request(source: source, name: "request"))
        return JSONAnswer.response(view.text, to: request)
    }
}
