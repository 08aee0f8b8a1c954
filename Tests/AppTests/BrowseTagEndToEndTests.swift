import Foundation
import Testing

/// Tags in `threads browse` in a real terminal: the chips on the list, the tag prompt (`t`) on
/// the list and on a thread with Tab completing the names there are, and a tag query at `/`;
/// each checked on screen and in the store.
@Suite("threads browse in a terminal: tags", .enabled(if: Tmux.mustRun))
struct BrowseTagEndToEndTests {
    let inbox: BrowseInbox
    init() throws {
        inbox = try BrowseInbox()
        try #require(try inbox.threads(["tag", "6", "+waiting", "+work"]).status == 0)
    }

    /// The tags `threads show ID --format json` gives the thread.
    private func tags(_ id: Int) throws -> [String] {
        try #require(try inbox.json(id)["tags"] as? [String])
    }

    @Test func tOnTheListTagsTheSelectedThreadWithTabCompletingAName() throws {
        let browser = try inbox.browse(columns: 120)
        var screen = try browser.waitForList()
        #expect(BrowseTerminal.row(6, screen)?.contains("[waiting] [work]") == true, "the list shows tags: \(screen)")
        try browser.send("j")
        try browser.waitForSelected(8)
        try browser.send("t")
        try browser.waitFor("the prompt for #8") { $0.last == "Tag #8:" }
        try browser.tmux.type("+w")
        try browser.send("Tab")
        try browser.waitFor("the two names +w could be") { $0.last == "Tag #8: +w  waiting work" }
        try browser.tmux.type("a")
        try browser.send("Tab")
        try browser.waitFor("+waiting completed") { $0.last == "Tag #8: +waiting" }
        try browser.tmux.type("+later")
        try browser.send("Enter")
        screen = try browser.waitForSelected(8, status: "Tagged waiting and tagged later #8")
        try browser.waitFor("the row with its tags") { BrowseTerminal.row(8, $0)?.contains("Lunch on Thursday? [later] [waiting]") == true }
        #expect(try tags(8) == ["later", "waiting"])
        #expect(screen.first == "Inbox — 14 threads")
    }

    @Test func aBadNameShowsItsErrorAndChangesNothing() throws {
        let browser = try inbox.browse()
        try browser.waitForList()
        try browser.send("t")
        try browser.waitFor("the prompt for #2") { $0.last == "Tag #2:" }
        try browser.tmux.type("+work +a!b")
        try browser.send("Enter")
        try browser.waitForSelected(2, status: "tag \"a!b\": a tag is letters, digits, - _ . / (no spaces)")
        #expect(try tags(2) == [])
        // The next key puts the hints back; Esc closes the prompt and changes nothing either.
        try browser.send("t")
        try browser.tmux.type("+work")
        try browser.waitFor("the prompt") { $0.last == "Tag #2: +work" }
        try browser.send("Escape")
        try browser.waitForList()
        #expect(try tags(2) == [])
    }

    @Test func onAThreadTTagsItAndUntagsIt() throws {
        let browser = try inbox.browse(["--open", "6"], columns: 120)
        try browser.waitFor("thread 6, its tags in its header") { $0.dropFirst().first?.contains("tagged waiting, work") == true }
        try browser.send("t")
        try browser.tmux.type("-wo")
        try browser.send("Tab")
        try browser.waitFor("-work completed") { $0.last == "Tag #6: -work" }
        try browser.send("Enter")
        let screen = try browser.waitFor("the thread read again") { $0.last == "Untagged work #6" && $0.dropFirst().first?.contains("tagged waiting ·") == true }
        #expect(screen.first?.hasSuffix("#6 Crash when uploading a PNG over 20 MB") == true)
        #expect(try tags(6) == ["waiting"])
        try browser.send("q")
        try browser.waitFor("the row without it") { BrowseTerminal.row(6, $0)?.contains("[waiting]") == true && BrowseTerminal.row(6, $0)?.contains("[work]") == false }
    }

    /// `/` takes a query: `tag:waiting` lists what `threads list tag:waiting` lists, and the list
    /// stays as it was while `tag:` has no name yet.
    @Test func aTagQueryAtTheSearchPrompt() throws {
        try inbox.threads(["tag", "1", "+Waiting"])
        let browser = try inbox.browse()
        try browser.waitForList()
        try browser.send("/")
        try browser.tmux.type("tag:")
        let before = try inbox.table(["--search", "tag"])[0]
        try browser.waitFor("the list for the text before, while tag: has no name") { $0.last == "/tag:" && $0.first == before }
        try browser.tmux.type("waiting")
        let header = try inbox.table(["tag:waiting"])[0], ids = try inbox.listed(["tag:waiting"])
        #expect(header == "Query “tag:waiting” — 2 of 14 threads" && Set(ids) == [1, 6])
        try browser.waitFor("the tagged threads") { $0.first == header && BrowseTerminal.rowIDs($0) == ids }
        try browser.send("Enter")
        try browser.waitForList(header)
    }
}
