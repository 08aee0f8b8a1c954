import Domain
import Foundation
@testable import Presentation
import Testing

/// Tags on the page (docs/web.md): chips on rows and in a thread's header, each a link to its
/// `tag:NAME` list; the thread's tag field; the tag list with unread counts beside the filters.
@Suite("HTML presenters: tags")
struct TagsHTMLPresentersTests {
    static let forms = HTMLPresentersTests.forms

    /// The thread page's tag field for thread 12, as typed and refused (or fresh).
    static func tagForm(text: String = "", error: String = "") -> String {
        let described = error.isEmpty ? "tags-hint" : "tags-hint tags-error"
        return #"<form class="tags" method="post" action="/threads/12/tags"><input type="hidden" name="csrf" value="T0KEN">"#
            + #"<label for="tags">Tags</label><div class="field"><input type="text" id="tags" name="tags" value="\#(text)" required="" "#
            + #"autocomplete="off" autocapitalize="none" spellcheck="false" placeholder="+waiting -todo" data-key="t""#
            + (error.isEmpty ? "" : #" aria-invalid="true""#) + #" aria-describedby="\#(described)"><button type="submit">Tag</button></div>"#
            + #"<p id="tags-hint" class="hint"><kbd>+name</kbd> adds a tag, <kbd>-name</kbd> removes one; a name alone adds it.</p>"#
            + (error.isEmpty ? "" : #"<p id="tags-error" class="field-error" role="alert">\#(error)</p>"#) + "</form>"
    }

    static func untag(_ name: String) -> String {
        #"<form class="untag" method="post" action="/threads/12/tags"><input type="hidden" name="csrf" value="T0KEN">"#
            + #"<input type="hidden" name="tags" value="-\#(name)"><button type="submit" aria-label="Remove tag \#(name)" "#
            + #"title="Remove tag \#(name)">×</button></form>"#
    }

    @Test func theTagListLinksEachTagToItsListWithItsUnreadCount() {
        let tags = [TagSummary(name: "client/acme", threads: 12, unreadThreads: 3), TagSummary(name: "請求", threads: 1, unreadThreads: 0)]
        let html = HTMLPresentersTests.html { TagsHTMLPresenter(display: $0).presentListTags(.init(tags: tags)) }
        #expect(html == """
            <nav class="tags" aria-label="Tags"><ul>\
            <li><a href="/?q=tag%3Aclient%2Facme" title="12 threads, 3 unread" data-tag="client/acme" data-unread="3">client/acme\
            <span class="count">3<span class="visually-hidden"> unread</span></span></a></li>\
            <li><a href="/?q=tag%3A%E8%AB%8B%E6%B1%82" title="1 thread, 0 unread" data-tag="請求" data-unread="0">請求</a></li></ul></nav>
            """)
        let spy = ViewSpy()
        TagsHTMLPresenter(display: spy).presentListTags(.init(tags: []))
        #expect(spy.calls == [[]], "no tags, no list at all")
    }

    /// A list short of every tag ends with a link to the page of them all.
    @Test func aShortTagListEndsWithALinkToEveryTag() {
        let tags = [TagSummary(name: "waiting", threads: 4, unreadThreads: 0)]
        let html = HTMLPresentersTests.html { TagsHTMLPresenter(display: $0).presentListTags(.init(tags: tags, total: 1000)) }
        #expect(html.hasSuffix(#"data-unread="0">waiting</a></li><li class="more"><a href="/tags">All 1000 tags</a></li></ul></nav>"#), "\(html)")
        let whole = HTMLPresentersTests.html { TagsHTMLPresenter(display: $0).presentListTags(.init(tags: tags)) }
        #expect(!whole.contains("/tags\""), "the whole list links to no other")
    }

    @Test func aRowShowsItsTagsAsChipsAfterTheTitle() {
        var invoice = PresentationSeeds.invoice
        invoice.thread.tags = ["work", "client/acme"]
        let response = PresentationSeeds.response([invoice])
        let html = HTMLPresentersTests.html { ThreadListHTMLPresenter(clock: PresentationSeeds.clock, forms: .none, display: $0).presentListThreads(response) }
        #expect(html.contains("""
            <td class="title"><div class="titled"><a href="/threads/7">Invoice #2041 for the March sprint</a><ul class="tags">\
            <li><a class="tag" href="/?q=tag%3Aclient%2Facme">client/acme</a></li><li><a class="tag" href="/?q=tag%3Awork">work</a></li></ul></div></td>
            """), "\(html)")
    }

    @Test func aThreadsHeaderShowsItsTagsAsChipsEachWithItsRemoveButton() {
        var thread = ThreadDetailPresentersTests.thread
        thread.summary.thread.tags = ["work", "client/acme"]
        let html = HTMLPresentersTests.html { ThreadDetailHTMLPresenter(clock: PresentationSeeds.clock, forms: Self.forms, display: $0).presentShowThread(.init(thread: thread)) }
        #expect(html.contains("""
            <h1>ロゴデザインの件</h1><ul class="tags" aria-label="Tags">\
            <li><a class="tag" href="/?q=tag%3Aclient%2Facme">client/acme</a>\(Self.untag("client/acme"))</li>\
            <li><a class="tag" href="/?q=tag%3Awork">work</a>\(Self.untag("work"))</li></ul>\
            <p class="facts">with Aiko, Ben · 2 messages · 1 unread · starred · started 4h ago</p>
            """), "the chips say the tags, so the facts do not: \(html)")
        #expect(html.contains(Self.tagForm()))
        let links = HTMLPresentersTests.html { ThreadDetailHTMLPresenter(clock: PresentationSeeds.clock, forms: .none, display: $0).presentShowThread(.init(thread: thread)) }
        #expect(links.contains(#"<ul class="tags" aria-label="Tags"><li><a class="tag" href="/?q=tag%3Aclient%2Facme">client/acme</a></li>"#))
        #expect(!links.contains("<form"), "without a session's token, links and no forms")
    }

    @Test func aRefusedTagFieldKeepsWhatWasTypedWithTheWordsBesideIt() {
        let field = HTMLForms.Field(text: "+ok <b>", error: #"tag "<b>": a tag is letters"#)
        let html = HTMLPresentersTests.html {
            ThreadDetailHTMLPresenter(clock: PresentationSeeds.clock, forms: Self.forms, tagField: field, display: $0)
                .presentShowThread(.init(thread: ThreadDetailPresentersTests.thread))
        }
        #expect(html.contains(Self.tagForm(text: "+ok &lt;b&gt;", error: "tag &quot;&lt;b&gt;&quot;: a tag is letters")), "\(html)")
    }

    @Test func theTagFieldReadsPlusAsAddMinusAsRemoveAndANameAloneAsAdd() throws {
        let name = { (text: String) in try TagName(validating: text) }
        #expect(try ThreadActions.tagChange(" +waiting  -todo\tclient/acme 請求 ") == [
            .tag(try name("waiting")), .untag(try name("todo")), .tag(try name("client/acme")), .tag(try name("請求")),
        ])
        #expect(try ThreadActions.tagChange("  ") == [])
        #expect(throws: ThreadsError.invalidTagName(name: "a,b")) { try ThreadActions.tagChange("+ok -a,b") }
        #expect(throws: ThreadsError.invalidTagName(name: "")) { try ThreadActions.tagChange("+") }
        #expect(throws: ThreadsError.invalidTagName(name: "-x")) { try ThreadActions.tagChange("--x") }
    }
}
