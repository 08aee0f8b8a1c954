import Foundation
import Testing

/// The thread screen of `threads browse` in a real terminal: opening, going back, scrolling,
/// replying through `$EDITOR`, and the deep links that start on a thread.
@Suite("threads browse in a terminal: a thread", .enabled(if: Tmux.mustRun))
struct BrowseThreadEndToEndTests {
    let inbox: BrowseInbox
    init() throws { inbox = try BrowseInbox() }

    /// Thread 6: three unread messages, the third row of the inbox.
    static let title = "#6 Crash when uploading a PNG over 20 MB"

    /// The list with thread 6 selected.
    private func onSix(rows: Int = 24) throws -> BrowseTerminal {
        let browser = try inbox.browse(rows: rows)
        try browser.waitForList()
        try browser.send("j", "j")
        try browser.waitForSelected(6)
        return browser
    }

    @Test(arguments: ["Enter", "l", "Right"])
    func theKeyOpensTheThreadAsShowPrintsItAndMarksItRead(_ key: String) throws {
        #expect(try inbox.json(6)["unread_count"] as? Int == 3)
        let browser = try onSix()
        try browser.send(key)
        let screen = try browser.waitFor("thread 6") { $0.first == Self.title && $0.last == BrowseTerminal.threadHints }
        #expect(try inbox.json(6)["unread_count"] as? Int == 0, "opened is read, as `threads read 6`")
        let shown = try inbox.show(6)
        #expect(shown[0] == Self.title, "the header is the first line of `threads show`")
        #expect(Array(screen.prefix(shown.count)) == shown)
        #expect(screen[shown.count..<23].allSatisfy { $0.isEmpty })
    }

    @Test(arguments: ["q", "Escape", "h", "Left"])
    func theKeyGoesBackToTheListWithTheSameThreadSelected(_ key: String) throws {
        let browser = try onSix()
        try browser.send("Enter")
        try browser.waitFor("thread 6") { $0.first == Self.title }
        try browser.send(key)
        // Read again from the store: the row has no unread message now.
        let row = ">   6  Crash when uploading a PNG over 20 …  QA Bot, Marcus              2h ago"
        let screen = try browser.waitFor("the list, #6 read") { $0.last == BrowseTerminal.listHints && $0[4] == row }
        #expect(BrowseTerminal.selected(screen) == 6)
        #expect(screen.first == "Inbox — 14 threads")
        try browser.send("q")
        try browser.expectExited(0)
    }

    /// Eight rows: the header, six body lines, the status line.
    @Test func jKSpaceAndBScrollTheBody() throws {
        let browser = try onSix(rows: 8)
        try browser.send("Enter")
        try browser.waitFor("thread 6") { $0.first == Self.title }
        let shown = try inbox.show(6)
        #expect(shown.count == 11)
        for (key, top) in [("j", 2), ("Down", 3), ("k", 2), ("Up", 1), ("Space", 5), ("Space", 5), ("b", 1), ("NPage", 5), ("PPage", 1)] {
            try browser.send(key)
            let expected = [Self.title] + shown[top..<(top + 6)] + [BrowseTerminal.threadHints]
            try browser.waitFor("the body from line \(top) after \(key)") { $0 == expected }
        }
    }

    @Test func sRAndAOnTheThreadChangeItAndTheListShowsIt() throws {
        let browser = try onSix()
        try browser.send("Enter")
        try browser.waitFor("thread 6") { $0.first == Self.title }
        try browser.send("s")
        try browser.waitFor("the star") { $0.first == "★ " + Self.title && $0.last == "Starred #6" }
        #expect(try inbox.json(6)["starred"] as? Bool == true)
        try browser.send("r")
        try browser.waitFor("unread") { $0.last == "Marked unread #6" && $0.contains("with QA Bot, Marcus · 3 messages · 1 unread · started 1d ago") }
        try browser.send("h")
        let row = ">★  6  Crash when uploading a PNG over 20 …  QA Bot, Marcus           1  2h ago"
        try browser.waitFor("the list, #6 starred and unread") { $0.last == BrowseTerminal.listHints && BrowseTerminal.row(6, $0) == row }
        try browser.send("Enter")
        try browser.waitFor("thread 6") { $0.first == "★ " + Self.title }
        try browser.send("a")
        try browser.waitFor("archived") { $0.first == "★ " + Self.title && $0.last == "Archived #6" }
        #expect(try inbox.json(6)["archived"] as? Bool == true)
        try browser.send("q")
        let screen = try browser.waitFor("the list without #6") { $0.first == "Inbox — 13 threads" && $0.last == BrowseTerminal.listHints }
        #expect(BrowseTerminal.rowIDs(screen) == (try inbox.listed()))
        #expect(BrowseTerminal.selected(screen) == 1 && screen[4].hasPrefix(">"), "the row after it, in its place")
    }

