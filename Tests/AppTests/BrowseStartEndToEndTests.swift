import Foundation
import Testing

/// `threads browse`, the built binary in a real terminal (tmux): the first screen, and every way
/// out, each leaving the terminal as it was.
@Suite("threads browse in a terminal: start and exit", .enabled(if: Tmux.mustRun))
struct BrowseStartEndToEndTests {
    let inbox: BrowseInbox
    init() throws { inbox = try BrowseInbox() }

    @Test func startsOnTheInboxInTheOrderOfList() throws {
        let browser = try inbox.browse()
        let screen = try browser.waitForList()
        let table = try inbox.table()
        #expect(screen.count == 24)
        #expect(screen[0] == "Inbox — 14 threads" && screen[0] == table[0])
        #expect(screen[1] == "   ID  TITLE                                 WITH                UNREAD  ACTIVE")
        #expect(BrowseTerminal.words(screen[1]) == BrowseTerminal.words(table[1]))
        #expect(BrowseTerminal.rowIDs(screen) == (try inbox.listed()))
        #expect(screen[2] == ">★  2  Invoice #2041 for the March sprint    Dana Whitfield           1  20m ago")
        #expect(screen[15] == "   12  Welcome to threads                    threads                     6w ago")
        #expect(BrowseTerminal.selected(screen) == 2)
        #expect(screen[16..<23].allSatisfy { $0.isEmpty })
        #expect(screen[23] == "j/k move · ⏎ open · s star · / search · ? help · q quit")
    }

    @Test(arguments: [["--starred"], ["--unread", "--sort", "unread"], ["--filter", "urgent"], ["--all", "--sort", "title"],
                      ["from:aiko or is:starred"], ["is:archived or with:sam", "--sort", "title"]])
    func startsWithTheFiltersAndSortOfList(_ arguments: [String]) throws {
        try inbox.threads(["filter", "save", "urgent", "--starred", "--unread"])
        let table = try inbox.table(arguments)
        let browser = try inbox.browse(arguments)
        let screen = try browser.waitForList(table[0])
        #expect(BrowseTerminal.words(screen[1]) == BrowseTerminal.words(table[1]))
        #expect(BrowseTerminal.rowIDs(screen) == (try inbox.listed(arguments)))
        #expect(BrowseTerminal.selected(screen) == BrowseTerminal.rowIDs(screen).first)
    }

    @Test func aQueryHasTheHeaderOfList() throws {
        let screen = try inbox.browse(["from:aiko or is:starred"]).waitForList("Query “from:aiko or is:starred” — 6 of 14 threads")
        #expect(BrowseTerminal.rowIDs(screen) == [2, 1, 4, 7, 5, 13])
    }

    @Test func theStarredFilterHasTheHeaderOfList() throws {
        let screen = try inbox.browse(["--starred", "--unread"]).waitForList("Starred · unread — 3 of 14 threads")
        #expect(BrowseTerminal.rowIDs(screen) == [2, 1, 13])
    }

    @Test(arguments: ["q", "Escape"])
    func quitsFromTheListWithTheTerminalRestored(_ key: String) throws {
        let browser = try inbox.browse()
        try browser.waitForList()
        try browser.send(key)
        try browser.expectExited(0)
    }

    /// Ctrl-C quits from the thread, the search prompt, the help and the filter picker alike.
    @Test(arguments: [("Enter", "★ #2 Invoice #2041 for the March sprint"), ("/", "/"), ("?", "Keys on the list"), ("f", "Saved filters")])
    func ctrlCQuitsFromAnyScreen(_ key: String, _ shown: String) throws {
        let browser = try inbox.browse()
        try browser.waitForList()
        try browser.send(key)
        try browser.waitFor("the line “\(shown)”") { $0.contains(shown) }
        try browser.send("C-c")
        try browser.expectExited(0)
    }

    @Test(arguments: [SIGTERM, SIGHUP])
    func aSignalEndsItWithExit0AndTheTerminalRestored(_ signal: Int32) throws {
        let browser = try inbox.browse()
        try browser.waitForList()
        #expect(kill(try browser.pid(), signal) == 0)
        try browser.expectExited(0)
    }

    @Test func aSignalOnTheThreadScreenRestoresTooAndNothingIsLost() throws {
        let browser = try inbox.browse(["--open", "8"])
        try browser.waitFor("thread 8") { $0.first == "#8 Lunch on Thursday?" }
        try browser.send("s")
        try browser.waitFor("the star") { $0.first == "★ #8 Lunch on Thursday?" && $0.last == "Starred #8" }
        #expect(kill(try browser.pid(), SIGTERM) == 0)
        try browser.expectExited(0)
        #expect(try inbox.json(8)["starred"] as? Bool == true)
    }

    @Test func withoutATerminalItSaysSoInOneLineAndExits1() throws {
        let result = try inbox.threads(["browse"])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "threads: browse needs a terminal: run it with its input and output on one, not in a pipe\n")
    }

    /// Standard output on the terminal is not enough: with input from elsewhere it draws nothing.
    @Test func withInputFromElsewhereItDrawsNothingAndExits1() throws {
        let browser = try inbox.browse(columns: 160, redirect: " </dev/null")
        let lines = try browser.tmux.waitFor("the exit", history: true) { $0.contains("MODES-AFTER") }
        let start = try #require(lines.firstIndex(of: "MODES-END"))
        #expect(lines[start + 1] == "threads: browse needs a terminal: run it with its input and output on one, not in a pipe")
        #expect(lines[start + 2] == "EXIT=1")
    }

    @Test(arguments: [
        (["--open", "abc"], "threads: invalid thread id 'abc': ids are positive whole numbers, as 'threads list' shows"),
        (["--open", "0"], "threads: invalid thread id '0': ids are positive whole numbers, as 'threads list' shows"),
        (["threads://thread/x"], "threads: invalid link 'threads://thread/x': a thread's link is threads://thread/ID, ID a positive whole number"),
        (["http://thread/3"], "threads: invalid link 'http://thread/3': a thread's link is threads://thread/ID, ID a positive whole number"),
        (["--open", "3", "threads://thread/3"], "threads: --open and a link cannot be used together: give one"),
    ])
    func aBadIDOrLinkIsOneLineExit64AndNothingDrawn(_ arguments: [String], _ words: String) throws {
        let browser = try inbox.browse(arguments, columns: 160)
        let lines = try browser.tmux.waitFor("the exit", history: true) { $0.contains("MODES-AFTER") }
        let start = try #require(lines.firstIndex(of: "MODES-END"))
        #expect(Array(lines[(start + 1)...].prefix(2)) == [words, "EXIT=64"])
        #expect(try browser.tmux.display("#{alternate_on}") == "0")
        let piped = try inbox.threads(["browse"] + arguments)
        #expect(piped.status == 64 && piped.stdout.isEmpty && piped.stderr == words + "\n")
    }
}
