import Foundation
import Supervision
import Testing
import TestSupport

/// A client of `/v1/events`: curl (`-N`, no buffering) reading the stream as it comes, the way
/// a script would; a supervised child (Tests/Supervision), stopped when the test is done with it.
final class EventStream: @unchecked Sendable {
    private let process: SupervisedProcess

    init(_ url: String, token: String?, lastEventID: String? = nil, cookie: String? = nil) throws {
        // Far longer than any test waits: the full suite on two cores has stalled a test process
        // for over a minute, and a stream that curl had ended at 60 s then missed the change the
        // test made after the stall (ServeOnPostgresTests, twice in CI). The test stops it.
        var arguments = ["/usr/bin/curl", "-sN", "--max-time", "900", url]
        if let token { arguments += ["-H", "Authorization: Bearer " + token] }
        if let cookie { arguments += ["-H", "Cookie: " + cookie] }
        if let lastEventID { arguments += ["-H", "Last-Event-ID: " + lastEventID] }
        process = try SupervisedProcess(arguments, environment: ["PATH": "/usr/bin:/bin"], standardOutput: .collected)
    }

    func stop() { process.stop() }

    /// Everything read so far.
    var text: String { process.collectedOutput?.text ?? "" }

    /// How long a test waits for what it expects by default: a bound on a hang, never a measure.
    /// 30 s was too short once: while sixty-four clients loaded another server, two streams of an
    /// in-process server read nothing for 30 s (`SlowListenerTests`, `RevocationTests`, one CI
    /// run of the full suite on two cores). A stream that works answers in milliseconds.
    static let patience: Double = 120

    /// Waits up to `seconds` until what was read holds `part`; how long it took, nil if it never did.
    /// It sleeps as a task, never as a thread: a server in this process answers on the same two
    /// cooperative threads, and a blocked one starved it for ten seconds under the full suite.
    @discardableResult
    func wait(seconds: Double = patience, for part: String) async -> Double? {
        let start = Date(), deadline = start.addingTimeInterval(seconds)
        while Date() < deadline {
            if text.contains(part) { return Date().timeIntervalSince(start) }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return text.contains(part) ? Date().timeIntervalSince(start) : nil
    }

    /// Waits up to `seconds` for the server to end the stream (curl then exits); how long that
    /// took, nil if it never did.
    func waitForEnd(seconds: Double = patience) async -> Double? {
        let start = Date(), deadline = start.addingTimeInterval(seconds)
        while Date() < deadline {
            if !process.isRunning { return Date().timeIntervalSince(start) }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return nil
    }

    /// The `change` events read so far: each one's `id` and `data`.
    var changes: [(id: String, data: String)] {
        text.components(separatedBy: "\n\n").compactMap { frame in
            let lines = frame.split(separator: "\n").map(String.init)
            guard lines.contains("event: change"),
                  let id = lines.first(where: { $0.hasPrefix("id: ") })?.dropFirst(4),
                  let data = lines.first(where: { $0.hasPrefix("data: ") })?.dropFirst(6) else { return nil }
            return (String(id), String(data))
        }
    }
}