    @Test func mOnTheThreadMutesIt() throws {
        let browser = try inbox.browse(["--open", "8"])
        try browser.waitFor("thread 8") { $0.first == "#8 Lunch on Thursday?" && $0.last == BrowseTerminal.threadHints }
        try browser.send("m")
        try browser.waitFor("muted") { $0.last == "Muted #8" }
        #expect(try inbox.json(8)["muted"] as? Bool == true)
        try browser.send("m")
        try browser.waitFor("unmuted") { $0.last == "Unmuted #8" }
        #expect(try inbox.json(8)["muted"] as? Bool == false)
    }

    @Test func pPostsWhatTheEditorWroteFromThreadsUser() throws {
        let editor = inbox.folder.file("reply.sh")
        try "#!/bin/sh\necho 'Sounds good, see you there.' > \"$1\"\n".write(toFile: editor, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: editor)
        let browser = try inbox.browse(["--open", "8"], variables: ["EDITOR": editor])
        try browser.waitFor("thread 8") { $0.first == "#8 Lunch on Thursday?" && $0.last == BrowseTerminal.threadHints }
        try browser.send("p")
        let screen = try browser.waitFor("the reply") { $0.last == "Posted to #8" && $0.contains("    Sounds good, see you there.") }
        #expect(screen[1] == "with Sam · 2 messages · started 50m ago")
        #expect(screen.contains("tester · just now · 2026-11-22T09:00:00Z"))
        let messages = try #require(try inbox.json(8)["messages"] as? [[String: Any]])
        #expect(messages.count == 2)
        #expect(messages.last?["author"] as? String == "tester")
        #expect(messages.last?["body"] as? String == "Sounds good, see you there.\n", "as `threads post 8 --body -` posts the file")
        #expect(messages.last?["sent_at"] as? String == BrowseInbox.now)
        #expect(try browser.tmux.display("#{alternate_on}") == "1", "the screen is the browser's again")
    }

    @Test func pWithAnEditorThatWritesNothingPostsNothing() throws {
        let editor = inbox.folder.file("quit.sh")
        try "#!/bin/sh\nexit 0\n".write(toFile: editor, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: editor)
        let browser = try inbox.browse(["--open", "8"], variables: ["VISUAL": editor, "EDITOR": "/nonexistent-editor"])
        try browser.waitFor("thread 8") { $0.first == "#8 Lunch on Thursday?" && $0.last == BrowseTerminal.threadHints }
        try browser.send("p")
        let screen = try browser.waitFor("nothing posted") { $0.last == "Nothing posted" }
        #expect(screen[1] == "with Sam · 1 message · started 50m ago")
        #expect(try inbox.json(8)["message_count"] as? Int == 1)
        try browser.send("q")
        try browser.waitForList()
    }

    /// An editor that shows it runs, keeps the terminal's modes in `$MODES_FILE`, and writes
    /// the line typed at it.
    private func typingEditor() throws -> String {
        let editor = inbox.folder.file("typing.sh")
        try "#!/bin/sh\necho EDITOR-RUNNING\nstty -a > \"$MODES_FILE\"\nIFS= read -r line\nprintf '%s\\n' \"$line\" > \"$1\"\n"
            .write(toFile: editor, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: editor)
        return editor
    }

