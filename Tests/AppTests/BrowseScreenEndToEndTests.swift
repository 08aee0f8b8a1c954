import Foundation
import Supervision
import Testing

/// The screen of `threads browse` in a real terminal as the world around it changes: another
/// process writing the store, the terminal resized or written over, the store locked; and its
/// colour.
@Suite("threads browse in a terminal: reload, resize, errors and colour", .enabled(if: Tmux.mustRun))
struct BrowseScreenEndToEndTests {
    let inbox: BrowseInbox
    init() throws { inbox = try BrowseInbox() }

    @Test(arguments: ["R", "C-l"])
    func theKeyShowsWhatAnotherProcessChanged(_ key: String) throws {
        let browser = try inbox.browse()
        try browser.waitForList()
        try browser.send("j")
        try browser.waitForSelected(8)
        #expect(try inbox.threads(["star", "6"]).status == 0)
        #expect(try inbox.threads(["archive", "2"]).status == 0)
        try browser.send(key)
        let screen = try browser.waitFor("the store's changes") { $0.first == "Inbox — 13 threads" }
        #expect(BrowseTerminal.rowIDs(screen) == (try inbox.listed()))
        #expect(BrowseTerminal.row(6, screen)?.hasPrefix(" ★  6  Crash") == true)
        #expect(BrowseTerminal.selected(screen) == 8, "the selected thread stays selected")
    }

    /// Another program wrote over the screen (the frame writer cannot know): the key draws the
    /// whole screen again.
    @Test(arguments: ["C-l", "R"])
    func theKeyRedrawsAScreenWrittenOver(_ key: String) throws {
        let browser = try inbox.browse()
        let before = try browser.waitForList()
        let tty = try browser.tmux.display("#{pane_tty}")
        let handle = try #require(FileHandle(forWritingAtPath: tty))
        handle.write(Data("\u{1B}[5;1HWRITTEN OVER\u{1B}[12;30Hgarbage".utf8))
        try handle.close()
        try browser.waitFor("the garbage") { $0[4].hasPrefix("WRITTEN OVER") }
        try browser.send(key)
        #expect(try browser.waitFor("the screen drawn again") { $0 == before } == before)
    }

