import Foundation
import Testing

/// What opens over the list of `threads browse` in a real terminal: the search prompt, the
/// saved-filter picker and the help screen.
@Suite("threads browse in a terminal: search, saved filters and help", .enabled(if: Tmux.mustRun))
struct BrowsePromptEndToEndTests {
    let inbox: BrowseInbox
    init() throws { inbox = try BrowseInbox() }

    /// Waits for the list `threads list ARGUMENTS` shows: its header, its rows in its order.
    @discardableResult
    private func waitForList(_ browser: BrowseTerminal, as arguments: [String], status: String,
                             sourceLocation: SourceLocation = #_sourceLocation) throws -> [String] {
        let header = try inbox.table(arguments)[0], ids = try inbox.listed(arguments)
        return try browser.waitFor("“\(header)”, \(ids), “\(status)”", sourceLocation: sourceLocation) {
            $0.first == header && BrowseTerminal.rowIDs($0) == ids && $0.last == status
        }
    }

    @Test func theListFollowsEachKeystrokeAndEnterKeepsTheSearch() throws {
        let browser = try inbox.browse()
        try browser.waitForList()
        try browser.send("/")
        try browser.waitFor("the prompt") { $0.last == "/" && $0.first == "Inbox — 14 threads" }
        try browser.tmux.type("l")
        try waitForList(browser, as: ["--search", "l"], status: "/l")
        try browser.tmux.type("u")
        let screen = try waitForList(browser, as: ["--search", "lu"], status: "/lu")
        #expect(screen[0] == "Matching “lu” — 1 of 14 threads")
        try browser.send("Enter")
        try waitForList(browser, as: ["--search", "lu"], status: BrowseTerminal.listHints)
        try browser.send("Enter")
        try browser.waitFor("thread 8") { $0.first == "#8 Lunch on Thursday?" }
        try browser.send("q")
        try waitForList(browser, as: ["--search", "lu"], status: BrowseTerminal.listHints)
    }

    @Test func escapePutsBackTheSearchThatWasInForce() throws {
        let browser = try inbox.browse()
        try browser.waitForList()
        try browser.send("/")
        try browser.tmux.type("lu")
        try browser.send("Enter")
        try waitForList(browser, as: ["--search", "lu"], status: BrowseTerminal.listHints)
        try browser.send("/")
        try browser.waitFor("the prompt on the search in force") { $0.last == "/lu" }
        try browser.tmux.type("zz")
        let screen = try waitForList(browser, as: ["--search", "luzz"], status: "/luzz")
        #expect(Array(screen[0...2]) == ["Matching “luzz” — 0 of 14 threads", " No threads", ""])
        try browser.send("Escape")
        try waitForList(browser, as: ["--search", "lu"], status: BrowseTerminal.listHints)
        // With no search in force, Esc puts back none.
        try browser.send("/", "BSpace", "BSpace", "Enter")
        try browser.waitForList()
        try browser.send("/")
        try browser.tmux.type("PNG")
        try waitForList(browser, as: ["--search", "PNG"], status: "/PNG")
        try browser.send("Escape")
        try waitForList(browser, as: [], status: BrowseTerminal.listHints)
    }

    @Test func anEmptySearchClearsIt() throws {
        let browser = try inbox.browse(["--starred"])
        try browser.waitForList("Starred — 4 of 14 threads")
        try browser.send("/")
        try browser.tmux.type("ロゴ")
        try waitForList(browser, as: ["--starred", "--search", "ロゴ"], status: "/ロゴ")
        try browser.send("Enter")
        try browser.send("/", "BSpace")
        try waitForList(browser, as: ["--starred", "--search", "ロ"], status: "/ロ")
        try browser.send("BSpace")
        try waitForList(browser, as: ["--starred"], status: "/")
        try browser.send("Enter")
        try waitForList(browser, as: ["--starred"], status: BrowseTerminal.listHints)
    }

    /// A pasted `q` in the prompt is text: it searches for `q` and does not quit.
    @Test func aPastedQInTheSearchPromptSearchesForQ() throws {
        let browser = try inbox.browse()
        try browser.waitForList()
        try browser.send("/")
        try browser.waitFor("the prompt") { $0.last == "/" }
        try browser.paste("q")
        let screen = try waitForList(browser, as: ["--search", "q"], status: "/q")
        #expect(screen[0] == "Matching “q” — 2 of 14 threads")
        // A pasted line break is text too (a space, which in a query only ends the word), not
        // Enter: the prompt stays open.
        try browser.paste("uit\n")
        try waitForList(browser, as: ["--search", "quit"], status: "/quit")
        try browser.send("BSpace", "Enter")
        try waitForList(browser, as: ["--search", "quit"], status: BrowseTerminal.listHints)
        try browser.send("q")
        try browser.expectExited(0)
    }

