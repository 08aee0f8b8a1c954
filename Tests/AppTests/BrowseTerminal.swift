import Foundation
import Testing
import TestSupport

/// A temporary database with the sample inbox, at a fixed time, for the browser's end-to-end
/// tests; and the `threads` commands a script would run on it beside the browser.
struct BrowseInbox {
    static let now = "2026-11-22T09:00:00Z"
    let folder = TemporaryFolder()
    var database: String { folder.file("inbox.sqlite") }
    /// What every run gets: the clock, a private HOME, the author of replies.
    var variables: [String: String] { ["THREADS_NOW": Self.now, "HOME": folder.path, "THREADS_USER": "tester"] }

    init() throws {
        try #require(try threads(["seed", "--sample"]).status == 0)
    }

    @discardableResult
    func threads(_ arguments: [String], _ extra: [String: String] = [:]) throws -> CommandResult {
        try Binary.run(["--database", database] + arguments, variables: variables.merging(extra) { $1 })
    }

    /// The ids `threads list` gives for these filters, in its order.
    func listed(_ arguments: [String] = []) throws -> [Int] {
        try threads(["list", "--format", "tsv", "--limit", "0"] + arguments).stdoutLines.map { Int($0.prefix { $0 != "\t" }) ?? -1 }
    }

    /// `threads list`'s table for these filters at 80 columns: the header, the column heads, the rows.
    func table(_ arguments: [String] = []) throws -> [String] {
        try threads(["list", "--format", "table"] + arguments, ["COLUMNS": "80"]).stdoutLines
    }

    /// `threads show ID`'s text, one string a line.
    func show(_ id: Int) throws -> [String] {
        try threads(["show", String(id)], ["COLUMNS": "80"]).stdoutLines
    }

    /// One thread as `threads show ID --format json` gives it.
    func json(_ id: Int) throws -> [String: Any] {
        let text = try threads(["show", String(id), "--format", "json"]).stdout
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// `threads browse ARGUMENTS` started in a new terminal, the shell's `redirect` appended.
    func browse(_ arguments: [String] = [], columns: Int = 80, rows: Int = 24, variables extra: [String: String] = [:],
                redirect: String = "") throws -> BrowseTerminal {
        try BrowseTerminal(["--database", database, "browse"] + arguments, redirect: redirect, columns: columns, rows: rows,
                           variables: variables.merging(extra) { $1 })
    }
}

/// `threads browse` in a tmux terminal, run by a shell that prints the terminal's modes before
/// it and, once it ends, its exit status and the modes again, and then echoes what it is given
/// (`cat -v`, so an escape sequence a paste brings shows as text).
final class BrowseTerminal {
    let tmux: Tmux
    static let listHints = "j/k move · ⏎ open · s star · / search · ? help · q quit"
    static let threadHints = "j/k scroll · p reply · s star · r read · ? help · q back"

    init(_ arguments: [String], redirect: String, columns: Int, rows: Int, variables: [String: String]) throws {
        let command = ([Binary.url.path] + arguments).map(Tmux.quoted).joined(separator: " ") + redirect
        // The trap keeps the shell alive through a Ctrl-C its program handles (one typed at the
        // reply editor goes to the whole foreground group), as an interactive shell would be;
        // its children still get the default action.
        tmux = try Tmux("trap : INT; echo MODES-BEFORE; stty -a; echo MODES-END; \(command); echo EXIT=$?; stty -a; echo MODES-AFTER; exec cat -v",
                        columns: columns, rows: rows, variables: variables)
    }

    func send(_ keys: String...) throws { for key in keys { try tmux.send(key) } }
    func paste(_ text: String) throws { try tmux.paste(text) }
    func screen() throws -> [String] { try tmux.screen() }

    @discardableResult
    func waitFor(_ what: String, seconds: Double = 30, sourceLocation: SourceLocation = #_sourceLocation,
                 _ condition: ([String]) -> Bool) throws -> [String] {
        try tmux.waitFor(what, seconds: seconds, sourceLocation: sourceLocation, condition)
    }

    /// Waits for a list screen under `header` with the key hints on its last line.
    @discardableResult
    func waitForList(_ header: String = "Inbox — 14 threads", sourceLocation: SourceLocation = #_sourceLocation) throws -> [String] {
        try waitFor("the list under “\(header)”", sourceLocation: sourceLocation) { $0.first == header && $0.last == Self.listHints }
    }