    /// While the editor runs it has the terminal as the shell had it: the normal screen, the
    /// cursor, the shell's modes, every key; afterwards the browser has it back (raw keys,
    /// bracketed paste).
    @Test func theEditorGetsTheTerminalAsTheShellHadItAndGivesItBack() throws {
        let modes = inbox.folder.file("editor-modes")
        let browser = try inbox.browse(["--open", "8"], variables: ["EDITOR": try typingEditor(), "MODES_FILE": modes])
        try browser.waitFor("thread 8") { $0.first == "#8 Lunch on Thursday?" && $0.last == BrowseTerminal.threadHints }
        try browser.send("p")
        try browser.waitFor("the editor") { $0.contains("EDITOR-RUNNING") }
        let before = BrowseTerminal.modes(try browser.tmux.screen(history: true), from: { $0 == "MODES-BEFORE" }, to: "MODES-END")
        #expect(try browser.tmux.display("#{alternate_on}") == "0")
        #expect(try browser.tmux.display("#{cursor_flag}") == "1")
        try browser.tmux.type("typed at the editor")
        try browser.waitFor("the echo of the typing") { $0.contains("typed at the editor") }
        try browser.send("Enter")
        try browser.waitFor("the reply") { $0.last == "Posted to #8" && $0.contains("    typed at the editor") }
        let written = ["MODES"] + (try String(contentsOfFile: modes, encoding: .utf8)).components(separatedBy: "\n")
        let during = BrowseTerminal.modes(written, from: { $0 == "MODES" }, to: "")
        #expect(!before.isEmpty && during == before)
        #expect(try inbox.json(8)["messages"].flatMap { ($0 as? [[String: Any]])?.last?["body"] as? String } == "typed at the editor\n")
        try browser.send("q")
        try browser.waitForList()
        try browser.send("/")
        try browser.paste("q")
        try browser.waitFor("a search for q") { $0.first == "Matching “q” — 2 of 14 threads" && $0.last == "/q" }
    }

    @Test func ctrlCAtTheEditorIsTheEditorsAndPostsNothing() throws {
        let browser = try inbox.browse(["--open", "8"], variables: ["EDITOR": try typingEditor(), "MODES_FILE": "/dev/null"])
        try browser.waitFor("thread 8") { $0.first == "#8 Lunch on Thursday?" && $0.last == BrowseTerminal.threadHints }
        try browser.send("p")
        try browser.waitFor("the editor") { $0.contains("EDITOR-RUNNING") }
        try browser.send("C-c")
        try browser.waitFor("back from the editor") { $0.first == "#8 Lunch on Thursday?" && $0.last == "Nothing posted" }
        #expect(try inbox.json(8)["message_count"] as? Int == 1)
        try browser.send("q")
        try browser.waitForList()
        try browser.send("q")
        try browser.expectExited(0)
    }

    @Test(arguments: [["--open", "6"], ["threads://thread/6"], ["--open", "threads://thread/6"], ["THREADS://Thread/6"]])
    func aDeepLinkStartsOnTheThreadWithTheListBehindIt(_ arguments: [String]) throws {
        let browser = try inbox.browse(arguments)
        try browser.waitFor("thread 6") { $0.first == Self.title && $0.last == BrowseTerminal.threadHints }
        #expect(try inbox.json(6)["unread_count"] as? Int == 0)
        try browser.send("q")
        let screen = try browser.waitForList()
        #expect(BrowseTerminal.selected(screen) == 6)
        #expect(BrowseTerminal.rowIDs(screen) == (try inbox.listed()))
    }

    @Test func aDeepLinkWithAFilterKeepsItBehindTheThread() throws {
        let browser = try inbox.browse(["--starred", "--open", "13"])
        try browser.waitFor("thread 13") { $0.first == "★ #13 確定申告の書類" }
        try browser.send("Escape")
        let screen = try browser.waitForList("Starred — 4 of 14 threads")
        #expect(BrowseTerminal.rowIDs(screen) == [2, 1, 5, 13])
        #expect(BrowseTerminal.selected(screen) == 13)
    }

    @Test func anUnknownThreadShowsTheErrorAndTheListIsBehindIt() throws {
        let browser = try inbox.browse(["--open", "999"])
        try browser.waitFor("the error") { $0.first == "#999" && $0.last == "unknown thread id 999; see 'threads list --all'" }
        try browser.send("q")
        try browser.waitForList()
    }

    /// Keys of the list that mean nothing on a thread (and keys that mean nothing anywhere)
    /// leave it as it is.
    @Test func keysThatMeanNothingOnTheThreadAreIgnored() throws {
        let browser = try onSix(rows: 8)
        try browser.send("Enter")
        let before = try browser.waitFor("thread 6") { $0.first == Self.title && $0.last == BrowseTerminal.threadHints }
        try browser.send("/", "f", "x", "F5", "Enter", "IC")
        try browser.paste("q")
        try browser.send("?")
        try browser.waitFor("the help") { $0.first == "Keys on a thread" }
        try browser.send("x")
        #expect(try browser.waitFor("the thread again") { $0.first == Self.title } == before)
    }
}
