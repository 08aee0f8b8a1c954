import Data
import Domain
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
@testable import Server
import Synchronization
import Testing

/// The sample inbox as an attacker finds it (`TrustBoundaryTests`): a read-write token, a read-only
/// one, one revoked after it signed a page in, and a well-formed one the store never issued; a
/// saved filter to delete; and one router in process, so the page's sessions live from request to
/// request as in one server.
struct AttackedInbox {
    enum Caller: CaseIterable {
        case nobody, reader, revoked, stranger, writer

        /// Everyone but the writer.
        static let refused: [Caller] = [.nobody, .reader, .revoked, .stranger]

        var secret: String? {
            switch self {
            case .nobody: nil
            case .reader: ServiceInbox.reader
            case .revoked: AttackedInbox.doomed
            case .stranger: "thr_" + String(repeating: "s", count: 43)
            case .writer: ServiceInbox.writer
            }
        }
    }

    /// A browser's session as the page gave it: the cookie and the forms' CSRF token.
    struct Session {
        let cookie: String
        let csrf: String
    }

    static let doomed = "thr_" + String(repeating: "d", count: 43)

    let inbox: ServiceInbox
    let client: any TestClientProtocol
    /// A page session for each kind of visitor (none for `.nobody`).
    let sessions: [Caller: Session?]

    /// Runs `body` on a new attacked inbox: the doomed token signs a page in, then is revoked.
    static func run(_ body: @Sendable (AttackedInbox) async throws -> Void) async throws {
        let inbox = try await ServiceInbox()
        _ = try await inbox.tokens.createToken(APIToken(name: "doomed", scope: .readWrite, createdAt: Date()), secret: doomed)
        #expect(try inbox.cli(["filter", "save", "starry", "is:starred"]).status == 0)
        let log: @Sendable (String) -> Void = { _ in }
        let application = Application(router: ThreadsService.router(inbox.environment, log: log), logger: ThreadsService.logger(inbox.settings, log: log))
        try await application.test(.router) { client in
            let sessions = try await Self.signIn(client)
            #expect(try await inbox.tokens.revokeToken(named: "doomed"))
            try await body(AttackedInbox(inbox: inbox, client: client, sessions: sessions))
        }
    }

    /// The inbox as the store holds it: every thread, whole, archived and muted ones too, as
    /// `threads export` reads them, and the saved filters. Read in process: a process of the CLI
    /// per route took minutes of the suite on a busy machine.
    func state() async throws -> String {
        let threads = Mutex<[String]>([])
        let every = ThreadFilter(flags: FilterFlags(archive: .all, mute: .all))
        try await StoreThreadRepository(store: inbox.store).exportInbox(every, after: nil, limit: nil) { thread in
            threads.withLock { $0.append(String(describing: thread)) }
        }
        let filters = try await StoreFilterRepository(store: inbox.store).listFilters().map { String(describing: $0) }
        return (threads.withLock { $0 } + filters).joined(separator: "\n")
    }

    /// A session for each kind of visitor: a planted cookie for the stranger, none for nobody.
    private static func signIn(_ client: any TestClientProtocol) async throws -> [Caller: Session?] {
        var sessions: [Caller: Session?] = [.nobody: nil, .stranger: Session(cookie: "planted-0123456789abcdefghijklmnopqrstuvwxyz01234", csrf: "x")]
        for caller in [Caller.reader, .revoked, .writer] {
            let browser = PageBrowser(client)
            try await browser.signIn(caller.secret ?? "")
            let list = try await browser.get("/")
            sessions[caller] = Session(cookie: browser.cookies[PageSessions.cookie] ?? "", csrf: PageBrowser.formToken(list.body) ?? "")
        }
        return sessions
    }

    /// `route` at `path`, as `caller`, with the body the OpenAPI document gives its operation.
    func send(_ route: Route, path: String, as caller: Caller) async throws -> ServiceInbox.Answer {
        var headers: HTTPFields = [:]
        if let secret = caller.secret { headers[.authorization] = "Bearer " + secret }
        let body = try Self.example(route)
        if let body { headers[.contentType] = body.type }
        let response = try await client.execute(uri: path, method: route.method, headers: headers, body: body.map { ByteBuffer(string: $0.text) })
        return ServiceInbox.Answer(status: response.status.code, headers: response.headers, body: String(buffer: response.body))
    }

    /// A page `route` at `path`, with `session`'s cookie, and for a post a form with its CSRF
    /// token and every field a page's form may carry, each set to change something.
    func send(_ route: Route, path: String, session: Session?) async throws -> ServiceInbox.Answer {
        var headers: HTTPFields = [:]
        if let session { headers[.cookie] = "\(PageSessions.cookie)=\(session.cookie)" }
        var form: String?
        if route.method == .post {
            headers[.contentType] = "application/x-www-form-urlencoded"
            form = "csrf=\(session?.csrf ?? "")&change=archive&q=&body=written&tags=%2Bplanted&doing=replying&token=\(ServiceInbox.writer)"
        }
        let response = try await client.execute(uri: path, method: route.method, headers: headers, body: form.map { ByteBuffer(string: $0) })
        return ServiceInbox.Answer(status: response.status.code, headers: response.headers, body: String(buffer: response.body))
    }

    /// The route's path with each parameter given a value that names something there: the
    /// document's example for the API's, the page's own for its.
    static func concrete(_ route: Route) throws -> String {
        let parts = try route.path.split(separator: "/").map { part -> String in
            guard part.hasPrefix(":") else { return String(part) }
            let name = String(part.dropFirst())
            return try #require(parameterExample(name, route) ?? pageValues[name], "no value to try for :\(name) of \(route.path)")
        }
        return "/" + parts.joined(separator: "/")
    }

    private static let pageValues = ["id": "3", "file": String(PageAssets.script.path.split(separator: "/").last ?? "")]

    /// `{"…"}` of the route's operation in the OpenAPI document: its path's parameter's example.
    private static func parameterExample(_ name: String, _ route: Route) -> String? {
        let parameters = operation(route)?["parameters"] as? [[String: Any]] ?? []
        return parameters.first { $0["name"] as? String == name && $0["in"] as? String == "path" }?["example"].map { "\($0)" }
    }

    /// The request body's example of the route's operation, with its media type; nil for an
    /// operation that takes none. A write whose body has no example fails here, naming it.
    private static func example(_ route: Route) throws -> (type: String, text: String)? {
        guard let body = operation(route)?["requestBody"] as? [String: Any] else { return nil }
        let content = try #require((body["content"] as? [String: [String: Any]])?.first, "\(route.path): a request body without content")
        let example = try #require(content.value["example"], "\(route.method) \(route.path): give its request body an example in openapi.json")
        if let text = example as? String { return (content.key, text) }
        let data = try JSONSerialization.data(withJSONObject: example)
        return (content.key, String(decoding: data, as: UTF8.self))
    }

    private static func operation(_ route: Route) -> [String: Any]? {
        let path = route.path.split(separator: "/", omittingEmptySubsequences: false)
            .map { $0.hasPrefix(":") ? "{\($0.dropFirst())}" : String($0) }.joined(separator: "/")
        let paths = OpenAPIDocumentTests.document["paths"] as? [String: [String: Any]]
        return paths?[path]?[route.method.rawValue.lowercased()] as? [String: Any]
    }
}
