import Foundation
import HTTPTypes
@testable import Server
import Testing

/// Tags on the page (docs/web.md) in process: chips on the rows and in the thread's header, the
/// tag list with its unread counts beside the saved filters, and the thread's tag field, a plain
/// form that posts and comes back. The same in a real browser is `scripts/test-web`'s.
@Suite("Page: tags")
struct PageTagTests {
    @Test func theListShowsChipsOnTheRowsAndTheTagsWithTheirUnreadCounts() async throws {
        let inbox = try await ServiceInbox()
        #expect(try inbox.cli(["tag", "2", "3", "+work"]).status == 0)
        #expect(try inbox.cli(["tag", "3", "+client/acme"]).status == 0)
        let page = try await PageBrowser.with(inbox) { browser in
            try await browser.signIn(ServiceInbox.writer)
            return try await browser.get("/")
        }
        #expect(page.status == 200)
        let tags = try JSONSerialization.jsonObject(with: Data(try inbox.cli(["tags", "--format", "json"]).stdout.utf8)) as? [[String: Any]] ?? []
        let nav = try inbox.cli(["tags", "--format", "html"]).stdout.dropLast()
        #expect(nav.hasPrefix(#"<nav class="tags" aria-label="Tags">"#) && page.body.contains(nav), "the page's list is `tags --format html`")
        for tag in tags {
            let name = try #require(tag["name"] as? String), unread = try #require(tag["unread_threads"] as? Int)
            #expect(nav.contains(#"data-tag="\#(name)" data-unread="\#(unread)""#), "\(name)")
        }
        let filters = try #require(page.body.range(of: #"<nav class="filters""#)), tagList = try #require(page.body.range(of: #"<nav class="tags""#))
        #expect(filters.lowerBound < tagList.lowerBound, "beside the saved filters, after them")
        let row = try #require(page.body.components(separatedBy: #"<tr data-thread-id="3""#).dropFirst().first?.components(separatedBy: "</tr>").first)
        #expect(row.contains(#"<ul class="tags"><li><a class="tag" href="/?q=tag%3Aclient%2Facme">client/acme</a></li><li><a class="tag" href="/?q=tag%3Awork">work</a></li></ul>"#))
        // Each chip is a link to its list, which is `list tag:NAME`.
        let listed = try await PageBrowser.with(inbox) { browser in
            try await browser.signIn(ServiceInbox.writer)
            return try await browser.get("/?q=tag%3Awork")
        }
        let ids = try inbox.cli(["list", "tag:work", "--format", "tsv"]).stdout.split(separator: "\n").compactMap { Int($0.prefix { $0 != "\t" }) }
        #expect(PageBrowser.rowIDs(listed.body) == ids && ids.count == 2)
    }

    /// A thousand tags would weigh 200 KB on every list page: it links the 40 most used (most
    /// unread threads first) and the page of them all, which lists every one.
    @Test func aThousandTagsLeaveTheListPageLightAndAllAreOnTheTagsPage() async throws {
        let inbox = try await ServiceInbox()
        #expect(try inbox.cli(["tag", "1"] + (0..<1000).map { String(format: "+t%04d", $0) }).status == 0)
        #expect(try inbox.cli(["tag", "2", "+t0999"]).status == 0)
        let (list, all, bare) = try await PageBrowser.with(inbox) { browser in
            try await browser.signIn(ServiceInbox.writer)
            return (try await browser.get("/"), try await browser.get("/tags"), try await browser.get("/tags?x=1"))
        }
        let nav = try #require(list.body.components(separatedBy: #"<nav class="tags""#).dropFirst().first?.components(separatedBy: "</nav>").first)
        #expect(nav.components(separatedBy: "data-tag=").count - 1 == PageRoutes.tagListSize)
        #expect(nav.contains(#"<li class="more"><a href="/tags">All 1000 tags</a></li>"#))
        #expect(nav.contains(#"data-tag="t0999""#), "on two threads, it is among the most used")
        #expect(nav.utf8.count < 12_000, "\(nav.utf8.count) bytes")
        #expect(all.status == 200 && all.body.contains("<h1>Tags</h1>"))
        let everyOne = try inbox.cli(["tags", "--format", "html"]).stdout.dropLast()
        #expect(all.body.contains(everyOne) && everyOne.components(separatedBy: "data-tag=").count - 1 == 1000)
        #expect(bare.status == 400, "the page takes no parameters")
    }

