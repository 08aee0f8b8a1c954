import Domain
import Foundation
import HTTPTypes
import Testing

/// The page's routes in process (docs/web.md), each held to what the CLI prints and does on the
/// same database; the page in a real browser is `scripts/test-web`'s.
@Suite("Page: routes")
struct PageRouteTests {
    @Test func theListIsTheCLIsListWithItsHeaderLine() async throws {
        let inbox = try await ServiceInbox()
        for (query, arguments) in [("", [String]()), ("?q=is:starred", ["is:starred"]), ("?q=%E3%83%AD%E3%82%B4", ["ロゴ"]),
                                   ("?q=not+is%3Astarred", ["not is:starred"]), ("?q=a%2Bb", ["a+b"])] {
            let page = try await PageBrowser.with(inbox) { browser in
                try await browser.signIn(ServiceInbox.writer)
                return try await browser.get("/" + query)
            }
            #expect(page.status == 200 && page.headers[.contentType] == "text/html; charset=utf-8")
            let listed = try inbox.cli(["list"] + arguments + ["--format", "tsv", "--limit", "50"]).stdout
            #expect(PageBrowser.rowIDs(page.body) == listed.split(separator: "\n").compactMap { Int($0.prefix { $0 != "\t" }) })
            let header = try inbox.cli(["list"] + arguments + ["--format", "table", "--limit", "50"]).stdout.split(separator: "\n").first
            #expect(PageBrowser.text(of: "h1", in: page.body) == header.map(String.init))
        }
    }