    @Test func fListsInboxThenTheSavedFiltersAndEnterAppliesOne() throws {
        try inbox.threads(["filter", "save", "urgent", "--starred", "--unread"])
        try inbox.threads(["filter", "save", "big-ones", "--search", "PNG", "--all"])
        let names = try inbox.threads(["filter", "list"]).stdoutLines.dropFirst().map { String($0.prefix { $0 != " " }) }
        #expect(names == ["big-ones", "urgent"])
        let browser = try inbox.browse()
        try browser.waitForList()
        try browser.send("/")
        try browser.tmux.type("lu")
        try browser.send("Enter")
        try waitForList(browser, as: ["--search", "lu"], status: BrowseTerminal.listHints)
        try browser.send("f")
        var screen = try browser.waitFor("the picker") { $0.contains("  urgent") }
        #expect(Array(screen.prefix(4)) == ["Saved filters", "> Inbox", "  big-ones", "  urgent"])
        #expect(screen.last == "j/k move · ⏎ apply · Esc close")
        try browser.send("j", "Down")
        try browser.waitFor("urgent selected") { $0[3] == "> urgent" && $0[1] == "  Inbox" }
        try browser.send("Enter")
        try waitForList(browser, as: ["--filter", "urgent"], status: BrowseTerminal.listHints)
        try browser.send("f")
        try browser.waitFor("the picker") { $0.contains("  urgent") }
        try browser.send("k", "Up", "j", "Enter")
        screen = try waitForList(browser, as: ["--filter", "big-ones"], status: BrowseTerminal.listHints)
        #expect(screen[0] == "Matching “PNG” · including archived and muted — 1 of 15 threads")
        try browser.send("f")
        try browser.waitFor("the picker") { $0.contains("  urgent") }
        try browser.send("Up", "Enter")
        try browser.waitForList()
        #expect(BrowseTerminal.rowIDs(try browser.screen()) == (try inbox.listed()), "Inbox: no search either")
    }

    @Test(arguments: ["Escape", "q"])
    func theKeyClosesThePickerAndNothingChanges(_ key: String) throws {
        try inbox.threads(["filter", "save", "urgent", "--starred", "--unread"])
        let browser = try inbox.browse()
        try browser.waitForList()
        try browser.send("j")
        let before = try browser.waitForSelected(8)
        try browser.send("f")
        try browser.waitFor("the picker") { $0.contains("  urgent") }
        try browser.send("j", key)
        #expect(try browser.waitForList() == before)
    }

    /// The keys of the spec for each screen, as the help lists them.
    static let listKeys: Set = ["j", "↓", "k", "↑", "g", "Home", "G", "End", "Space", "PgDn", "b", "PgUp", "⏎", "l", "→",
                                "s", "r", "a", "m", "t", "/", "f", "R", "Ctrl-L", "?", "q", "Esc", "Ctrl-C"]
    static let threadKeys: Set = ["j", "↓", "k", "↑", "Space", "PgDn", "b", "PgUp", "s", "r", "a", "m", "t", "p", "q", "Esc", "h", "←",
                                  "R", "Ctrl-L", "?", "Ctrl-C"]

    /// The keys in the help's first column.
    static func keys(_ screen: [String]) -> Set<String> {
        Set(screen.dropFirst().dropLast().filter { $0.hasPrefix("  ") }.flatMap { line in
            line.dropFirst(2).components(separatedBy: "  ")[0].split(separator: " ").map(String.init)
        })
    }

    @Test func questionMarkListsEveryKeyOfTheListAndAnyKeyClosesIt() throws {
        let browser = try inbox.browse()
        let before = try browser.waitForList()
        try browser.send("?")
        let screen = try browser.waitFor("the help") { $0.first == "Keys on the list" }
        #expect(Self.keys(screen) == Self.listKeys)
        #expect(screen.last == "any key closes")
        try browser.send("j")
        #expect(try browser.waitForList() == before, "the key closes the help, and does nothing else")
    }

    @Test func questionMarkOnAThreadListsItsKeys() throws {
        let browser = try inbox.browse(["--open", "8"])
        let before = try browser.waitFor("thread 8") { $0.first == "#8 Lunch on Thursday?" && $0.last == BrowseTerminal.threadHints }
        try browser.send("?")
        let screen = try browser.waitFor("the help") { $0.first == "Keys on a thread" }
        #expect(Self.keys(screen) == Self.threadKeys)
        try browser.send("q")
        #expect(try browser.waitFor("the thread") { $0.first == "#8 Lunch on Thursday?" } == before, "q closed the help, not the thread")
    }
}
