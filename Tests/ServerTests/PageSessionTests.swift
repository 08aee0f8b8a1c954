import Foundation
import HTTPTypes
import Testing

/// The page's sessions (docs/web.md): a token starts one under a new id, the cookie is kept from
/// scripts and other sites, a read-only token may only look, and signing out ends it on the server.
@Suite("Page: sessions")
struct PageSessionTests {
    @Test func withoutASessionAPageSendsToSignInAndAPostIsRefused() async throws {
        let inbox = try await ServiceInbox()
        try await PageBrowser.with(inbox) { browser in
            for path in ["/", "/?q=is:starred", "/threads/1"] {
                let answer = try await browser.get(path)
                #expect(answer.status == 303 && answer.headers[.location] == "/signin", "\(path)")
            }
            let post = try await browser.post("/threads/8/change", [("csrf", "x"), ("change", "star")])
            #expect(post.status == 403)
            #expect(post.body.contains("sign in again"))
        }
        #expect(try inbox.cli(["show", "8", "--format", "json"]).stdout.contains("\"starred\":false"))
    }

    @Test func aWrongTokenIsRefusedOnTheFormAndStartsNoSession() async throws {
        let inbox = try await ServiceInbox()
        try await PageBrowser.with(inbox) { browser in
            let refused = try await browser.signIn("thr_" + String(repeating: "x", count: 43))
            #expect(refused.status == 401)
            #expect(refused.body.contains(#"<p class="error" role="alert">"#))
            #expect(refused.body.contains(#"<body class="page-signin">"#))
            #expect(browser.cookies["threads_session"] == nil)
            #expect(try await browser.get("/").status == 303)
        }
    }

    @Test func aRightTokenStartsASessionUnderANewIdNeverAPlantedOne() async throws {
        let inbox = try await ServiceInbox()
        try await PageBrowser.with(inbox) { browser in
            let planted = "planted-by-another-site-0123456789abcdefghijklmnop"
            let form = try await browser.get("/signin")
            let signedIn = try await browser.send(.post, "/signin", form: "csrf=\(PageBrowser.formToken(form.body) ?? "")&token=\(ServiceInbox.writer)",
                                                  cookies: ["threads_session": planted])
            #expect(signedIn.status == 303 && signedIn.headers[.location] == "/")
            let cookie = try #require(signedIn.headers[values: .setCookie].first { $0.hasPrefix("threads_session=") })
            #expect(cookie.contains("HttpOnly") && cookie.contains("SameSite=Strict") && cookie.contains("Path=/"))
            #expect(!cookie.contains("Secure"), "a plain-HTTP answer cannot set a Secure cookie the browser keeps")
            let id = try #require(browser.cookies["threads_session"])
            #expect(id != planted && id.count >= 43)
            #expect(try await browser.get("/").status == 200)
            let again = try await browser.get("/signin")
            let proxied = try await browser.send(.post, "/signin", form: "csrf=\(PageBrowser.formToken(again.body) ?? "")&token=\(ServiceInbox.writer)",
                                                 headers: [HTTPField.Name("X-Forwarded-Proto")!: "https"])
            #expect(proxied.headers[values: .setCookie].contains { $0.hasPrefix("threads_session=") && $0.contains("Secure") },
                    "behind a TLS proxy the cookie is Secure")
            let withPlanted = try await browser.send(.get, "/", form: nil, cookies: ["threads_session": planted])
            #expect(withPlanted.status == 303)
        }
    }

    @Test func signInWithoutItsFormsTokenIsRefused() async throws {
        let inbox = try await ServiceInbox()
        try await PageBrowser.with(inbox) { browser in
            _ = try await browser.get("/signin")
            let forged = try await browser.post("/signin", [("token", ServiceInbox.writer)])
            #expect(forged.status == 403)
            let other = try await browser.post("/signin", [("csrf", "not-the-cookies"), ("token", ServiceInbox.writer)])
            #expect(other.status == 403)
            #expect(browser.cookies["threads_session"] == nil)
        }
    }

    @Test func signingOutEndsTheSessionOnTheServer() async throws {
        let inbox = try await ServiceInbox()
        try await PageBrowser.with(inbox) { browser in
            try await browser.signIn(ServiceInbox.writer)
            let id = try #require(browser.cookies["threads_session"])
            let list = try await browser.get("/")
            let out = try await browser.post("/signout", [("csrf", PageBrowser.formToken(list.body) ?? "")])
            #expect(out.status == 303 && out.headers[.location] == "/signin")
            #expect(browser.cookies["threads_session"] == nil)
            // The old cookie, kept by someone who copied it, is worth nothing now.
            let replayed = try await browser.send(.get, "/", form: nil, cookies: ["threads_session": id])
            #expect(replayed.status == 303 && replayed.headers[.location] == "/signin")
        }
    }

    @Test func aReadOnlySessionLooksButChangesNothing() async throws {
        let inbox = try await ServiceInbox()
        try await PageBrowser.with(inbox) { browser in
            try await browser.signIn(ServiceInbox.reader)
            let thread = try await browser.get("/threads/2")
            #expect(thread.status == 200)
            let refused = try await browser.post("/threads/2/change", [("csrf", PageBrowser.formToken(thread.body) ?? ""), ("change", "archive")])
            #expect(refused.status == 403 && refused.body.contains("read-only"))
        }
        let shown = try inbox.cli(["show", "2", "--format", "json"]).stdout
        #expect(shown.contains("\"archived\":false") && shown.contains("\"unread_count\":1"), "opening it read-only did not mark it read")
    }
}
