import Foundation
import Testing

/// The list screen of `threads browse` in a real terminal: moving, and the keys that change a
/// thread, each checked on screen and in the store.
@Suite("threads browse in a terminal: the list", .enabled(if: Tmux.mustRun))
struct BrowseListEndToEndTests {
    let inbox: BrowseInbox
    init() throws { inbox = try BrowseInbox() }

    /// The sample inbox in `threads list`'s order.
    static let order = [2, 8, 6, 1, 4, 14, 11, 7, 10, 5, 3, 13, 9, 12]

    @Test func jKAndTheArrowsMoveOneThreadGAndEndGoToTheEnds() throws {
        let browser = try inbox.browse()
        try browser.waitForList()
        for (key, id) in [("j", 8), ("Down", 6), ("k", 8), ("Up", 2), ("Up", 2), ("G", 12), ("j", 12), ("g", 2), ("End", 12), ("Home", 2)] {
            try browser.send(key)
            try browser.waitForSelected(id)
        }
        #expect(BrowseTerminal.rowIDs(try browser.screen()) == Self.order)
    }

    /// Five rows on screen, and pages of ten read from the store: moving reads the rest.
    @Test func spaceAndBTurnAScreenAndMovingPastTheLoadedRowsReadsTheNextPage() throws {
        let browser = try inbox.browse(rows: 8)
        var screen = try browser.waitForList()
        #expect(BrowseTerminal.rowIDs(screen) == [2, 8, 6, 1, 4])
        for (key, rows, selected) in [("Space", [14, 11, 7, 10, 5], 14), ("Space", [5, 3, 13, 9, 12], 3), ("b", [4, 14, 11, 7, 10], 14),
                                      ("PPage", [2, 8, 6, 1, 4], 2), ("NPage", [14, 11, 7, 10, 5], 14)] {
            try browser.send(key)
            screen = try browser.waitFor("\(rows) after \(key)") { BrowseTerminal.rowIDs($0) == rows && BrowseTerminal.selected($0) == selected }
            #expect(screen.count == 8 && screen.last == BrowseTerminal.listHints)
        }
        try browser.send("g")
        try browser.waitForSelected(2)
        for _ in 1..<Self.order.count { try browser.send("j") }
        screen = try browser.waitForSelected(12)
        #expect(BrowseTerminal.rowIDs(screen) == [5, 3, 13, 9, 12])
        try browser.send("j")
        try browser.send("k")
        try browser.waitForSelected(9)
    }

    @Test func sStarsTheSelectedThreadAndASecondSUnstarsIt() throws {
        let browser = try inbox.browse()
        try browser.waitForList()
        try browser.send("j")
        try browser.waitForSelected(8)
        try browser.send("s")
        var screen = try browser.waitForSelected(8, status: "Starred #8")
        try browser.waitFor("★ on #8") { BrowseTerminal.row(8, $0)?.hasPrefix(">★  8  Lunch on Thursday?") == true }
        #expect(try inbox.json(8)["starred"] as? Bool == true)
        #expect(try inbox.listed(["--starred"]).contains(8))
        try browser.send("s")
        screen = try browser.waitForSelected(8, status: "Unstarred #8")
        screen = try browser.waitFor("no ★ on #8") { BrowseTerminal.row(8, $0)?.hasPrefix(">   8  Lunch on Thursday?") == true }
        #expect(try inbox.json(8)["starred"] as? Bool == false)
        #expect(screen.first == "Inbox — 14 threads")
    }

    @Test func rMarksTheThreadReadThenItsNewestMessageUnread() throws {
        let browser = try inbox.browse()
        try browser.waitForList()
        try browser.send("j")
        try browser.waitForSelected(8)
        try browser.send("r")
        try browser.waitFor("#8 read") {
            $0.last == "Marked read #8" && $0[3] == ">   8  Lunch on Thursday?                    Sam                         50m ago"
        }
        #expect(try inbox.json(8)["unread_count"] as? Int == 0)
        try browser.send("r")
        try browser.waitFor("#8 unread") {
            $0.last == "Marked unread #8" && $0[3] == ">   8  Lunch on Thursday?                    Sam                      1  50m ago"
        }
        #expect(try inbox.json(8)["unread_count"] as? Int == 1)
    }

