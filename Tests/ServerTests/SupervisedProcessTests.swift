import Foundation
import Supervision
import Testing
import TestSupport

/// What a test starts never outlives it (Tests/Supervision/SupervisedProcess.swift): not when
/// the test lets it go, not when its process is killed with SIGKILL, and not because the thread
/// that asked for it ended.
@Suite("Supervised children")
struct SupervisedProcessTests {
    /// Whether `pid` is a process that still runs: not gone and not a zombie waiting for a
    /// parent to reap it (a container's first process may never reap).
    private func runs(_ pid: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let end = stat.lastIndex(of: ")") else { return false }
        // "PID (NAME) STATE …": the state is the first field after the name, which may hold spaces.
        return stat[stat.index(after: end)...].split(separator: " ").first != "Z"
    }

    /// Waits up to `seconds` for `pid` to stop running.
    private func ends(_ pid: pid_t, seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while runs(pid) && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        return !runs(pid)
    }

    @Test func aChildDiesWithItsParentKilledBySIGKILLThoughTheThreadThatStartedItEndedFirst() throws {
        let probe = try SupervisedProcess([ThreadsBinary.url("supervision-probe").path], environment: [:], standardOutput: .pipe)
        let line = String(decoding: try #require(probe.output).availableData, as: UTF8.self)
        let child = try #require(pid_t(line.trimmingCharacters(in: .whitespacesAndNewlines)), "the probe printed: \(line)")
        // Started from a thread that has ended since: the child runs on.
        #expect(runs(child), "the child died with the thread that asked for it")
        probe.signal(SIGKILL)
        #expect(probe.waitForExit(seconds: 10) == 128 + SIGKILL)
        #expect(ends(child, seconds: 5), "the child of a parent killed with SIGKILL still runs")
        if runs(child) { kill(child, SIGKILL) }
    }

    @Test func lettingItGoStopsTheChild() throws {
        var pid: pid_t = 0
        do {
            let sleeper = try SupervisedProcess(["/bin/sleep", "300"], environment: [:])
            pid = sleeper.pid
            #expect(runs(pid))
        }
        // Stopped and reaped before the value was gone: not even a zombie is left.
        #expect(!FileManager.default.fileExists(atPath: "/proc/\(pid)"))
    }

    @Test func aChildThatIgnoresSIGTERMIsKilledAfterTheGrace() throws {
        let stubborn = try SupervisedProcess(["/bin/sh", "-c", "trap '' TERM; echo ready; exec /bin/sleep 300"], environment: [:],
                                             standardOutput: .pipe, grace: 0.3)
        #expect(String(decoding: try #require(stubborn.output).availableData, as: UTF8.self) == "ready\n")
        let started = Date()
        #expect(stubborn.stop() == 128 + SIGKILL)
        #expect(Date().timeIntervalSince(started) < 5)
    }

    @Test func aChildGetsOnlyWhatItIsGiven() throws {
        let child = try SupervisedProcess(["/bin/sh", "-c", "echo \"$ONLY\"; ls /proc/self/fd | wc -l; read line; echo \"$line\" >&2"],
                                          environment: ["ONLY": "this"], standardInput: .pipe, standardOutput: .pipe, standardError: .pipe)
        try #require(child.input).write(contentsOf: Data("typed\n".utf8))
        #expect(child.waitForExit(seconds: 10) == 0)
        // Its environment, and 0, 1, 2 and the one `ls` opens to list them: no descriptor of this process.
        #expect(String(decoding: try #require(child.output).readDataToEndOfFile(), as: UTF8.self) == "this\n4\n")
        #expect(String(decoding: try #require(child.errors).readDataToEndOfFile(), as: UTF8.self) == "typed\n")
    }
}
