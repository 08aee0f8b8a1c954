import Domain
import Foundation
@testable import Presentation
import Testing

/// The page's presenters (docs/web.md), held to exact HTML on the sample inbox's kinds of thread,
/// Japanese included: the contract the script, the stylesheet and the browser tests rely on.
@Suite("HTML presenters")
struct HTMLPresentersTests {
    static let forms = HTMLForms(csrf: "T0KEN", query: "ロゴ or is:starred")

    static func html(_ present: (ViewSpy) -> Void) -> String {
        let spy = ViewSpy()
        present(spy)
        return spy.lines.joined(separator: "\n")
    }

    @Test func theListIsTheTablesHeaderColumnsAndMarksWithOlderAndTheBulkForm() throws {
        let selection = ListCursor.Selection(query: Self.forms.query, all: false, sort: nil)
        let response = PresentationSeeds.response([PresentationSeeds.invoice, PresentationSeeds.logo], matching: 5, page: PageRequest(limit: 2))
        let html = Self.html { ThreadListHTMLPresenter(clock: PresentationSeeds.clock, forms: Self.forms, selection: selection, display: $0).presentListThreads(response) }
        let cursor = ListCursor.cursor(after: try #require(response.next), for: selection)
        #expect(html == """
            <main id="main"><h1>Inbox — 5 threads</h1><table class="threads"><thead><tr><th scope="col"><span class="visually-hidden">Starred</span></th>\
            <th scope="col" class="id">ID</th><th scope="col" class="title">TITLE</th><th scope="col" class="with">WITH</th>\
            <th scope="col" class="count">UNREAD</th><th scope="col" class="active">ACTIVE</th></tr></thead><tbody>\
            <tr data-thread-id="7" data-starred="false" data-unread="2" data-archived="false" data-muted="false" class="unread"><td class="mark"></td>\
            <td class="id">7</td><td class="title"><a href="/threads/7">Invoice #2041 for the March sprint</a></td><td class="with">Dana Whitfield</td>\
            <td class="count">2</td><td class="active"><time datetime="2026-03-03T11:40:00Z">20m ago</time></td></tr>\
            <tr data-thread-id="12" data-starred="true" data-unread="1" data-archived="false" data-muted="false" class="unread">\
            <td class="mark"><span title="Starred">★</span></td><td class="id">12</td><td class="title"><a href="/threads/12">ロゴデザインの件</a></td>\
            <td class="with">Aiko, Ben</td><td class="count">1</td><td class="active"><time datetime="2026-03-03T09:00:00Z">3h ago</time></td></tr>\
            </tbody></table><nav class="pages" aria-label="Pages"><a rel="next" href="/?q=%E3%83%AD%E3%82%B4+or+is%3Astarred&amp;cursor=\(cursor)">Older</a></nav>\
            <form class="bulk" method="post" action="/threads/changes"><input type="hidden" name="csrf" value="T0KEN">\
            <input type="hidden" name="q" value="ロゴ or is:starred"><button type="submit" name="change" value="read">Read all</button>\
            <button type="submit" name="change" value="archive">Archive all</button></form></main>
            """)
    }

    @Test func aThreadIsShowsHeaderWithAButtonForEachToggleItsMessagesAsTextAndTheReplyBox() {
        var thread = ThreadDetailPresentersTests.thread
        thread.messages[1].body = "<script>alert(1)</script>\nsecond line"
        let html = Self.html { ThreadDetailHTMLPresenter(clock: PresentationSeeds.clock, forms: Self.forms, display: $0).presentShowThread(.init(thread: thread)) }
        let form = { (change: String, key: String, label: String) in
            #"<form method="post" action="/threads/12/change"><input type="hidden" name="csrf" value="T0KEN">"#
                + #"<input type="hidden" name="change" value="\#(change)"><button type="submit" data-key="\#(key)">\#(label)</button></form>"#
        }
        #expect(html == """
            <main id="main" class="thread" data-thread-id="12" data-starred="true" data-unread="1" data-archived="false" data-muted="false">\
            <h1>ロゴデザインの件</h1><p class="facts">with Aiko, Ben · 2 messages · 1 unread · starred · started 4h ago</p>\
            <div class="actions">\(form("unstar", "s", "Unstar"))\(form("read", "r", "Read"))\(form("archive", "a", "Archive"))\(form("mute", "m", "Mute"))</div>\
            \(TagsHTMLPresentersTests.tagForm())<ol class="messages"><li class="message"><article><h2 class="author">Aiko</h2><time datetime="2026-03-02T12:00:00Z">1d ago · 2026-03-02T12:00:00Z</time>\
            <div class="body">初稿です。ロゴの色について相談させてください。</div></article></li>\
            <li class="message unread"><article><h2 class="author">Ben</h2><time datetime="2026-03-03T09:00:00Z">3h ago · 2026-03-03T09:00:00Z</time>\
            <div class="body">&lt;script&gt;alert(1)&lt;/script&gt;
            second line</div></article></li></ol>\
            <form class="reply" method="post" action="/threads/12/messages"><input type="hidden" name="csrf" value="T0KEN">\
            <input type="hidden" name="seen" value="2"><label for="body">Reply</label><textarea id="body" name="body" rows="4" required=""></textarea><button type="submit">Reply</button></form></main>
            """)
    }

    @Test func aChangeThatWaitsForAYesIsAQuestionWithItsThreadsAndAConfirmButton() {
        let ids = (1...21).map { ThreadID(Int64($0)) }
        var response = ThreadActions.ChangeThreads.Response(ids: ids, change: [.archive(true)], byQuery: true, awaitsConfirmation: true)
        response.selection = "21-abc"
        let spy = ViewSpy()
        ThreadActionsHTMLPresenter(forms: Self.forms, display: spy).presentChangeThreads(response)
        #expect(spy.questions == ["archive 21 threads?"])
        let links = ids.map { #"<li><a href="/threads/\#($0)">#\#($0)</a></li>"# }.joined()
        #expect(spy.htmlPages.last?.serialized == """
            <main id="main"><h1>archive 21 threads?</h1><ul class="ids">\(links)</ul>\
            <form method="post" action="/threads/changes"><input type="hidden" name="csrf" value="T0KEN"><input type="hidden" name="q" value="ロゴ or is:starred">\
            <input type="hidden" name="change" value="archive"><input type="hidden" name="confirmed" value="yes"><input type="hidden" name="selection" value="21-abc">\
            <button type="submit">Archive</button></form>\
            <p><a href="/?q=%E3%83%AD%E3%82%B4+or+is%3Astarred">Cancel</a></p></main>
            """)
    }

    /// A question names at most 50 threads and counts the rest; one asked again says why, and
    /// its form carries the list's saved filter as well as its query.
    @Test func aLongQuestionNamesFiftyAndOneAskedAgainSaysWhy() {
        let ids = (1...130).map { ThreadID(Int64($0)) }
        var response = ThreadActions.ChangeThreads.Response(ids: ids, change: [.readAll], byQuery: true, awaitsConfirmation: true)
        response.selection = "130-x"
        response.selectionChanged = true
        let spy = ViewSpy()
        ThreadActionsHTMLPresenter(forms: HTMLForms(csrf: "T0KEN", query: "", filter: "starry"), display: spy).presentChangeThreads(response)
        let page = spy.htmlPages.last?.serialized ?? ""
        #expect(page.components(separatedBy: "<li>").count - 1 == 50)
        #expect(page.contains(#"<p class="more">and 80 more</p>"#))
        #expect(page.contains(#"<p role="alert">The threads this would change have changed since you were asked.</p>"#))
        #expect(page.contains(#"<input type="hidden" name="filter" value="starry">"#))
        #expect(page.contains(#"<a href="/?filter=starry">Cancel</a>"#))
    }

    @Test func withoutASessionsTokenThereAreLinksButNoForms() {
        let list = Self.html { ThreadListHTMLPresenter(clock: PresentationSeeds.clock, forms: .none, display: $0)
            .presentListThreads(PresentationSeeds.response([PresentationSeeds.logo])) }
        let thread = Self.html { ThreadDetailHTMLPresenter(clock: PresentationSeeds.clock, forms: .none, display: $0)
            .presentShowThread(.init(thread: ThreadDetailPresentersTests.thread)) }
        #expect(list.contains(#"<a href="/threads/12">"#) && thread.contains("<h1>ロゴデザインの件</h1>"))
        #expect(!list.contains("<form") && !thread.contains("<form") && !thread.contains("<button"))
    }

    @Test func markupInATitleOrANameIsText() {
        let hostile = PresentationSeeds.summary(id: 5, title: #"<img src=x onerror="alert(1)">"#, with: ["<b>Eve</b>"], minutesAgo: 5)
        let html = Self.html { ThreadListHTMLPresenter(clock: PresentationSeeds.clock, forms: Self.forms, display: $0)
            .presentListThreads(PresentationSeeds.response([hostile])) }
        #expect(html.contains("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;</a>") && html.contains("&lt;b&gt;Eve&lt;/b&gt;"))
        #expect(!html.contains("<img") && !html.contains("<b>"))
    }

    @Test func theFrameTitlesThePageByItsHeadingAndLeavesTheBarOutWhenSignedOut() {
        let assets = HTMLPage.Assets(script: "/assets/app.1.js", stylesheet: "/assets/app.2.css")
        let signedOut = HTMLPage.document(.signin, main: HTMLPage.signIn(csrf: "F", refused: false), assets: assets, forms: .none).serialized
        #expect(signedOut.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"))
        #expect(signedOut.contains("<title>Sign in — threads</title>") && !signedOut.contains("csrf-token") && !signedOut.contains("type=\"search\""))
        let main = HTMLText.element("main", attributes: [("id", "main")], [.element("h1", text: "Inbox — 14 threads")])
        let page = HTMLPage.document(.list, main: main, assets: assets, forms: Self.forms, queryError: "query: bad <thing>").serialized
        #expect(page.contains(#"<meta name="csrf-token" content="T0KEN"><title>Inbox — 14 threads — threads</title>"#))
        #expect(page.contains(#"<input type="search" id="q" name="q" value="ロゴ or is:starred""#))
        #expect(page.contains(#"<p id="q-error" class="query-error" role="alert">query: bad &lt;thing&gt;</p>"#))
        #expect(page.contains(#"<script src="/assets/app.1.js" defer=""></script>"#) && !page.contains("<script>"))
    }
}
