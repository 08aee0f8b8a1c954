import Domain
import Hummingbird
import NIOCore

/// The fields a page's form posts (`application/x-www-form-urlencoded`), read once by the gate,
/// which checks `csrf` before any route sees the rest.
struct PageForm: Decodable, Sendable {
    var csrf: String?
    /// The sign-in form's token.
    var token: String?
    /// A change's command word: `star`, `unread`, `archive` …
    var change: String?
    /// The list's query a bulk change applies to.
    var q: String?
    /// The list's saved filter, which holds with `q`.
    var filter: String?
    /// `yes` once a bulk change's question was answered.
    var confirmed: String?
    /// The selection the question was asked about (`ThreadActions.ChangeThreads.Response.selection`).
    var selection: String?
    /// A reply's text, its line breaks as the browser sends a text box's (CRLF).
    var body: String?
    /// The newest message id the reply's page showed: a reply onto another's written since is
    /// asked about first. Not a number (or absent): posted whatever came since.
    var seen: String?
    /// The tag field's words: `+waiting -todo` (`ThreadActions.tagChanges`).
    var tags: String?
    /// What the page's person is doing on the thread, said every few seconds: `reading`,
    /// `replying`, or `leaving` as the page closes.
    var doing: String?

    /// The reply as stored: line breaks as every other way in writes them (LF).
    var reply: String { (body ?? "").replacingOccurrences(of: "\r\n", with: "\n") }

    /// `seen` as the message id it names.
    var seenMessage: MessageID? { seen.flatMap { Int64($0) }.map(MessageID.init(rawValue:)) }

    /// The list page's address parameters (`GET /?q=…`), read as a GET form writes them: a space
    /// as `+`, which a plain URL's reading would keep as a plus.
    struct ListQuery: Decodable {
        var q: String?
        var filter: String?
        var cursor: String?
    }

    static func query(_ request: Request) throws -> ListQuery {
        do {
            return try URLEncodedFormDecoder().decode(ListQuery.self, from: request.uri.query ?? "")
        } catch {
            throw HTTPError(.badRequest)
        }
    }

    /// The form posted with `request`, at most `limit` bytes; 415 for a body of another type.
    static func read(_ request: inout Request, limit: Int) async throws -> PageForm {
        let buffer = try await RequestBody.bytes(request, mediaType: "application/x-www-form-urlencoded", limit: limit)
        do {
            return try URLEncodedFormDecoder().decode(PageForm.self, from: String(buffer: buffer))
        } catch {
            throw HTTPError(.badRequest)
        }
    }
}