    @Test func aBadQueryShowsTheCLIsWordsBesideTheFieldNotAnErrorPage() async throws {
        let inbox = try await ServiceInbox()
        let page = try await PageBrowser.with(inbox) { browser in
            try await browser.signIn(ServiceInbox.writer)
            return try await browser.get("/?q=is%3Anope%20(")
        }
        #expect(page.status == 200 && page.body.contains(#"<body class="page-list">"#))
        let cli = try inbox.cli(["list", "is:nope ("])
        #expect(cli.status == 64)
        let words = cli.stderr.trimmingCharacters(in: .newlines).replacingOccurrences(of: "threads: ", with: "")
        let shown = PageBrowser.text(of: #"p id="q-error""#, in: page.body)?.replacingOccurrences(of: "&#39;", with: "'")
        #expect(shown == words)
        #expect(page.body.contains(#"value="is:nope (""#), "the query stays in the field to correct")
    }

    @Test func openingAThreadMarksItReadAndShowsItsMessagesAsText() async throws {
        let inbox = try await ServiceInbox()
        _ = try inbox.cli(["post", "2", "--body", "<script>alert(1)</script><b>bold</b>\nsecond line"])
        let page = try await PageBrowser.with(inbox) { browser in
            try await browser.signIn(ServiceInbox.writer)
            return try await browser.get("/threads/2")
        }
        #expect(page.status == 200 && page.body.contains(#"<body class="page-thread">"#))
        #expect(page.body.contains("&lt;script&gt;alert(1)&lt;/script&gt;&lt;b&gt;bold&lt;/b&gt;\nsecond line"))
        #expect(!page.body.contains("<script>alert") && !page.body.contains("<b>"))
        #expect(page.body.contains(#"data-unread="0""#) && page.body.contains(">Unread</button>"))
        #expect(try inbox.cli(["show", "2", "--format", "json"]).stdout.contains("\"unread_count\":0"))
    }

    /// The script reads an open thread again after each change: that is no opening, and an
    /// "Unread" just made must stay.
    @Test func aThreadReadAgainByThePagesScriptIsNotMarkedRead() async throws {
        let inbox = try await ServiceInbox()
        try await PageBrowser.with(inbox) { browser in
            try await browser.signIn(ServiceInbox.writer)
            let refreshed = try await browser.send(.get, "/threads/2", form: nil, headers: [HTTPField.Name("Sec-Fetch-Mode")!: "cors"])
            #expect(refreshed.status == 200 && refreshed.body.contains(#"data-unread="1""#))
            let opened = try await browser.send(.get, "/threads/2", form: nil, headers: [
                HTTPField.Name("Sec-Fetch-Mode")!: "navigate", HTTPField.Name("Sec-Fetch-Dest")!: "document", HTTPField.Name("Sec-Fetch-User")!: "?1",
            ])
            #expect(opened.body.contains(#"data-unread="0""#))
        }
    }

    /// A browser fetches links ahead of a click (a prefetch, a prerender) and pages into frames:
    /// none of those is an opening, and none marks the thread read.
    @Test func aPrefetchedThreadIsNotMarkedRead() async throws {
        let inbox = try await ServiceInbox()
        try await PageBrowser.with(inbox) { browser in
            try await browser.signIn(ServiceInbox.writer)
            let fetches: [HTTPFields] = [
                [HTTPField.Name("Sec-Fetch-Mode")!: "navigate", HTTPField.Name("Sec-Purpose")!: "prefetch"],
                [HTTPField.Name("Sec-Fetch-Mode")!: "navigate", HTTPField.Name("Sec-Purpose")!: "prefetch;prerender"],
                [HTTPField.Name("Sec-Fetch-Mode")!: "navigate", HTTPField.Name("Sec-Fetch-User")!: "?1", HTTPField.Name("Sec-Purpose")!: "prefetch"],
                [HTTPField.Name("Purpose")!: "prefetch"],
                [HTTPField.Name("Sec-Fetch-Mode")!: "navigate", HTTPField.Name("Sec-Fetch-Dest")!: "iframe"],
                [HTTPField.Name("Sec-Fetch-Mode")!: "no-cors"],
            ]
            for headers in fetches {
                let fetched = try await browser.send(.get, "/threads/2", form: nil, headers: headers)
                #expect(fetched.status == 200 && fetched.body.contains(#"data-unread="1""#), "\(headers)")
            }
        }
    }

    @Test func eachButtonPostsItsChangeWithTheTokenAndComesBack() async throws {
        let inbox = try await ServiceInbox()
        try await PageBrowser.with(inbox) { browser in
            try await browser.signIn(ServiceInbox.writer)
            let page = try await browser.get("/threads/8")
            let token = try #require(PageBrowser.formToken(page.body))
            let missing = try await browser.post("/threads/8/change", [("change", "star")])
            let wrong = try await browser.post("/threads/8/change", [("csrf", String(token.reversed())), ("change", "star")])
            #expect(missing.status == 403 && wrong.status == 403)
            #expect(try inbox.cli(["show", "8", "--format", "json"]).stdout.contains("\"starred\":false"), "a refused post changed nothing")
            let starred = try await browser.post("/threads/8/change", [("csrf", token), ("change", "star")])
            #expect(starred.status == 303 && starred.headers[.location] == "/threads/8")
            #expect(try inbox.cli(["show", "8", "--format", "json"]).stdout.contains("\"starred\":true"))
            let unknown = try await browser.post("/threads/8/change", [("csrf", token), ("change", "explode")])
            #expect(unknown.status == 400 && unknown.body.contains("is not a change"))
            let reply = try await browser.post("/threads/8/messages", [("csrf", token), ("body", "Thursday works.\r\nSee you.")])
            #expect(reply.status == 303 && reply.headers[.location] == "/threads/8")
            #expect(try inbox.cli(["show", "8", "--format", "json"]).stdout.contains(#"Thursday works.\nSee you."#), "a text box's CRLF is stored as LF")
            let unread = try await browser.post("/threads/8/change", [("csrf", token), ("change", "unread")])
            #expect(unread.status == 303 && unread.headers[.location] == "/", "after Unread, the list: the thread again would read it again")
        }
    }

    /// A reply from the page is written as the person of the token the session signed in
    /// with, never the server's: two people, two sessions, two authors.
    @Test func aReplyIsWrittenAsTheSessionsPerson() async throws {
        let inbox = try await ServiceInbox()
        let ben = "thr_" + String(repeating: "b", count: 43)
        _ = try await inbox.tokens.createToken(APIToken(name: "ben-laptop", scope: .readWrite, person: Person("Ben"), createdAt: Date()), secret: ben)
        for (secret, body, author) in [(ServiceInbox.writer, "From the writer.", "tester"), (ben, "From Ben.", "Ben")] {
            try await PageBrowser.with(inbox) { browser in
                try await browser.signIn(secret)
                let token = try #require(PageBrowser.formToken(try await browser.get("/threads/8").body))
                #expect(try await browser.post("/threads/8/messages", [("csrf", token), ("body", body)]).status == 303)
            }
            let shown = try JSONSerialization.jsonObject(with: Data(try inbox.cli(["show", "8", "--format", "json"]).stdout.utf8)) as? [String: Any]
            let last = try #require((shown?["messages"] as? [[String: Any]])?.last)
            #expect(last["body"] as? String == body && last["author"] as? String == author, "\(last)")
        }
    }

    /// A reply after someone else replied since the page was loaded asks first, as a page
    /// (no script needed): their reply, the text again, and "Send anyway", which posts it.
    @Test func aReplyThatWouldCrossAnotherAsksFirst() async throws {
        let inbox = try await ServiceInbox()
        let ben = "thr_" + String(repeating: "b", count: 43)
        _ = try await inbox.tokens.createToken(APIToken(name: "ben", scope: .readWrite, person: Person("Ben"), createdAt: Date()), secret: ben)
        try await PageBrowser.with(inbox) { browser in
            try await browser.signIn(ServiceInbox.writer)
            let page = try await browser.get("/threads/8")
            let token = try #require(PageBrowser.formToken(page.body))
            let seen = try #require(PageBrowser.value(after: #"name="seen" value=""#, in: page.body))
            #expect(try await inbox.answer(.post, "/v1/threads/8/messages", token: ben, json: #"{"body":"Done already."}"#).status == 201)
            let before = try inbox.cli(["show", "8", "--format", "json"]).stdout
            let asked = try await browser.post("/threads/8/messages", [("csrf", token), ("seen", seen), ("body", "I'll do it.")])
            #expect(asked.status == 200 && asked.body.contains(#"<body class="page-question">"#), "\(asked.status)")
            #expect(PageBrowser.text(of: "h1", in: asked.body) == "Ben replied just now. Send anyway?")
            #expect(asked.body.contains("Done already.") && asked.body.contains("I&#39;ll do it.") || asked.body.contains("I'll do it."))
            #expect(try inbox.cli(["show", "8", "--format", "json"]).stdout == before, "nothing posted before the yes")
            let again = try #require(PageBrowser.value(after: #"name="seen" value=""#, in: asked.body))
            let sent = try await browser.post("/threads/8/messages", [("csrf", token), ("seen", again), ("body", "I'll do it.")])
            #expect(sent.status == 303 && sent.headers[.location] == "/threads/8")
            #expect(try inbox.cli(["show", "8", "--format", "json"]).stdout.contains("I'll do it."))
        }
    }

    @Test func aBulkChangeToManyThreadsIsAQuestionUntilConfirmed() async throws {
        let inbox = try await ServiceInbox()
        _ = try inbox.cli(["seed", "--threads", "30", "--messages", "60", "--random-seed", "1", "--quiet"])
        try await PageBrowser.with(inbox) { browser in
            try await browser.signIn(ServiceInbox.writer)
            let token = try #require(PageBrowser.formToken(try await browser.get("/").body))
            let archived = try inbox.cli(["list", "--archived", "--format", "tsv"]).stdout
            let asked = try await browser.post("/threads/changes", [("csrf", token), ("q", ""), ("change", "archive")])
            #expect(asked.status == 200 && asked.body.contains(#"<body class="page-question">"#))
            #expect(PageBrowser.text(of: "h1", in: asked.body) == "archive 44 threads?")
            #expect(try inbox.cli(["list", "--archived", "--format", "tsv"]).stdout == archived, "nothing changed before the yes")
            let selection = try #require(PageBrowser.value(after: #"name="selection" value=""#, in: asked.body))
            let done = try await browser.post("/threads/changes", [("csrf", token), ("q", ""), ("change", "archive"), ("confirmed", "yes"),
                                                                     ("selection", selection)])
            #expect(done.status == 303 && done.headers[.location] == "/")
        }
        #expect(try inbox.cli(["list", "--format", "tsv"]).stdout.isEmpty)
    }

    /// The question names at most 50 threads and counts the rest; its yes carries the selection it
    /// was asked about, and a yes to a selection that changed since (a thread arrived, or one
    /// left) is asked again, with nothing changed. A yes with no selection at all is no yes.
    @Test func aYesStandsOnlyForTheThreadsItWasAskedAbout() async throws {
        let inbox = try await ServiceInbox()
        _ = try inbox.cli(["seed", "--threads", "80", "--messages", "160", "--random-seed", "1", "--quiet"])
        try await PageBrowser.with(inbox) { browser in
            try await browser.signIn(ServiceInbox.writer)
            let token = try #require(PageBrowser.formToken(try await browser.get("/").body))
            let before = try inbox.cli(["export"]).stdout
            let asked = try await browser.post("/threads/changes", [("csrf", token), ("q", ""), ("change", "archive")])
            let count = try #require(try inbox.cli(["count"]).stdout.split(separator: " ").first.flatMap { Int($0) })
            #expect(count > 50)
            #expect(PageBrowser.text(of: "h1", in: asked.body) == "archive \(count) threads?")
            #expect(asked.body.components(separatedBy: "<li><a href=\"/threads/").count - 1 == 50, "the question links 50 threads, no more")
            #expect(asked.body.contains("and \(count - 50) more"))
            let selection = try #require(PageBrowser.value(after: #"name="selection" value=""#, in: asked.body))
            let forged = try await browser.post("/threads/changes", [("csrf", token), ("q", ""), ("change", "archive"), ("confirmed", "yes")])
            #expect(forged.status == 200 && forged.body.contains(#"<body class="page-question">"#), "a yes that names no selection")
            #expect(try inbox.cli(["new", "--title", "Arrived meanwhile", "--with", "Ada", "--body", "hi"]).status == 0)
            let before2 = try inbox.cli(["export"]).stdout
            let again = try await browser.post("/threads/changes", [("csrf", token), ("q", ""), ("change", "archive"), ("confirmed", "yes"),
                                                                      ("selection", selection)])
            #expect(again.status == 200 && again.body.contains(#"<body class="page-question">"#))
            #expect(again.body.contains("have changed since you were asked"))
            #expect(PageBrowser.text(of: "h1", in: again.body) == "archive \(count + 1) threads?")
            #expect(try inbox.cli(["export"]).stdout == before2, "a yes to another selection changed nothing")
            #expect(before != before2)
            let fresh = try #require(PageBrowser.value(after: #"name="selection" value=""#, in: again.body))
            let done = try await browser.post("/threads/changes", [("csrf", token), ("q", ""), ("change", "archive"), ("confirmed", "yes"),
                                                                     ("selection", fresh)])
            #expect(done.status == 303)
        }
        #expect(try inbox.cli(["list", "--format", "tsv"]).stdout.isEmpty)
    }

    /// "Archive all" under a saved filter archives what the page lists: the filter's threads and
    /// the query's, never the whole inbox.
    @Test func aBulkChangeActsOnTheSavedFilterAndTheQueryTheListShows() async throws {
        let inbox = try await ServiceInbox()
        #expect(try inbox.cli(["filter", "save", "starry", "is:starred"]).status == 0)
        let starred = try inbox.cli(["list", "--starred", "--format", "tsv"]).stdout.split(separator: "\n").compactMap { $0.split(separator: "\t").first }
        let inboxBefore = try inbox.cli(["count"]).stdout
        try await PageBrowser.with(inbox) { browser in
            try await browser.signIn(ServiceInbox.writer)
            let list = try await browser.get("/?filter=starry")
            #expect(list.body.contains(#"<input type="hidden" name="filter" value="starry">"#), "the bulk form carries the saved filter")
            let token = try #require(PageBrowser.formToken(list.body))
            let done = try await browser.post("/threads/changes", [("csrf", token), ("q", ""), ("filter", "starry"), ("change", "archive")])
            #expect(done.status == 303 && done.headers[.location] == "/?filter=starry")
        }
        let archived = try inbox.cli(["list", "--archived", "--format", "tsv"]).stdout.split(separator: "\n").compactMap { $0.split(separator: "\t").first }
        #expect(Set(archived).isSuperset(of: starred) && !starred.isEmpty)
        #expect(try inbox.cli(["list", "--starred", "--format", "tsv"]).stdout.isEmpty)
        #expect(try inbox.cli(["count"]).stdout != inboxBefore)
        #expect(try !inbox.cli(["list", "--format", "tsv"]).stdout.isEmpty, "the threads the page did not list are still in the inbox")
    }

    @Test func everyPageAnswerCarriesTheSecurityHeaders() async throws {
        let inbox = try await ServiceInbox()
        let answers = try await PageBrowser.with(inbox) { browser in
            var answers = [try await browser.get("/signin"), try await browser.get("/")]
            try await browser.signIn(ServiceInbox.writer)
            answers += [try await browser.get("/"), try await browser.get("/threads/1"), try await browser.get("/threads/999"), try await browser.get("/nowhere")]
            return answers
        }
        for answer in answers {
            let policy = answer.headers[.contentSecurityPolicy] ?? ""
            #expect(policy.contains("default-src 'self'") && policy.contains("script-src 'self'") && policy.contains("frame-ancestors 'none'"))
            #expect(!policy.contains("unsafe-inline"))
            #expect(answer.headers[.xContentTypeOptions] == "nosniff")
            #expect(answer.headers[HTTPField.Name("Referrer-Policy")!] == "same-origin")
        }
        #expect(answers[4].status == 404 && answers[4].body.contains(#"<body class="page-error">"#))
        #expect(answers[5].status == 404)
    }

    @Test func theAssetsAreServedByTheirHashedNamesForAYear() async throws {
        let inbox = try await ServiceInbox()
        try await PageBrowser.with(inbox) { browser in
            let page = try await browser.get("/signin")
            let script = try #require(PageBrowser.value(after: #"<script src=""#, in: page.body))
            let stylesheet = try #require(PageBrowser.value(after: #"<link rel="stylesheet" href=""#, in: page.body))
            #expect(script.hasPrefix("/assets/app.") && script.hasSuffix(".js") && stylesheet.hasSuffix(".css"))
            let js = try await browser.get(script), css = try await browser.get(stylesheet)
            #expect(js.status == 200 && js.headers[.contentType] == "text/javascript; charset=utf-8" && js.body.contains("EventSource"))
            #expect(css.status == 200 && css.headers[.contentType] == "text/css; charset=utf-8")
            #expect(js.headers[.cacheControl]?.contains("immutable") == true)
            #expect(try await browser.get("/assets/app.000000000000.js").status == 404)
        }
    }
}
