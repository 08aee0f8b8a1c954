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
    /// `yes` once a bulk change's question was answered.
    var confirmed: String?
    /// A reply's text.
    var body: String?

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
