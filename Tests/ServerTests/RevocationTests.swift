import Domain
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
@testable import Server
import Testing

/// A revoke takes effect at once everywhere (docs/serve.md, docs/web.md): a page's session is
/// signed out on its next request, and every open event stream of the token, the API's and the
/// page's, ends, whichever process made the revoke; streams of other tokens go on.
@Suite("Service: revoking a token")
struct RevocationTests {
    @Test func aRevokedTokensSessionIsSignedOutOnItsNextRequestAndCannotWrite() async throws {
        let inbox = try await ServiceInbox()
        let doomed = "thr_" + String(repeating: "d", count: 43)
        _ = try await inbox.tokens.createToken(APIToken(name: "laptop", scope: .readWrite, createdAt: Date()), secret: doomed)
        try await PageBrowser.with(inbox) { browser in
            try await browser.signIn(doomed)
            let list = try await browser.get("/")
            #expect(list.status == 200)
            let csrf = try #require(PageBrowser.formToken(list.body))
            let id = try #require(browser.cookies["threads_session"])
            // Revoked by another process, as `threads token revoke` is.
            #expect(try inbox.cli(["token", "revoke", "laptop"]).status == 0)
            let change = try await browser.post("/threads/8/change", [("csrf", csrf), ("change", "star")])
            #expect(change.status == 403, "\(change.body)")
            #expect(change.headers[values: .setCookie].contains { $0.hasPrefix("threads_session=") && $0.contains("Max-Age=0") })
            // The old cookie, kept by whoever copied it, is worth nothing now.
            let look = try await browser.send(.get, "/", form: nil, cookies: ["threads_session": id])
            #expect(look.status == 303 && look.headers[.location] == "/signin")
        }
        #expect(try inbox.cli(["show", "8", "--format", "json"]).stdout.contains("\"starred\":false"))
    }

    @Test func aRevokeEndsTheTokensEventStreamsAndNoOthers() async throws {
        let inbox = try await ServiceInbox()
        let doomed = "thr_" + String(repeating: "d", count: 43)
        _ = try await inbox.tokens.createToken(APIToken(name: "laptop", scope: .readOnly, createdAt: Date()), secret: doomed)
        let application = Application(router: ThreadsService.router(inbox.environment, log: { _ in }))
        try await application.test(.live) { client in
            let base = "http://127.0.0.1:\(try #require(client.port))"
            let streams = try (0..<3).map { _ in try EventStream(base + "/v1/events", token: doomed) }
            let other = try EventStream(base + "/v1/events", token: ServiceInbox.reader)
            for stream in streams + [other] { #expect(await stream.wait(for: ": open\n") != nil, "\(stream.text)") }
            #expect(try inbox.cli(["token", "revoke", "laptop"]).status == 0)
            // Ended, not timed here: the second the contract gives rests on the 500 ms check and
            // the 25 ms poll (ServerSettings), and scripts/bench-serve measures it.
            for stream in streams { #expect(await stream.waitForEnd() != nil, "the stream of a revoked token went on") }
            #expect(try inbox.cli(["post", "5", "--body", "still here?"]).status == 0)
            #expect(await other.wait(for: "event: change") != nil, "another token's stream ended too: \(other.text)")
            other.stop()
        }
    }

    @Test func aRevokeEndsThePagesEventStream() async throws {
        let inbox = try await ServiceInbox()
        let doomed = "thr_" + String(repeating: "d", count: 43)
        _ = try await inbox.tokens.createToken(APIToken(name: "laptop", scope: .readWrite, createdAt: Date()), secret: doomed)
        let application = Application(router: ThreadsService.router(inbox.environment, log: { _ in }))
        try await application.test(.live) { client in
            let base = "http://127.0.0.1:\(try #require(client.port))"
            let signIn = try await client.execute(uri: "/signin", method: .get)
            let formCookie = try #require(signIn.headers[values: .setCookie].first { $0.hasPrefix("threads_signin=") })
            let csrf = try #require(PageBrowser.formToken(String(buffer: signIn.body)))
            let signedIn = try await client.execute(uri: "/signin", method: .post, headers: [
                .contentType: "application/x-www-form-urlencoded", .cookie: String(formCookie.split(separator: ";")[0]),
            ], body: ByteBuffer(string: "csrf=\(csrf)&token=\(doomed)"))
            let session = try #require(signedIn.headers[values: .setCookie].first { $0.hasPrefix("threads_session=") })
            let stream = try EventStream(base + "/events", token: nil, cookie: String(session.split(separator: ";")[0]))
            #expect(await stream.wait(for: ": open\n") != nil, "\(stream.text)")
            #expect(try inbox.cli(["token", "revoke", "laptop"]).status == 0)
            #expect(await stream.waitForEnd() != nil, "the page's stream of a revoked token went on")
        }
    }
}
