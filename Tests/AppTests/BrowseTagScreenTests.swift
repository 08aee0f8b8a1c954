@testable import App
import Domain
import Presentation
import Testing

/// Tags on the browser's screens: the chips after each title on the list, at three widths, and
/// the tag prompt on the status line.
@Suite("Browse screen: tags")
struct BrowseTagScreenTests {
    typealias Screen = BrowseScreenTests

    /// The screen tests' four threads, two of them tagged, the second selected.
    static func list(width: Int) -> BrowseState {
        var logo = BrowseSeeds.logo, notes = BrowseSeeds.quiet
        logo.thread.tags = ["client/acme", "work"]
        notes.thread.tags = ["someday"]
        var (state, _) = BrowseReducer.start(route: .list, selection: FilterSelection(), columns: width, rows: 7)
        let page = BrowseSeeds.list([BrowseSeeds.invoice, logo, Screen.planning, notes], width: width, matching: 4, scope: 14)
        _ = BrowseReducer.reduce(&state, .listLoaded(page, appended: false))
        _ = BrowseReducer.reduce(&state, .moveDown)
        return state
    }

    /// Wide, the tags follow the title in full; the columns after them stay where they were.
    @Test func wideTheTagsFollowTheTitle() {
        #expect(Screen.texts(Self.list(width: 120)) == [
            "Inbox — 4 threads",
            "   ID  TITLE                                                               WITH                      UNREAD  ACTIVE",
            "    7  Invoice #2041 for the March sprint                                  Dana Whitfield                 2  20m ago",
            ">★ 12  ロゴデザインの件 [client/acme] [work]                               Aiko, Ben                      1  3h ago",
            "   31  Quarterly planning: roadmap, hiring, budget and the offsite agenda  Chie, Dana Whitfield, B…      12  2d ago",
            "    3  Notes [someday]                                                     Sam                               9d ago",
            "j/k move · ⏎ open · s star · / search · ? help · q quit",
        ])
        // At 80 the title column is as wide as the room leaves: the last tag is cut.
        #expect(Screen.texts(Self.list(width: 80))[3] == ">★ 12  ロゴデザインの件 [client/acme] [wor…  Aiko, Ben                1  3h ago")
    }

    /// Narrow, the tags are cut first and the title after them: a row never outgrows its line.
    @Test func narrowTheTagsAreCutBeforeTheTitle() {
        let texts = Screen.texts(Self.list(width: 40))
        #expect(texts == [
            "Inbox — 4 threads",
            "   ID  TITLE       WITH  UNREAD  ACTIVE",
            "    7  Invoice #…  Dan…       2  20m ago",
            ">★ 12  ロゴデザ…   Aik…       1  3h ago",
            "   31  Quarterly…  Chi…      12  2d ago",
            "    3  Notes [so…  Sam           9d ago",
            "j/k move · ⏎ open · s star · / search",
        ])
        #expect(texts.allSatisfy { DisplayWidth.of($0) <= 40 })
    }

    /// The chips are dimmed, so a title reads first; they are text all the same (no colour needed).
    @Test func theTagsAreDimmed() {
        let row = BrowseScreen.render(Self.list(width: 80), colors: true)[3].line
        #expect(row.spans.first { $0.text.contains("[client/acme]") }?.style == .dim)
        #expect(BrowseScreen.render(Self.list(width: 120), colors: false)[3].line.text.contains("[client/acme] [work]"))
    }

    /// The prompt names the thread, then what is typed; after a Tab that could not choose, the
    /// names it could choose between, dimmed, cut at the width like any line.
    @Test func thePromptNamesTheThreadAndWhatTabCouldNotChooseBetween() {
        var state = Self.list(width: 80)
        _ = BrowseReducer.reduce(&state, .startTagging)
        #expect(Screen.texts(state).last == "Tag #12: ")
        _ = BrowseReducer.reduce(&state, .tagsLoaded(["client/acme", "client/beta", "work"]))
        for event: BrowseEvent in [.type("+work"), .type(" -c"), .complete] { _ = BrowseReducer.reduce(&state, event) }
        #expect(Screen.texts(state).last == "Tag #12: +work -client/  client/acme client/beta")
        #expect(BrowseScreen.render(state, colors: true).last?.line.spans.last?.style == .dim)
        state.columns = 30
        #expect(Screen.texts(state).last == "Tag #12: +work -client/  clie…")
        // Text wider than the line shows its end, where the typing is.
        state.columns = 16
        #expect(Screen.texts(state).last == "Tag #12: …lient/")
        // Over a thread, the thread stays on screen.
        state = Screen.thread(width: 40)
        _ = BrowseReducer.reduce(&state, .startTagging)
        #expect(Screen.texts(state).first == Screen.texts(Screen.thread(width: 40)).first)
        #expect(Screen.texts(state).last == "Tag #12: ")
    }
}
