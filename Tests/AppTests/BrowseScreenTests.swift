@testable import App
import Domain
import Presentation
import Testing

/// The browser's states drawn as lines, compared whole at three widths; the rows and the thread
/// come from the real screen presenters.
@Suite("Browse screen")
struct BrowseScreenTests {
    static let planning = BrowseSeeds.summary(id: 31, title: "Quarterly planning: roadmap, hiring, budget and the offsite agenda",
                                              with: ["Chie", "Dana Whitfield", "Ben"], unread: 12, messages: 14, minutesAgo: 60 * 24 * 2)
    static let bodies = ["修正版を送ります。ご確認ください。",
                         "The second draft moves the logo left and tightens the kerning; the colours stay as agreed last week."]

    /// Four threads on a screen 8 rows high, the second (CJK) selected.
    static func list(width: Int, rows: Int = 8) -> BrowseState {
        var (state, _) = BrowseReducer.start(route: .list, selection: FilterSelection(), columns: width, rows: rows)
        let page = BrowseSeeds.list([BrowseSeeds.invoice, BrowseSeeds.logo, planning, BrowseSeeds.quiet], width: width, matching: 4, scope: 14)
        _ = BrowseReducer.reduce(&state, .listLoaded(page, appended: false))
        _ = BrowseReducer.reduce(&state, .moveDown)
        return state
    }

    /// Thread 12 open, on a screen 8 rows high.
    static func thread(width: Int) -> BrowseState {
        var (state, _) = BrowseReducer.start(route: .thread(ThreadID(12)), selection: FilterSelection(), columns: width, rows: 8)
        _ = BrowseReducer.reduce(&state, .threadLoaded(BrowseSeeds.thread(BrowseSeeds.logo, bodies: bodies, width: width)))
        return state
    }

    static func texts(_ state: BrowseState, colors: Bool = true) -> [String] {
        BrowseScreen.render(state, colors: colors).map(\.line.text)
    }