    /// Waits for the list with the cursor on thread `id`, and the status line `status` when given.
    @discardableResult
    func waitForSelected(_ id: Int, status: String? = nil, sourceLocation: SourceLocation = #_sourceLocation) throws -> [String] {
        try waitFor("#\(id) selected", sourceLocation: sourceLocation) { screen in
            Self.selected(screen) == id && status.map { screen.last == $0 } ?? true
        }
    }

    /// The pid of the running program, for signals.
    func pid(sourceLocation: SourceLocation = #_sourceLocation) throws -> Int32 {
        try #require(try tmux.programPID(), sourceLocation: sourceLocation)
    }

    // MARK: Reading a list screen

    /// The thread id of a list row (`>★ 12  Title…`), nil for any other line.
    static func id(ofRow line: String) -> Int? {
        guard line.count > 2, [">", " "].contains(line.first), [" ", "★"].contains(line.dropFirst().first) else { return nil }
        let rest = line.dropFirst(2).drop { $0 == " " }
        let digits = rest.prefix { $0.isASCII && $0.isNumber }
        return rest.dropFirst(digits.count).hasPrefix("  ") ? Int(digits) : nil
    }

    /// The ids of the rows on screen, top to bottom (under the header and the column heads).
    static func rowIDs(_ screen: [String]) -> [Int] {
        screen.dropFirst(2).dropLast().prefix { id(ofRow: $0) != nil }.compactMap(id(ofRow:))
    }

    /// The id of the one row marked `>`; nil when no row or more than one is.
    static func selected(_ screen: [String]) -> Int? {
        let marked = screen.dropFirst(2).dropLast().filter { $0.hasPrefix(">") }
        return marked.count == 1 ? marked.first.flatMap(id(ofRow:)) : nil
    }

    /// The row of thread `id`.
    static func row(_ id: Int, _ screen: [String]) -> String? {
        screen.dropFirst(2).dropLast().first { Self.id(ofRow: $0) == id }
    }

    static func words(_ line: String?) -> [Substring] { (line ?? "").split(separator: " ") }

    // MARK: After the program

    /// Waits for the program to end, then checks it exited with `status` and gave the terminal
    /// back as it found it: the same modes (`stty -a`, but for the size), the normal screen with
    /// nothing of the browser left on it, the cursor shown, and bracketed paste off.
    func expectExited(_ status: Int32 = 0, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let lines = try tmux.waitFor("the shell after the browser", seconds: 15, history: true, sourceLocation: sourceLocation) {
            $0.contains("MODES-AFTER")
        }
        // The shell's line may follow what a program left on the normal screen (an editor's `^C`).
        #expect(lines.contains { $0.hasSuffix("EXIT=\(status)") }, "exit status", sourceLocation: sourceLocation)
        let before = Self.modes(lines, from: { $0 == "MODES-BEFORE" }, to: "MODES-END")
        let after = Self.modes(lines, from: { $0.contains("EXIT=") }, to: "MODES-AFTER")
        #expect(!before.isEmpty && after == before, "stty -a before and after", sourceLocation: sourceLocation)
        #expect(after.contains("icanon") && after.contains("echo") && after.contains("isig"), sourceLocation: sourceLocation)
        #expect(!after.contains("-icanon") && !after.contains("-echo"), sourceLocation: sourceLocation)
        #expect(try tmux.display("#{alternate_on}") == "0", "the normal screen", sourceLocation: sourceLocation)
        #expect(try tmux.display("#{cursor_flag}") == "1", "the cursor shown", sourceLocation: sourceLocation)
        #expect(!lines.contains { $0.contains("j/k") || $0.contains(" threads") || $0.hasPrefix(">") },
                "nothing of the browser left: \(lines)", sourceLocation: sourceLocation)
        // Bracketed paste off: the shell's next program gets the text alone, no ESC [ 200 ~ around it.
        try tmux.paste("pasted-after")
        try tmux.send("Enter")
        try tmux.waitFor("the paste echoed by the tty and by cat -v, as plain text", history: true, sourceLocation: sourceLocation) {
            $0.filter { $0 == "pasted-after" }.count == 2
        }
    }

    /// The words `stty -a` printed between two marker lines, without the size (a test may resize).
    static func modes(_ lines: [String], from start: (String) -> Bool, to end: String) -> [String] {
        guard let first = lines.firstIndex(where: start), let last = lines[first...].firstIndex(of: end) else { return [] }
        var words = lines[(first + 1)..<last].joined(separator: " ").split(separator: " ").map(String.init)[...]
        var kept: [String] = []
        while let word = words.popFirst() {
            if word == "rows" || word == "columns" { _ = words.popFirst() } else { kept.append(word) }
        }
        return kept
    }
}
