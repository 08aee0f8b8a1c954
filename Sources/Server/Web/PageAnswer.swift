import Domain
import HTTPTypes
import Hummingbird
import NIOCore
import Presentation

/// What a page route sends: the document the presenters' HTML makes inside the frame, a 303 to
/// the page to show next (after a post, so a reload never posts again), or a failure as a page.
enum PageAnswer {
    /// `main` in the frame, as `text/html`, never cached (it is the inbox as it is now).
    static func page(_ kind: HTMLPage.Kind, main: HTMLText, forms: HTMLForms, queryError: String = "", filters: HTMLText? = nil,
                     tags: HTMLText? = nil, visitors: HTMLText? = nil, status: HTTPResponse.Status = .ok, headers: HTTPFields = [:]) -> Response {
        let document = HTMLPage.document(kind, main: main, assets: PageAssets.addresses, forms: forms, queryError: queryError,
                                         filters: filters, tags: tags, visitors: visitors)
        var fields = headers
        fields[.contentType] = "text/html; charset=utf-8"
        fields[.cacheControl] = "no-store"
        return Response(status: status, headers: fields, body: ResponseBody(byteBuffer: ByteBuffer(string: document.serialized)))
    }

    /// One element of a page (`#visitors`), for the script to put in place of its own.
    static func fragment(_ element: HTMLText) -> Response {
        var fields = HTTPFields()
        fields[.contentType] = "text/html; charset=utf-8"
        fields[.cacheControl] = "no-store"
        return Response(status: .ok, headers: fields, body: ResponseBody(byteBuffer: ByteBuffer(string: element.serialized)))
    }

    /// 303 to `location`, a path of this server.
    static func seeOther(_ location: String, headers: HTTPFields = [:]) -> Response {
        var fields = headers
        fields[.location] = location
        return Response(status: .seeOther, headers: fields)
    }

    /// A failure as a page: the status the API would answer, with the same words and the headers
    /// its status needs (`Allow`, `Retry-After`, `WWW-Authenticate`).
    static func problem(_ problem: Problem, forms: HTMLForms) -> Response {
        page(.error, main: HTMLPage.problem(title: problem.title, detail: problem.detail), forms: forms, status: problem.status,
             headers: problem.headers)
    }
}
