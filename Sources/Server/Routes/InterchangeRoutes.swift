import Domain
import Foundation
import Hummingbird
import NIOCore
import Presentation

/// The inbox as JSON Lines, out and in: `threads export` and `threads import` over HTTP.
enum InterchangeRoutes {
    /// `GET /v1/export?q=&all=`: `application/x-ndjson`, a thread a line as `threads export`
    /// writes them. Without `q` it is a backup of every thread, archived and muted too, as
    /// `threads export` alone. A bad query is a 400 before anything is sent.
    ///
    /// Read a page of `exportPage` threads at a time, each page its own short transaction, and
    /// written out before the next is read: a write waits while the client is slow to take it,
    /// so a slow client holds one page in memory and no transaction open, and a client that goes
    /// away ends the export at the next write. Each thread is whole as of one moment; a thread
    /// changed while a long export runs is exported as its page found it.
    @Sendable static func export(_ request: Request, _ context: ServiceContext, _ caller: Caller, _ scenes: Scenes) async throws -> Response {
        let parameters = try RequestParameters(request: request, context: context).query(allowing: ["q", "all"])
        let query = parameters["q"] ?? ""
        let selection = ListCursor.Selection(query: query, all: try RequestParameters.bool("all", parameters["all"]) || query.isEmpty, sort: nil)
        let filter = try selection.filter()
        // The first page is read before the status is sent: a query the store refuses is still
        // an error answer, not an empty export. Every page is a long read, off the event loop.
        let first = try await LongRead.run(request) { try await page(of: filter, after: nil, as: caller.person, scenes) }
        return Response(status: .ok, headers: [.contentType: "application/x-ndjson"], body: ResponseBody { writer in
            var page = first
            while let last = page.last {
                // Lines are gathered into writes of about 64 KiB: one write a thread would cost a
                // syscall each.
                var buffer = ByteBuffer()
                for line in page.lines {
                    buffer.writeString(line)
                    buffer.writeInteger(UInt8(ascii: "\n"))
                    if buffer.readableBytes >= 1 << 16 {
                        try await writer.write(buffer)
                        buffer.clear()
                    }
                }
                if buffer.readableBytes > 0 { try await writer.write(buffer) }
                // A store that fails half-way cannot change the status sent: the body ends short
                // and the connection closes, so the client sees an incomplete export.
                page = try await LongRead.expected { try await Self.page(of: filter, after: last, as: caller.person, scenes) }
            }
            try await writer.finish(nil)
        })
    }

    /// Threads an export page holds: enough for writes of a useful size, few enough that a page
    /// of long threads stays a few MiB.
    static let exportPage = 100

    private static func page(of filter: ThreadFilter, after: ThreadID?, as person: Person, _ scenes: Scenes) async throws -> ExportPage {
        let page = ExportPage()
        try await scenes.interchange(page, as: person).exportInbox(Interchange.ExportInbox.Request(filter: filter, after: after, limit: exportPage))
        return page
    }

    /// `POST /v1/import` with a JSON Lines body (up to 256 MiB): all or nothing, as `threads
    /// import`; `{"threads":N,"messages":M}`. A bad line is a 422 that names it. The body is
    /// spooled to a temporary file as it arrives and read from there; past the imports allowed
    /// at once, a 503 with `Retry-After` before the body is read.
    @Sendable static func `import`(_ request: Request, _ context: ServiceContext, _ writer: Writer, _ scenes: Scenes) async throws -> Response {
        _ = try RequestParameters(request: request, context: context).query(allowing: [])
        try RequestBody.accept(request, mediaType: "application/x-ndjson")
        let environment = scenes.environment
        return try await scenes.imports.admit {
            let spool = try UploadSpool()
            try await spool.fill(from: request, limit: environment.settings.maxImportBody)
            let source = environment.readDrafts({ try spool.read() }, environment.clock.now())
            let view = ResponseView()
            try await scenes.interchange(view, as: writer.person).importInbox(Interchange.ImportInbox.Request(source: source, name: "request"))
            return JSONAnswer.response(view.text, to: request)
        }
    }
}
