import HTTPTypes
import Hummingbird
import NIOCore
import Presentation

/// A JSON answer as the scene's presenter made it, with an `ETag` of its bytes on a `GET`, and
/// 304 with no body when the client already holds those bytes (`If-None-Match`).
enum JSONAnswer {
    static func response(_ text: String, status: HTTPResponse.Status = .ok, to request: Request,
                         headers extra: HTTPFields = [:], tagged: Bool = false) -> Response {
        var headers = extra
        if tagged {
            let tag = entityTag(text)
            headers[.eTag] = tag
            if matches(request.headers[.ifNoneMatch], tag) { return Response(status: .notModified, headers: headers) }
        }
        headers[.contentType] = "application/json"
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }

    /// A strong tag of the body: its `ContentHash` as 16 hex digits, quoted. The same bytes
    /// give the same tag in every server on the database, with nothing to store.
    static func entityTag(_ text: String) -> String {
        let hex = String(ContentHash.of(text), radix: 16)
        return "\"" + String(repeating: "0", count: 16 - hex.count) + hex + "\""
    }

    /// Whether `If-Match` names `tag` (or is `*`): the strong comparison RFC 9110 asks of it,
    /// so a weak tag never matches.
    static func matchesStrongly(_ header: String, _ tag: String) -> Bool {
        header.split(separator: ",").contains { candidate in
            let trimmed = candidate.trimmingCharacters(in: .whitespaces)
            return trimmed == "*" || trimmed == tag
        }
    }

    /// Whether `If-None-Match` names `tag` (or is `*`); weak tags compare by their value.
    static func matches(_ header: String?, _ tag: String) -> Bool {
        guard let header else { return false }
        return header.split(separator: ",").contains { candidate in
            let trimmed = candidate.trimmingCharacters(in: .whitespaces)
            return trimmed == "*" || trimmed == tag || trimmed == "W/" + tag
        }
    }
}
