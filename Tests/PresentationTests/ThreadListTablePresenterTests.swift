import Domain
import Foundation
@testable import Presentation
import Testing

@Suite("Thread list: table presenter")
struct ThreadListTablePresenterTests {
    private func present(_ response: ThreadList.ListThreads.Response, width: Int = 80) -> ViewSpy {
        let spy = ViewSpy()
        ThreadListTablePresenter(width: width, clock: PresentationSeeds.clock, display: spy).presentListThreads(response)
        return spy
    }

    @Test func exactTableWithCJKTitlesAlignedByCells() {
        let spy = present(PresentationSeeds.response([PresentationSeeds.invoice, PresentationSeeds.logo, PresentationSeeds.quiet],
                                                     filter: ThreadFilter(unreadOnly: true), scope: 14))
        #expect(spy.lines == [
            "Unread — 3 of 14 threads",
            "  ID  TITLE                               WITH            UNREAD  ACTIVE",
            "   7  Invoice #2041 for the March sprint  Dana Whitfield       2  20m ago",
            "★ 12  ロゴデザインの件                    Aiko, Ben            1  3h ago",
            "   3  Notes                               Sam                     9d ago",
        ])
        // The last column starts at the same cell on every line, CJK titles included.
        let starts = zip(spy.lines.dropFirst(), ["ACTIVE", "20m ago", "3h ago", "9d ago"]).map { line, text in
            DisplayWidth.of(String(line[..<(line.range(of: text, options: .backwards)?.lowerBound ?? line.endIndex)]))
        }
        #expect(Set(starts).count == 1)
    }

    @Test func aNarrowTerminalTruncatesTitlesAndNamesWithAnEllipsis() {
        let spy = present(PresentationSeeds.response([PresentationSeeds.invoice, PresentationSeeds.logo]), width: 50)
        #expect(spy.lines == [
            "Inbox — 2 threads",
            "  ID  TITLE              WITH      UNREAD  ACTIVE",
            "   7  Invoice #2041 fo…  Dana Wh…       2  20m ago",
            "★ 12  ロゴデザインの件   Aiko, B…       1  3h ago",
        ])
        #expect(spy.lines.allSatisfy { DisplayWidth.of($0) <= 50 })
    }

    /// Tags follow the title, dimmed, and are cut before it; where fewer than three cells are
    /// left for them they are left out rather than shown as a lone `…` after a whole title.
    @Test func tagsFollowTheTitleAndAreCutFirst() throws {
        var invoice = PresentationSeeds.invoice, logo = PresentationSeeds.logo
        invoice.thread.tags = ["work"]
        logo.thread.tags = ["client/acme", "デザイン"]
        let wide = present(PresentationSeeds.response([invoice, logo]), width: 100)
        #expect(wide.lines[2] == "   7  Invoice #2041 for the March sprint [work]  Dana Whitfield       2  20m ago")
        #expect(wide.lines[3] == "★ 12  ロゴデザインの件 [client/acme] [デザイン]  Aiko, Ben            1  3h ago")
        let chips = try #require(wide.calls.first?[3].spans.first { $0.text.hasPrefix("[client/acme]") })
        #expect(chips.style == .dim)
        // A title column of 38 cells: the title, a space, and three cells of its tag.
        let narrow = present(PresentationSeeds.response([invoice, logo]), width: 77)
        #expect(narrow.lines[2].hasPrefix("   7  Invoice #2041 for the March sprint [w…  Dana"))
        #expect(narrow.lines[3].hasPrefix("★ 12  ロゴデザインの件 [client/acme] [デザ…   Aiko"))
        // Of 36: no room for three, so the whole title and no tag.
        let tight = present(PresentationSeeds.response([invoice, logo]), width: 75)
        #expect(tight.lines[2].hasPrefix("   7  Invoice #2041 for the March sprint    Dana"))
        #expect([(narrow, 77), (tight, 75)].allSatisfy { spy, width in spy.lines.allSatisfy { DisplayWidth.of($0) <= width } })
    }

    @Test func stylesCarryMeaningNotColours() throws {
        let spy = present(PresentationSeeds.response([PresentationSeeds.logo, PresentationSeeds.quiet]))
        let lines = try #require(spy.calls.first)
        #expect(lines[0].spans.map(\.style) == [.heading])
        let logo = lines[2].spans
        #expect(logo[0] == StyledSpan("★", .star))
        #expect(logo[4].style == .unread, "a thread with unread messages has an emphasised title")
        #expect(lines[3].spans[4].style == .plain)
    }

    /// Tags follow the title, dimmed, in brackets; a narrow table cuts them first, then the title.
    @Test func tagsFollowTheTitleDimmedAndAreCutFirst() throws {
        var logo = PresentationSeeds.logo
        logo.thread.tags = ["client/acme", "請求書"]
        let wide = present(PresentationSeeds.response([PresentationSeeds.invoice, logo]))
        #expect(wide.lines[3] == "★ 12  ロゴデザインの件 [client/acme] [請求書]  Aiko, Ben            1  3h ago", "\(wide.lines)")
        let spans = try #require(wide.calls.first?[3].spans)
        #expect(spans[4] == StyledSpan("ロゴデザインの件", .unread) && spans[6].text.hasPrefix("[client/acme] [請求書]") && spans[6].style == .dim)
        let narrow = present(PresentationSeeds.response([PresentationSeeds.invoice, logo]), width: 60)
        #expect(narrow.lines.allSatisfy { DisplayWidth.of($0) <= 60 })
        #expect(narrow.lines[3].contains("ロゴデザインの件 [clien…  Aiko"), "\(narrow.lines)")
        let narrowest = present(PresentationSeeds.response([logo]), width: 40)
        #expect(!narrowest.lines[2].contains("["), "\(narrowest.lines)")
    }

    @Test func emptyResultsSayWhyInWords() {
        #expect(present(PresentationSeeds.response([], scope: 0)).lines
                == ["Inbox — 0 threads", "No threads yet. Try 'threads seed --sample' or 'threads import FILE'."])
        #expect(present(PresentationSeeds.response([], filter: ThreadFilter(starredOnly: true))).lines
                == ["Starred — 0 of 14 threads", "No threads match."])
        #expect(present(PresentationSeeds.response([], filter: ThreadFilter(archive: .archived), scope: 0)).lines.last == "No archived threads.")
        #expect(present(PresentationSeeds.response([], matching: 5, page: PageRequest(limit: 30, offset: 40))).lines.last
                == "No threads on this page; 5 threads match. Try a smaller --offset.")
    }

    @Test func aFooterPointsToTheNextPage() {
        let more = present(PresentationSeeds.response([PresentationSeeds.invoice, PresentationSeeds.logo], matching: 5, page: PageRequest(limit: 2)))
        #expect(more.lines.last == "Showing 1–2 of 5. Next page: --offset 2")
        let last = present(PresentationSeeds.response([PresentationSeeds.quiet], matching: 5, page: PageRequest(limit: 2, offset: 4)))
        #expect(last.lines.last == "Showing 5–5 of 5.")
        #expect(present(PresentationSeeds.response([PresentationSeeds.quiet])).lines.count == 3, "no footer when all fit")
    }

    /// A store that stopped counting (a common word in a large inbox) is "more than", in the
    /// header, the footer and the words of an empty page.
    @Test func aCountThatStoppedSaysMoreThan() {
        var response = PresentationSeeds.response([PresentationSeeds.invoice, PresentationSeeds.logo], filter: ThreadFilter(searchTerms: ["invoice"]),
                                                  matching: 1000, scope: 250_000, page: PageRequest(limit: 2))
        response.result.matchingCountIsLowerBound = true
        let lines = present(response).lines
        #expect(lines.first == "Matching “invoice” — more than 1000 of 250000 threads")
        #expect(lines.last == "Showing 1–2 of more than 1000. Next page: --offset 2")
        response.result.items = []
        response.page = PageRequest(limit: 2, offset: 5000)
        #expect(present(response).lines.last == "No threads on this page; more than 1000 threads match. Try a smaller --offset.")
    }

    @Test func controlCharactersInTitlesDoNotBreakTheGrid() {
        let odd = PresentationSeeds.summary(id: 1, title: "Line\nbreak\tand tab", with: ["A"], minutesAgo: 1)
        #expect(present(PresentationSeeds.response([odd])).lines[2] == "   1  Line break and tab  A             1m ago")
    }
}