    @Test func theListAt40Columns() {
        let state = Self.list(width: 40)
        #expect(Self.texts(state) == [
            "Inbox — 4 threads",
            "   ID  TITLE       WITH  UNREAD  ACTIVE",
            "    7  Invoice #…  Dan…       2  20m ago",
            ">★ 12  ロゴデザ…   Aik…       1  3h ago",
            "   31  Quarterly…  Chi…      12  2d ago",
            "    3  Notes       Sam           9d ago",
            "",
            "j/k move · ⏎ open · s star · / search",
        ])
        #expect(BrowseScreen.render(state, colors: true).map(\.reverse) == [false, false, false, true, false, false, false, false])
    }

    @Test func theListAt80Columns() {
        #expect(Self.texts(Self.list(width: 80)) == [
            "Inbox — 4 threads",
            "   ID  TITLE                                 WITH                UNREAD  ACTIVE",
            "    7  Invoice #2041 for the March sprint    Dana Whitfield           2  20m ago",
            ">★ 12  ロゴデザインの件                      Aiko, Ben                1  3h ago",
            "   31  Quarterly planning: roadmap, hiring…  Chie, Dana Whitfi…      12  2d ago",
            "    3  Notes                                 Sam                         9d ago",
            "",
            "j/k move · ⏎ open · s star · / search · ? help · q quit",
        ])
    }

    @Test func theListAt120Columns() {
        #expect(Self.texts(Self.list(width: 120)) == [
            "Inbox — 4 threads",
            "   ID  TITLE                                                               WITH                      UNREAD  ACTIVE",
            "    7  Invoice #2041 for the March sprint                                  Dana Whitfield                 2  20m ago",
            ">★ 12  ロゴデザインの件                                                    Aiko, Ben                      1  3h ago",
            "   31  Quarterly planning: roadmap, hiring, budget and the offsite agenda  Chie, Dana Whitfield, B…      12  2d ago",
            "    3  Notes                                                               Sam                               9d ago",
            "",
            "j/k move · ⏎ open · s star · / search · ? help · q quit",
        ])
    }

    @Test func rowsScrollWithTheCursorAndTheScreenIsExactlyItsRows() {
        var state = Self.list(width: 40, rows: 4)
        _ = BrowseReducer.reduce(&state, .moveDown)
        #expect(Self.texts(state) == [
            "Inbox — 4 threads",
            "   ID  TITLE       WITH  UNREAD  ACTIVE",
            ">  31  Quarterly…  Chi…      12  2d ago",
            "j/k move · ⏎ open · s star · / search",
        ])
        state.rows = 1
        #expect(Self.texts(state) == ["j/k move · ⏎ open · s star · / search"])
    }

    @Test func withoutColourTheMarkAloneShowsTheSelection() {
        let lines = BrowseScreen.render(Self.list(width: 40), colors: false)
        #expect(lines.allSatisfy { !$0.reverse && $0.line.spans.count == 1 && $0.line.spans[0].style == .plain })
        #expect(lines[3].line.text == ">★ 12  ロゴデザ…   Aik…       1  3h ago")
        // With colour, the row keeps its styles: the star is a star.
        #expect(BrowseScreen.render(Self.list(width: 40), colors: true)[3].line.spans.map(\.style).prefix(2) == [.plain, .star])
    }

    @Test func anEmptyListSaysNoThreads() {
        var (state, _) = BrowseReducer.start(route: .list, selection: FilterSelection(), columns: 40, rows: 5)
        _ = BrowseReducer.reduce(&state, .listLoaded(BrowseSeeds.list([], width: 40, matching: 0, scope: 0), appended: false))
        #expect(Self.texts(state) == ["Inbox — 0 threads", " No threads", "", "", "j/k move · ⏎ open · s star · / search"])
        #expect(BrowseScreen.render(state, colors: true).allSatisfy { !$0.reverse })
    }

    @Test func theStatusLineShowsTheLastActionOrHintsThatFit() {
        var state = Self.list(width: 20)
        #expect(Self.texts(state).last == "j/k move · ⏎ open")
        state.columns = 7
        #expect(Self.texts(state).last == "")
        state.columns = 40
        _ = BrowseReducer.reduce(&state, .actionDone("Starred #12"))
        #expect(Self.texts(state).last == "Starred #12")
        _ = BrowseReducer.reduce(&state, .failed("the database is locked: another program is writing to it"))
        #expect(Self.texts(state).last == "the database is locked: another program…")
    }

    @Test func theSearchPromptIsTheStatusLineItsEndInView() {
        var state = Self.list(width: 20)
        _ = BrowseReducer.reduce(&state, .startSearch)
        #expect(Self.texts(state).last == "/")
        _ = BrowseReducer.reduce(&state, .type("ロゴ design"))
        #expect(Self.texts(state).last == "/ロゴ design")
        _ = BrowseReducer.reduce(&state, .type(" review for the spring"))
        #expect(Self.texts(state).last == "/…iew for the spring")
    }

    @Test func theThreadAt40Columns() {
        var state = Self.thread(width: 40)
        #expect(Self.texts(state) == [
            "★ #12 ロゴデザインの件",
            "with Aiko, Ben · 3 messages · 1 unread …",
            "",
            "Aiko · 4h ago · 2026-03-03T08:00:00Z",
            "    修正版を送ります。ご確認ください。",
            "",
            "Aiko · 3h ago · 2026-03-03T09:00:00Z",
            "j/k scroll · p reply · s star · r read",
        ])
        _ = BrowseReducer.reduce(&state, .pageDown)
        #expect(Self.texts(state) == [
            "★ #12 ロゴデザインの件",
            "    修正版を送ります。ご確認ください。",
            "",
            "Aiko · 3h ago · 2026-03-03T09:00:00Z",
            "    The second draft moves the logo left",
            "    and tightens the kerning; the",
            "    colours stay as agreed last week.",
            "j/k scroll · p reply · s star · r read",
        ])
    }

    @Test func theThreadAt80Columns() {
        var state = Self.thread(width: 80)
        _ = BrowseReducer.reduce(&state, .last)
        #expect(Self.texts(state) == [
            "★ #12 ロゴデザインの件",
            "Aiko · 4h ago · 2026-03-03T08:00:00Z",
            "    修正版を送ります。ご確認ください。",
            "",
            "Aiko · 3h ago · 2026-03-03T09:00:00Z",
            "    The second draft moves the logo left and tightens the kerning; the colours",
            "    stay as agreed last week.",
            "j/k scroll · p reply · s star · r read · ? help · q back",
        ])
    }

    @Test func theThreadAt120Columns() {
        var state = Self.thread(width: 120)
        _ = BrowseReducer.reduce(&state, .moveDown)
        #expect(Self.texts(state) == [
            "★ #12 ロゴデザインの件",
            "",
            "Aiko · 4h ago · 2026-03-03T08:00:00Z",
            "    修正版を送ります。ご確認ください。",
            "",
            "Aiko · 3h ago · 2026-03-03T09:00:00Z",
            "    The second draft moves the logo left and tightens the kerning; the colours stay as agreed last week.",
            "j/k scroll · p reply · s star · r read · ? help · q back",
        ])
    }

    @Test func aThreadStillLoadingShowsItsId() {
        let (state, _) = BrowseReducer.start(route: .thread(ThreadID(12)), selection: FilterSelection(), columns: 40, rows: 3)
        #expect(Self.texts(state) == ["#12", "", "j/k scroll · p reply · s star · r read"])
    }

    @Test func helpListsEveryKeyOfTheScreenItWasOpenedFrom() {
        var state = Self.list(width: 40, rows: 19)
        _ = BrowseReducer.reduce(&state, .help)
        #expect(Self.texts(state) == [
            "Keys on the list",
            "  j ↓           next thread",
            "  k ↑           previous thread",
            "  g Home        first thread",
            "  G End         last thread",
            "  Space PgDn    a screen down",
            "  b PgUp        a screen up",
            "  ⏎ l →         open the thread",
            "  s             star or unstar",
            "  r             read, or its newest unr…",
            "  a             archive or restore",
            "  m             mute or unmute",
            "  t             tags +a -b (Tab complet…",
            "  /             search (⏎ keeps, Esc un…",
            "  f             saved filters",
            "  R Ctrl-L      reload",
            "  ?             this help",
            "  q Esc Ctrl-C  quit",
            "any key closes",
        ])
        _ = BrowseReducer.reduce(&state, .moveUp)
        _ = BrowseReducer.reduce(&state, .open)
        _ = BrowseReducer.reduce(&state, .help)
        state.columns = 80
        #expect(Self.texts(state) == [
            "Keys on a thread",
            "  j ↓         scroll down a line",
            "  k ↑         scroll up a line",
            "  Space PgDn  a screen down",
            "  b PgUp      a screen up",
            "  s           star or unstar",
            "  r           read, or its newest unread",
            "  a           archive or restore",
            "  m           mute or unmute",
            "  t           tags +a -b (Tab completes)",
            "  p           post a reply",
            "  R Ctrl-L    reload",
            "  ?           this help",
            "  q Esc h ←   back to the list",
            "  Ctrl-C      quit",
            "", "", "",
            "any key closes",
        ])
    }

    @Test func theFilterPickerShowsInboxFirstAndTheCursor() {
        var state = Self.list(width: 40, rows: 5)
        _ = BrowseReducer.reduce(&state, .showFilters)
        _ = BrowseReducer.reduce(&state, .filtersLoaded(["work", "later", "someday"]))
        #expect(Self.texts(state) == ["Saved filters", "> Inbox", "  work", "  later", "j/k move · ⏎ apply · Esc close"])
        #expect(BrowseScreen.render(state, colors: true).map(\.reverse) == [false, true, false, false, false])
        // The cursor past the screen's last line scrolls the choices.
        _ = BrowseReducer.reduce(&state, .last)
        #expect(Self.texts(state) == ["Saved filters", "  work", "  later", "> someday", "j/k move · ⏎ apply · Esc close"])
    }
}
