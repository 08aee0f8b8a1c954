import Domain
import Foundation
import HTTPTypes
import Hummingbird
import Presentation
import Words

/// An error answer as RFC 9457 has it (`application/problem+json`): a slug, a short title, the
/// status, and the detail in the CLI's own words (Words) without its `threads: ` prefix.
///
/// An `HTTPResponseError`, so that it keeps its status and body wherever it is thrown: a
/// middleware that wraps the errors passing through it (as Hummingbird's CORS does) hands the
/// wrapped error's response on.
struct Problem: HTTPResponseError, Equatable {
    var status: HTTPResponse.Status
    /// The kind, as a slug a client can branch on (`bad-query`, `unknown-thread`).
    var type: String
    var title: String
    var detail: String
    /// Where in the query a bad query went wrong (1-based), as the CLI's line says.
    var column: Int? = nil
    /// What the status needs with it: `Allow`, `WWW-Authenticate`, `Retry-After`.
    var headers: HTTPFields = [:]

    /// The body, fields in RFC 9457's order.
    var json: JSONText {
        .object([
            ("type", .string(type)),
            ("title", .string(title)),
            ("status", .number(Int64(status.code))),
            ("detail", .string(detail)),
        ] + (column.map { [("column", JSONText.number(Int64($0)))] } ?? []))
    }

    func response(from request: Request, context: some RequestContext) -> Response { response() }

    func response() -> Response {
        var fields = headers
        fields[.contentType] = "application/problem+json"
        return Response(status: status, headers: fields, body: ResponseBody(byteBuffer: ByteBuffer(string: json.serialized)))
    }
}

extension Problem {
    /// A problem of `status`, titled as every problem of that status is.
    init(_ status: HTTPResponse.Status, _ type: String, _ detail: String, headers: HTTPFields = [:]) {
        self.init(status: status, type: type, title: ServiceWords.title(status: status.code), detail: detail, headers: headers)
    }

    static func badRequest(_ detail: String) -> Problem { Problem(.badRequest, "bad-request", detail) }
    static func invalidBody(_ detail: String) -> Problem { Problem(.unprocessableContent, "invalid-body", detail) }
    static func notFound(_ path: String) -> Problem { Problem(.notFound, "not-found", ServiceWords.noRoute(path)) }

    static func methodNotAllowed(_ method: HTTPRequest.Method, allowed: [HTTPRequest.Method]) -> Problem {
        let list = allowed.map(\.rawValue).joined(separator: ", ")
        return Problem(.methodNotAllowed, "method-not-allowed", ServiceWords.methodNotAllowed(method.rawValue, allowed: list), headers: [.allow: list])
    }

    static let unauthorized = Problem(.unauthorized, "unauthorized", ServiceWords.missingToken, headers: [.wwwAuthenticate: "Bearer"])
    static let unknownToken = Problem(.unauthorized, "unauthorized", ServiceWords.unknownToken,
                                      headers: [.wwwAuthenticate: #"Bearer error="invalid_token""#])
    static let readOnly = Problem(.forbidden, "read-only-token", ServiceWords.readOnlyToken)
    static func notYourName(_ person: Person) -> Problem { Problem(.forbidden, "not-your-name", ServiceWords.notYourName(person.name)) }
    /// With the thread's tag now, so a client can read it again and know it has.
    static func threadMoved(tag: String) -> Problem { Problem(.preconditionFailed, "thread-moved", ServiceWords.threadMoved, headers: [.eTag: tag]) }
    static let formToken = Problem(.forbidden, "form-token", ServiceWords.formTokenMissing)
    static let signedOut = Problem(.forbidden, "signed-out", ServiceWords.signedOut)
    static let readOnlySession = Problem(.forbidden, "read-only-session", ServiceWords.readOnlySession)
    static func tooLarge(limit: Int) -> Problem { Problem(.contentTooLarge, "body-too-large", ServiceWords.bodyTooLarge(limit: limit)) }
    /// No Retry-After of 1: an import takes seconds, and an early retry would be refused again.
    static func importsBusy(limit: Int) -> Problem {
        Problem(.serviceUnavailable, "imports-busy", ServiceWords.importsBusy(limit: limit), headers: [.retryAfter: "5"])
    }
    static func unsupportedType(_ expected: String) -> Problem {
        Problem(.unsupportedMediaType, "unsupported-media-type", ServiceWords.unsupportedType(expected))
    }
}
