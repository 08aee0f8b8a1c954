import Domain
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
@testable import Server
import Testing
import TestSupport

/// The page's refusals carry what their status needs, and cost the server nothing it need not
/// spend: a 405 names the methods (`Allow`), a 503 says when to come back (`Retry-After`), a form
/// is at most 64 KiB, and a post without a session is refused before its body is read.
@Suite("Page: refusals")
struct PageRefusalTests {
    @Test func aMethodThePageDoesNotTakeIs405WithAllowAsAPage() async throws {
        let inbox = try await ServiceInbox()
        try await PageBrowser.with(inbox) { browser in
            try await browser.signIn(ServiceInbox.writer)
            let answer = try await browser.send(.delete, "/threads/3", form: nil)
            #expect(answer.status == 405 && answer.headers[.allow] == "GET")
            #expect(answer.headers[.contentType] == "text/html; charset=utf-8" && answer.body.contains(#"<body class="page-error">"#))
            #expect(answer.headers[.contentSecurityPolicy] != nil)
            let signIn = try await browser.send(.put, "/signin", form: nil)
            #expect(signIn.status == 405 && signIn.headers[.allow] == "GET, POST")
        }
    }

    @Test func aBusyStoreIs503WithRetryAfterAsAPage() async throws {
        let inbox = try await ServiceInbox()
        let threads = ThreadRepositoryDouble()
        threads.onChangeThreads = { _, _ in throw ThreadsError.storeBusy(path: inbox.database) }
        threads.onListThreads = { _ in ThreadPage(items: [], matchingCount: 0, scopeCount: 0) }
        threads.onListTags = { [] }
        var environment = inbox.environment
        environment.threads = { _ in threads }
        try await PageBrowser.with(inbox, environment: environment) { browser in
            try await browser.signIn(ServiceInbox.writer)
            let answer = try await browser.post("/threads/8/change", [("csrf", try await Self.csrf(browser)), ("change", "star")])
            #expect(answer.status == 503 && answer.headers[.retryAfter] == "1", "\(answer.status) \(answer.body.prefix(300))")
            #expect(answer.body.contains(#"<body class="page-error">"#))
        }
    }

    @Test func aFormOver64KiBIs413AndChangesNothing() async throws {
        let inbox = try await ServiceInbox()
        let before = try inbox.cli(["export"]).stdout
        try await PageBrowser.with(inbox) { browser in
            try await browser.signIn(ServiceInbox.writer)
            let csrf = try await Self.csrf(browser)
            // Words, as a reply has them: one letter 60,000 times is a slow body for the search index.
            let long = (0..<6_000).map { "word\($0 % 97)" }.joined(separator: " ")
            let fits = try await browser.post("/threads/8/messages", [("csrf", csrf), ("body", String(long.prefix(60_000)))])
            #expect(fits.status == 303)
            let over = try await browser.post("/threads/8/messages", [("csrf", csrf), ("body", String(repeating: "a", count: 70_000))])
            #expect(over.status == 413 && over.body.contains(#"<body class="page-error">"#))
        }
        let after = try inbox.cli(["export"]).stdout
        #expect(after != before && !after.contains(String(repeating: "a", count: 70_000)))
    }

    /// A post without a session is refused on its head: a client that sends the head of a huge
    /// form, and then nothing, gets its 403 at once, its body never waited for.
    ///
    /// The body's grace is longer than the test waits: a server that waited for the body would
    /// answer nothing in time, and the 403 is not raced against the 408 of a body too slow, which
    /// in a test process whose every thread was busy with other suites came first (10 s).
    @Test func aPostWithoutASessionIsRefusedBeforeItsBodyIsRead() async throws {
        var settings = ServerSettings()
        settings.bodyGrace = .seconds(120)
        let inbox = try await ServiceInbox(settings: settings)
        try await LiveService.with(inbox.environment) { port in
            for (path, cookie) in [("/threads/8/change", ""), ("/threads/8/messages", "Cookie: threads_session=planted\r\n"), ("/signin", "")] {
                let connection = try RawConnection(port: port)
                connection.send("POST \(path) HTTP/1.1\r\nHost: x\r\n\(cookie)Content-Type: application/x-www-form-urlencoded\r\n"
                                + "Content-Length: 10000000\r\n\r\ncsrf=")
                let answer = String(decoding: await connection.collect(until: "</html>", seconds: 30), as: UTF8.self)
                #expect(answer.hasPrefix("HTTP/1.1 403 "), "\(path): \(answer.prefix(120))")
                #expect(answer.lowercased().contains("connection: close"), "an answer before the body is the connection's last word")
            }
        }
    }

    /// The csrf token of the session the browser holds, off the list page.
    static func csrf(_ browser: PageBrowser) async throws -> String {
        try #require(PageBrowser.formToken(try await browser.get("/").body))
    }
}