    @Test func aResizeLaysTheListOutForTheNewSize() throws {
        let browser = try inbox.browse()
        try browser.waitForList()
        try browser.tmux.resize(columns: 50, rows: 12)
        var screen = try browser.waitFor("50×12") { $0.count == 12 && $0[1] == "   ID  TITLE             WITH      UNREAD  ACTIVE" }
        #expect(Array(screen.prefix(5)) == [
            "Inbox — 14 threads",
            "   ID  TITLE             WITH      UNREAD  ACTIVE",
            ">★  2  Invoice #2041 f…  Dana Wh…       1  20m ago",
            "    8  Lunch on Thursd…  Sam            1  50m ago",
            "    6  Crash when uplo…  QA Bot,…       3  2h ago",
        ])
        #expect(screen[6] == "    4  来週の打ち合わ…   佐藤, A…       2  4h ago", "CJK titles cut at a whole character")
        let narrow = try inbox.threads(["list", "--format", "table"], ["COLUMNS": "49"]).stdoutLines
        #expect(screen[1..<11].map { $0.dropFirst() } == narrow[1..<11].map { $0[...] }, "the list table's columns at the width less the cursor's")
        #expect(BrowseTerminal.rowIDs(screen) == [2, 8, 6, 1, 4, 14, 11, 7, 10])
        #expect(screen[11] == "j/k move · ⏎ open · s star · / search · ? help")
        try browser.send("G")
        try browser.waitForSelected(12)
        let table = try inbox.threads(["list", "--format", "table"], ["COLUMNS": "119"]).stdoutLines
        try browser.tmux.resize(columns: 120, rows: 24)
        // The rows are read again for the new width: until then the old ones stand.
        screen = try browser.waitFor("120×24") { $0.count == 24 && $0[1] == " " + table[1] && BrowseTerminal.rowIDs($0).count == 14 }
        #expect(BrowseTerminal.row(6, screen)?.contains("Crash when uploading a PNG over 20 MB  ") == true)
        #expect(screen[1..<16].map { $0.dropFirst() } == table[1..<16].map { $0[...] }, "the list table's columns at the width less the cursor's")
        #expect(BrowseTerminal.selected(screen) == 12)
        #expect(screen[23] == BrowseTerminal.listHints)
    }

    @Test func aResizeRewrapsTheThread() throws {
        let browser = try inbox.browse(["--open", "6"])
        try browser.waitFor("thread 6") { $0.first == "#6 Crash when uploading a PNG over 20 MB" }
        try browser.tmux.resize(columns: 40, rows: 16)
        let shown = try inbox.threads(["show", "6"], ["COLUMNS": "40"]).stdoutLines
        let screen = try browser.waitFor("40×16") { $0.count == 16 && $0[4] == "    Steps: open the portfolio editor," }
        #expect(screen[0] == "#6 Crash when uploading a PNG over 20 MB")
        #expect(screen[1] == "with QA Bot, Marcus · 3 messages · star…")
        #expect(Array(screen[2..<13]) == shown[2..<13].map { $0.replacingOccurrences(of: "  unread", with: "") })
        #expect(screen[15] == "j/k scroll · p reply · s star · r read")
    }

    /// A python3 process holding a write transaction on the database until `release()`. It
    /// waits for the end of its input; a supervised child (Tests/Supervision), so a test that
    /// fails first leaves no lock holder behind.
    private struct WriteLock {
        let process: SupervisedProcess

        init(_ database: String) throws {
            process = try SupervisedProcess(["/usr/bin/python3", "-c", """
                import sqlite3, sys
                c = sqlite3.connect(sys.argv[1], isolation_level=None)
                c.execute('BEGIN IMMEDIATE')
                print('locked', flush=True)
                sys.stdin.read()
                c.execute('ROLLBACK')
                """, database], environment: ["PATH": "/usr/bin:/bin"], standardInput: .pipe, standardOutput: .pipe)
            _ = process.output?.availableData  // the lock is held
        }

        func release() {
            try? process.input?.close()
            process.waitForExit(seconds: 30)
        }
    }

    @Test func aLockedStoreShowsOnTheStatusLineAndTheScreenStaysUsable() throws {
        let browser = try inbox.browse(columns: 200, variables: ["THREADS_BUSY_TIMEOUT_MS": "200"])
        let before = try browser.waitForList()
        let lock = try WriteLock(inbox.database)
        defer { lock.release() }
        let refused = try inbox.threads(["star", "2"], ["THREADS_BUSY_TIMEOUT_MS": "200"])
        #expect(refused.status == 75)
        let words = String(try #require(refused.stderr.split(separator: "\n").first).dropFirst("threads: ".count))
        #expect(words.hasPrefix("the database \(inbox.database) is locked by another process"))
        try browser.send("s")
        var screen = try browser.waitFor("the lock's words") { $0.last == words }
        #expect(Array(screen.dropLast()) == Array(before.dropLast()), "nothing changed on screen")
        try browser.send("j")
        screen = try browser.waitForSelected(8, status: BrowseTerminal.listHints)
        lock.release()
        try browser.send("k", "R")
        try browser.waitForSelected(2, status: BrowseTerminal.listHints)
        #expect(try inbox.json(2)["starred"] as? Bool == true, "nothing half-done")
        try browser.send("s")
        try browser.waitForSelected(2, status: "Unstarred #2")
        #expect(try inbox.json(2)["starred"] as? Bool == false)
    }

    @Test(arguments: [["NO_COLOR": "1"], ["TERM": "dumb"]])
    func withoutColourNoSGRCodesButTheMarkerStays(_ variables: [String: String]) throws {
        let browser = try inbox.browse(variables: variables)
        try browser.waitForList()
        try browser.send("j")
        try browser.waitForSelected(8)
        let escaped = try browser.tmux.screen(escapes: true)
        #expect(!escaped.contains { $0.contains("\u{1B}[") }, "\(escaped)")
        #expect(escaped[3].hasPrefix(">   8  Lunch on Thursday?"))
    }

    /// With colour, the selected row (and only it) is in reverse video.
    @Test func withColourTheSelectedRowIsReversed() throws {
        let browser = try inbox.browse()
        try browser.waitForList()
        try browser.send("j")
        try browser.waitForSelected(8)
        let escaped = try browser.tmux.screen(escapes: true)
        #expect(escaped[0].contains("\u{1B}["), "the header is styled")
        #expect(Self.isReversed(before: ">", in: escaped[3]), "\(escaped[3])")
        for (index, line) in escaped.enumerated() where index != 3 {
            #expect(!Self.parameters(line).contains("7"), "row \(index) is not reversed: \(line)")
        }
    }

    /// The parameters of every SGR sequence (`ESC [ … m`) in `line`.
    static func parameters(_ line: Substring) -> [Substring] {
        line.split(separator: "\u{1B}[", omittingEmptySubsequences: true).dropFirst(line.hasPrefix("\u{1B}[") ? 0 : 1)
            .flatMap { $0.prefix { $0 != "m" }.split(separator: ";") }
    }

    static func parameters(_ line: String) -> [Substring] { parameters(line[...]) }

    /// Whether reverse video (7) is on where `text` begins in `line`.
    static func isReversed(before text: String, in line: String) -> Bool {
        guard let range = line.range(of: text) else { return false }
        let codes = parameters(line[..<range.lowerBound])
        guard let lastReset = codes.lastIndex(where: { $0 == "0" || $0 == "27" }) else { return codes.contains("7") }
        return codes[lastReset...].contains("7")
    }
}
