import Foundation
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

    /// Starts `shell` (run by `sh -c`) in a `columns`×`rows` terminal with `variables` set.
    init(_ shell: String, columns: Int = 80, rows: Int = 24, variables: [String: String] = [:]) throws {
        let exports = (["LANG": "C.UTF-8", "TERM": "xterm-256color"].merging(variables) { $1 })
            .sorted { $0.key < $1.key }.map { "\($0.key)=\(Self.quoted($0.value))" }.joined(separator: " ")
        try run(["new-session", "-d", "-s", target, "-x", String(columns), "-y", String(rows), "env \(exports) sh -c \(Self.quoted(shell))"])
        try run(["set-option", "-t", target, "remain-on-exit", "on"])
    }

    deinit { try? run(["kill-server"]) }

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

    /// The screen as text, one string a row, trailing spaces trimmed.
    func screen() throws -> [String] {
        try run(["capture-pane", "-p", "-t", target]).split(separator: "\n", omittingEmptySubsequences: false)
            .map { String($0.reversed().drop { $0 == " " }.reversed()) }
    }

    /// Waits up to `seconds` for the screen to satisfy `condition`, and returns that screen;
    /// on timeout records an issue showing the last screen.
    @discardableResult
    func waitFor(_ what: String, seconds: Double = 10, sourceLocation: SourceLocation = #_sourceLocation,
                 _ condition: ([String]) -> Bool) throws -> [String] {
        let deadline = Date().addingTimeInterval(seconds)
        var last: [String] = []
        while Date() < deadline {
            last = try screen()
            if condition(last) { return last }
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
        Int32(try run(["display-message", "-p", "-t", target, "#{pane_pid}"]).trimmingCharacters(in: .whitespacesAndNewlines))
    }

    @discardableResult
    private func run(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.executable)
        process.arguments = ["-L", String(socket), "-f", "/dev/null"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// `value` in single quotes for `sh`.
    static func quoted(_ value: String) -> String { "'" + value.replacingOccurrences(of: "'", with: "'\\''") + "'" }
}
