import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import Server
import Testing

/// A browser's part in the page's tests: one router in process (so sessions live from one request
/// to the next, as in one server), a cookie jar, and the forms' tokens read off the pages it got.
final class PageBrowser: @unchecked Sendable {
    typealias Answer = ServiceInbox.Answer
    let client: any TestClientProtocol
    /// Cookie name to value, as the answers set them; a `Max-Age=0` clears one.
    private(set) var cookies: [String: String] = [:]

    init(_ client: any TestClientProtocol) { self.client = client }

    /// Runs `body` with a browser on `inbox`'s router.
    static func with<T: Sendable>(_ inbox: ServiceInbox, environment: ServerEnvironment? = nil,
                                  _ body: @Sendable (PageBrowser) async throws -> T) async throws -> T {
        let log: @Sendable (String) -> Void = { _ in }
        let application = Application(router: ThreadsService.router(environment ?? inbox.environment, log: log),
                                       logger: ThreadsService.logger(inbox.settings, log: log))
        return try await application.test(.router) { client in try await body(PageBrowser(client)) }
    }

    func get(_ uri: String) async throws -> Answer { try await send(.get, uri, form: nil) }

    /// A form post, `application/x-www-form-urlencoded`, fields in order.
    func post(_ uri: String, _ fields: [(String, String)]) async throws -> Answer {
        try await send(.post, uri, form: fields.map { Self.encoded($0.0) + "=" + Self.encoded($0.1) }.joined(separator: "&"))
    }

    func send(_ method: HTTPRequest.Method, _ uri: String, form: String?, cookies extra: [String: String] = [:],
              headers given: HTTPFields = [:]) async throws -> Answer {
        var headers = given
        let jar = cookies.merging(extra) { $1 }
        if !jar.isEmpty { headers[.cookie] = jar.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: "; ") }
        if form != nil { headers[.contentType] = "application/x-www-form-urlencoded" }
        let response = try await client.execute(uri: uri, method: method, headers: headers, body: form.map { ByteBuffer(string: $0) })
        for field in response.headers[values: .setCookie] {
            let pair = field.split(separator: ";")[0].split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(pair[0]), value = pair.count > 1 ? String(pair[1]) : ""
            cookies[name] = field.contains("Max-Age=0") ? nil : value
        }
        return Answer(status: response.status.code, headers: response.headers, body: String(buffer: response.body))
    }

    /// Signs in with `token` through the sign-in form, as a person would.
    @discardableResult
    func signIn(_ token: String) async throws -> Answer {
        let form = try await get("/signin")
        return try await post("/signin", [("csrf", Self.formToken(form.body) ?? ""), ("token", token)])
    }

    /// The `csrf` field of the first form on a page.
    static func formToken(_ page: String) -> String? { value(after: #"name="csrf" value=""#, in: page) }

    /// Every `data-thread-id` of the list's rows, in order.
    static func rowIDs(_ page: String) -> [Int] {
        page.components(separatedBy: "<tr data-thread-id=\"").dropFirst().compactMap { Int($0.prefix { $0 != "\"" }) }
    }

    /// The text of the first `<tag …>` … `</tag>` (entities left as written).
    static func text(of tag: String, in page: String) -> String? {
        guard let open = page.range(of: "<\(tag)"), let start = page[open.upperBound...].firstIndex(of: ">"),
              let close = page.range(of: "</\(tag.prefix { $0 != " " })>", range: start..<page.endIndex) else { return nil }
        return String(page[page.index(after: start)..<close.lowerBound])
    }

    static func value(after marker: String, in page: String) -> String? {
        guard let range = page.range(of: marker) else { return nil }
        return String(page[range.upperBound...].prefix { $0 != "\"" })
    }

    static func encoded(_ value: String) -> String {
        value.addingPercentEncoding(withAllowedCharacters: CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-_.~"))) ?? value
    }
}
