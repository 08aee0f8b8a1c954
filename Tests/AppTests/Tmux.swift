import Foundation
import TestSupport
import Testing

/// A real terminal for the browser's end-to-end tests: a detached tmux session running a shell
/// command, driven with `send-keys` and read with `capture-pane`. The pane stays after its
/// program exits, so a test can read what the shell printed afterwards (the exit status, the
/// terminal's modes).
final class Tmux {
    private static let executable = "/usr/bin/tmux"
    /// Each test gets its own server (`-L`), so tests run in parallel without seeing each other.
    private let socket = "threads-test-" + UUID().uuidString.prefix(8)
    private let target = "main"

    /// Whether tmux is installed (scripts/bootstrap installs it; on CI a missing tmux fails the suite).
    static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: executable) }
    /// The suite must run on CI, where a machine without tmux fails it rather than skipping it.
    static var mustRun: Bool { isAvailable || ProcessInfo.processInfo.environment["CI"] != nil }

    /// Starts `shell` (run by `sh -c`) in a `columns`×`rows` terminal with only `variables` set
    /// (besides PATH, LANG and TERM): nothing of the test runner's environment (`NO_COLOR`,
    /// `EDITOR`, `THREADS_DATABASE`) reaches the program.
    init(_ shell: String, columns: Int = 80, rows: Int = 24, variables: [String: String] = [:]) throws {
        let exports = (["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "TERM": "xterm-256color"].merging(variables) { $1 })
            .sorted { $0.key < $1.key }.map { "\($0.key)=\(Self.quoted($0.value))" }.joined(separator: " ")
        try start(["new-session", "-d", "-s", target, "-x", String(columns), "-y", String(rows),
                   "env -i \(exports) sh -c \(Self.quoted(shell))",
                   // The pane is kept from the start: `;` runs both in the server before the shell can end.
                   ";", "set-option", "-t", target, "remain-on-exit", "on"])
    }

    deinit { _ = try? run(["kill-server"]) }

    /// Sends keys by tmux name (`Enter`, `Escape`, `Down`, `C-c`, `j`).
    func send(_ keys: String...) throws { try run(["send-keys", "-t", target] + keys) }

    /// Sends text literally, each character as typed.
    func type(_ text: String) throws { try run(["send-keys", "-t", target, "-l", text]) }

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
    @discardableResult
    func waitFor(_ what: String, seconds: Double = 10, history: Bool = false, sourceLocation: SourceLocation = #_sourceLocation,
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
    func waitFor(text: String, seconds: Double = 10, sourceLocation: SourceLocation = #_sourceLocation) throws -> [String] {
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
        let pgrep = Process()
        pgrep.executableURL = URL(fileURLWithPath: "/usr/bin/pgrep")
        pgrep.arguments = ["-P", String(shell)]
        let output = Pipe()
        pgrep.standardOutput = output
        try pgrep.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        pgrep.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap { Int32($0) }.last
    }

    /// Runs the client that starts the server. On Linux with `posix_spawn` rather than `Process`:
    /// the server it forks would keep the socket corelibs' `Process` watches for the child's end
    /// (so `waitUntilExit` would wait for the server), and would inherit the test thread's signal
    /// mask, in which SIGTERM is blocked (so `kill-server`, which sends the server SIGTERM, would
    /// leave it running). It gets no signal blocked, and nothing of this process but /dev/null.
    private func start(_ arguments: [String]) throws {
        let arguments = ["-L", String(socket), "-f", "/dev/null"] + arguments
        #if canImport(Glibc)
        // The test's own environment: the server passes it on to the programs it runs.
        let status = try ChildProcess.spawn([Self.executable] + arguments, environment: ProcessInfo.processInfo.environment)
        #else
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.executable)
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let status = process.terminationStatus
        #endif
        guard status == 0 else { throw POSIXError(.ECHILD, userInfo: [NSLocalizedDescriptionKey: "tmux could not start: status \(status)"]) }
    }

    /// Runs a tmux client on this server (never one that starts it: see `start`).
    @discardableResult
    private func run(_ arguments: [String]) throws -> (output: String, status: Int32) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.executable)
        process.arguments = ["-L", String(socket), "-f", "/dev/null"] + arguments
        let output = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (String(decoding: data, as: UTF8.self), process.terminationStatus)
    }

    /// `value` in single quotes for `sh`.
    static func quoted(_ value: String) -> String { "'" + value.replacingOccurrences(of: "'", with: "'\\''") + "'" }
}