    @Test func noTagsNoTagList() async throws {
        let inbox = try await ServiceInbox()
        let page = try await PageBrowser.with(inbox) { browser in
            try await browser.signIn(ServiceInbox.writer)
            return try await browser.get("/")
        }
        #expect(page.status == 200 && !page.body.contains(#"class="tags""#))
        let tags = try await PageBrowser.with(inbox) { browser in
            try await browser.signIn(ServiceInbox.writer)
            return try await browser.get("/tags")
        }
        #expect(tags.status == 200 && tags.body.contains("No tags yet."), "\(tags.body)")
    }

    @Test func theTagFieldPostsAddsAndRemovesAndComesBack() async throws {
        let inbox = try await ServiceInbox()
        #expect(try inbox.cli(["tag", "8", "+todo"]).status == 0)
        try await PageBrowser.with(inbox) { browser in
            try await browser.signIn(ServiceInbox.writer)
            let page = try await browser.get("/threads/8")
            #expect(page.body.contains(#"<form class="tags" method="post" action="/threads/8/tags">"#))
            #expect(page.body.contains(#"<input type="hidden" name="tags" value="-todo">"#), "the chip's remove button")
            let token = try #require(PageBrowser.formToken(page.body))
            let missing = try await browser.post("/threads/8/tags", [("tags", "+waiting")])
            #expect(try missing.status == 403 && (TagRouteTests.tags(inbox, 8)) == ["todo"], "no CSRF token, no change")
            let tagged = try await browser.post("/threads/8/tags", [("csrf", token), ("tags", "+waiting -todo client/acme")])
            #expect(tagged.status == 303 && tagged.headers[.location] == "/threads/8")
            #expect(try TagRouteTests.tags(inbox, 8) == ["client/acme", "waiting"])
            let removed = try await browser.post("/threads/8/tags", [("csrf", token), ("tags", "-client/acme")])
            #expect(try removed.status == 303 && (TagRouteTests.tags(inbox, 8)) == ["waiting"])
            let empty = try await browser.post("/threads/8/tags", [("csrf", token), ("tags", "  ")])
            #expect(try empty.status == 303 && empty.headers[.location] == "/threads/8" && (TagRouteTests.tags(inbox, 8)) == ["waiting"])
            let shown = try await browser.get("/threads/8")
            #expect(shown.body.contains(#"<ul class="tags" aria-label="Tags"><li><a class="tag" href="/?q=tag%3Awaiting">waiting</a>"#))
            #expect(try await browser.post("/threads/999/tags", [("csrf", token), ("tags", "+x")]).status == 404)
        }
    }

    /// A bad name is the thread page again: the CLI's words beside the field, what was typed still
    /// in it, and nothing changed, not even the good names beside it.
    @Test func aBadNameIsTheThreadAgainWithTheWordsBesideTheField() async throws {
        let inbox = try await ServiceInbox()
        let words = String(try inbox.cli(["tag", "8", "+ok", "+a,b"]).stderr.dropFirst("threads: ".count).dropLast())
        try await PageBrowser.with(inbox) { browser in
            try await browser.signIn(ServiceInbox.writer)
            let token = try #require(PageBrowser.formToken(try await browser.get("/threads/8").body))
            // After the opening, which reads the thread.
            let before = try inbox.cli(["export"]).stdout
            let refused = try await browser.post("/threads/8/tags", [("csrf", token), ("tags", "+ok +a,b")])
            #expect(refused.status == 422 && refused.body.contains(#"<body class="page-thread">"#))
            let shown = PageBrowser.text(of: #"p id="tags-error""#, in: refused.body)?.replacingOccurrences(of: "&quot;", with: "\"")
            #expect(shown == words, "\(shown ?? refused.body)")
            #expect(refused.body.contains(#"value="+ok +a,b""#) && refused.body.contains(#"aria-invalid="true""#))
            #expect(try inbox.cli(["export"]).stdout == before)
        }
    }

    @Test func aReadOnlySessionMayNotTag() async throws {
        let inbox = try await ServiceInbox()
        try await PageBrowser.with(inbox) { browser in
            try await browser.signIn(ServiceInbox.reader)
            let token = try #require(PageBrowser.formToken(try await browser.get("/threads/8").body))
            let refused = try await browser.post("/threads/8/tags", [("csrf", token), ("tags", "+x")])
            #expect(try refused.status == 403 && (TagRouteTests.tags(inbox, 8)) == [])
        }
    }
}
