import Foundation
import Supervision
import TestSupport
import Testing

/// A real terminal for the browser's end-to-end tests: a detached tmux session running a shell
/// command, driven with `send-keys` and read with `capture-pane`. The pane stays after its
/// program exits, so a test can read what the shell printed afterwards (the exit status, the
/// terminal's modes).
///
/// The tmux server runs in the foreground (`-D`) as a supervised child (Tests/Supervision), not
/// as the daemon a client forks: a daemon would outlive a test process that was killed, and the
/// programs in its panes with it. Killed with its parent, the server hangs up its terminals,
/// which ends what runs in them.
final class Tmux {
    private static let executable = "/usr/bin/tmux"
    /// Each test gets its own server, so tests run in parallel without seeing each other.
    private let socket = TemporaryFolder().file("tmux")
    private let target = "main"
    private let server: SupervisedProcess

    /// Whether tmux is installed (scripts/bootstrap installs it; on CI a missing tmux fails the suite).
    static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: executable) }
    /// The suite must run on CI, where a machine without tmux fails it rather than skipping it.
    static var mustRun: Bool { isAvailable || ProcessInfo.processInfo.environment["CI"] != nil }

    /// Starts `shell` (run by `sh -c`) in a `columns`×`rows` terminal with only `variables` set
    /// (besides PATH, LANG and TERM): nothing of the test runner's environment (`NO_COLOR`,
    /// `EDITOR`, `THREADS_DATABASE`) reaches the program.
    init(_ shell: String, columns: Int = 80, rows: Int = 24, variables: [String: String] = [:]) throws {
        // The test's own environment: the server passes it on to the programs it runs.
        server = try SupervisedProcess([Self.executable, "-D", "-S", socket, "-f", "/dev/null"], environment: ProcessInfo.processInfo.environment)
        try waitForServer()
        let exports = (["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "TERM": "xterm-256color"].merging(variables) { $1 })
            .sorted { $0.key < $1.key }.map { "\($0.key)=\(Self.quoted($0.value))" }.joined(separator: " ")
        let started = try run(["new-session", "-d", "-s", target, "-x", String(columns), "-y", String(rows),
                               "env -i \(exports) sh -c \(Self.quoted(shell))",
                               // The pane is kept from the start: `;` runs both in the server before the shell can end.
                               ";", "set-option", "-t", target, "remain-on-exit", "on"])
        guard started.status == 0 else { throw POSIXError(.ECHILD, userInfo: [NSLocalizedDescriptionKey: "tmux could not start a session: status \(started.status)"]) }
    }

    deinit {
        _ = try? run(["kill-server"])
        server.waitForExit(seconds: 5)
    }

    /// Sends keys by tmux name (`Enter`, `Escape`, `Down`, `C-c`, `j`).
    func send(_ keys: String...) throws { try run(["send-keys", "-t", target] + keys) }

    /// Sends text literally, each character as typed; `--` keeps text that starts with `-`
    /// (`-work`) from being read as tmux's options.
    func type(_ text: String) throws { try run(["send-keys", "-t", target, "-l", "--", text]) }

    /// Pastes `text` as a terminal paste (bracketed when the program asked for it).
    func paste(_ text: String) throws {
        try run(["set-buffer", "-b", "test", text])
        try run(["paste-buffer", "-p", "-b", "test", "-t", target])
    }

    func resize(columns: Int, rows: Int) throws {
        try run(["resize-window", "-t", target, "-x", String(columns), "-y", String(rows)])
    }

    /// The screen as text, exactly one string a row, trailing spaces trimmed; with `history`, the lines
    /// scrolled off the top first (a shell's output before a full-screen program); with
    /// `escapes`, the SGR sequences of each cell's colour and attributes.
    func screen(history: Bool = false, escapes: Bool = false) throws -> [String] {
        let options = (history ? ["-S", "-"] : []) + (escapes ? ["-e"] : [])
        // Every row ends in a newline: the text after the last one is no row.
        return try run(["capture-pane", "-p", "-t", target] + options).output.split(separator: "\n", omittingEmptySubsequences: false)
            .dropLast().map { String($0.reversed().drop { $0 == " " }.reversed()) }
    }

    /// Waits up to `seconds` for the screen (with `history`, the lines above it too) to satisfy
    /// `condition` and settle, and returns that screen; on timeout records an issue showing the
    /// last screen.
    ///
    /// Settled means a second capture a moment later is the same: tmux shows a frame as its bytes
    /// arrive, so a capture taken mid-write can already have the header and the hints of the frame
    /// before it while the rows between are half drawn.
    ///
    /// Thirty seconds, because CI's two cores, shared with the PostgreSQL suites, once took over
    /// ten to draw a prompt; a wait that is met returns as soon as the screen settles.
    @discardableResult
    func waitFor(_ what: String, seconds: Double = 30, history: Bool = false, sourceLocation: SourceLocation = #_sourceLocation,
                 _ condition: ([String]) -> Bool) throws -> [String] {
        let deadline = Date().addingTimeInterval(seconds)
        var last: [String] = []
        var candidate: [String]?
        while Date() < deadline {
            last = try screen(history: history)
            if condition(last) {
                if last == candidate { return last }
                candidate = last
            } else {
                candidate = nil
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        Issue.record("timed out waiting for \(what); the screen:\n\(last.joined(separator: "\n"))", sourceLocation: sourceLocation)
        return last
    }

    /// Waits for `text` anywhere on the screen.
    @discardableResult
    func waitFor(text: String, seconds: Double = 30, sourceLocation: SourceLocation = #_sourceLocation) throws -> [String] {
        try waitFor("“\(text)”", seconds: seconds, sourceLocation: sourceLocation) { $0.contains { $0.contains(text) } }
    }

    /// The process id of the program in the pane (the shell's child when the shell is waiting).
    func panePID() throws -> Int32? {
        Int32(try run(["display-message", "-p", "-t", target, "#{pane_pid}"]).output.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// The pane's `format` (`#{alternate_on}`, `#{cursor_flag}`, `#{pane_tty}`) expanded.
    func display(_ format: String) throws -> String {
        try run(["display-message", "-p", "-t", target, format]).output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The process id of the program the pane's shell is running (its child), for signals.
    func programPID() throws -> Int32? {
        guard let shell = try panePID() else { return nil }
        // Spawned cleanly, as `run` below.
        let pgrep = try CleanSpawn.run(["/usr/bin/pgrep", "-P", String(shell)], environment: ProcessInfo.processInfo.environment)
        let data = pgrep.stdout
        return String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap { Int32($0) }.last
    }

    /// Waits until the server answers (an empty list of sessions); throws if it ended instead.
    /// Up to 30 s, as `waitFor` waits: a loaded CI machine is slow to start it too.
    private func waitForServer() throws {
        let deadline = Date().addingTimeInterval(30)
        while try run(["list-sessions"]).status != 0 {
            guard server.isRunning, Date() < deadline else {
                throw POSIXError(.ECHILD, userInfo: [NSLocalizedDescriptionKey: "the tmux server did not start (status \(server.waitForExit(seconds: 0) ?? -1))"])
            }
            Thread.sleep(forTimeInterval: 0.02)
        }
    }

    /// Runs a tmux client on this server; `-N`: never one that would start a server of its own.
    /// Spawned cleanly rather than by `Process.run()`, which now and then crashes the whole test
    /// process (`CleanSpawn.run`), with this process's environment, as `Process` passed it.
    @discardableResult
    private func run(_ arguments: [String]) throws -> (output: String, status: Int32) {
        let finished = try CleanSpawn.run([Self.executable, "-N", "-S", socket, "-f", "/dev/null"] + arguments,
                                          environment: ProcessInfo.processInfo.environment)
        return (String(decoding: finished.stdout, as: UTF8.self), finished.status)
    }

    /// `value` in single quotes for `sh`.
    static func quoted(_ value: String) -> String { "'" + value.replacingOccurrences(of: "'", with: "'\\''") + "'" }
}