    @Test func aArchivesTheThreadWhichLeavesTheListTheCursorStayingInPlace() throws {
        let browser = try inbox.browse()
        try browser.waitForList()
        try browser.send("j")
        try browser.waitForSelected(8)
        try browser.send("a")
        let screen = try browser.waitFor("#8 archived") { $0.first == "Inbox — 13 threads" && $0.last == "Archived #8" }
        #expect(BrowseTerminal.rowIDs(screen) == (try inbox.listed()))
        #expect(!BrowseTerminal.rowIDs(screen).contains(8))
        #expect(BrowseTerminal.selected(screen) == 6 && screen[3].hasPrefix(">"), "the row after it, in its place")
        #expect(try inbox.listed(["--archived"]).contains(8))
    }

    @Test func aOnTheArchivedListRestoresTheThread() throws {
        let archived = try inbox.listed(["--archived"])
        let browser = try inbox.browse(["--archived"])
        try browser.waitForList(try inbox.table(["--archived"])[0])
        let id = try #require(archived.first)
        try browser.send("a")
        try browser.waitFor("#\(id) restored") { $0.last == "Restored #\(id)" && !BrowseTerminal.rowIDs($0).contains(id) }
        #expect(try inbox.listed().contains(id))
    }

    @Test func mMutesTheThreadWhichLeavesTheInboxAndMOnTheMutedListUnmutes() throws {
        let browser = try inbox.browse()
        try browser.waitForList()
        try browser.send("j", "j")
        try browser.waitForSelected(6)
        try browser.send("m")
        let screen = try browser.waitFor("#6 muted") { $0.first == "Inbox — 13 threads" && $0.last == "Muted #6" }
        #expect(BrowseTerminal.selected(screen) == 1 && screen[4].hasPrefix(">"))
        #expect(try inbox.listed(["--muted"]) == [6])
        let muted = try inbox.browse(["--muted"])
        try muted.waitForSelected(6)
        try muted.send("m")
        try muted.waitFor("#6 unmuted") { $0.last == "Unmuted #6" && BrowseTerminal.rowIDs($0).isEmpty }
        #expect(try inbox.listed(["--muted"]).isEmpty)
        #expect(try inbox.listed() == Self.order)
    }

    /// Keys that mean nothing, typed or as function keys, change nothing: after them `j` moves
    /// from where the cursor was, and the rest of the screen is as before.
    @Test func keysThatMeanNothingAreIgnored() throws {
        let browser = try inbox.browse()
        let before = try browser.waitForList()
        try browser.send("x", "Z", "F1", "F5", "F12", "IC", "DC", "BTab", "C-a", "M-x", "1", "!")
        try browser.send("j")
        let after = try browser.waitForSelected(8)
        var expected = before
        expected[2] = " " + before[2].dropFirst()
        expected[3] = ">" + before[3].dropFirst()
        #expect(after == expected)
    }

    /// Pasted text is never a command: a paste of `qsam` on the list neither quits nor stars,
    /// archives or mutes.
    @Test func aPasteOnTheListIsNoCommand() throws {
        let browser = try inbox.browse()
        let before = try browser.waitForList()
        try browser.paste("qsam")
        try browser.send("j", "k")
        try browser.send("?")
        try browser.waitFor("the help, after the paste") { $0.first == "Keys on the list" }
        try browser.send("Escape")
        #expect(try browser.waitForList() == before)
        #expect(try inbox.listed() == Self.order)
        #expect(try inbox.listed(["--starred"]) == [2, 1, 5, 13])
    }
}
