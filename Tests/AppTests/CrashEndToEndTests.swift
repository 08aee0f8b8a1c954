import Domain
import Foundation
import Supervision
import Testing
import TestSupport

/// `kill -9` in the middle of long writes: the file stays sound and each command's effect is all or nothing.
@Suite("threads binary: killed mid-write", .serialized)
struct CrashEndToEndTests {
    let folder = TemporaryFolder()
    var database: String { folder.file("crash.sqlite") }

    private func threadCount() throws -> Int? {
        let stats = try Binary.run(["--database", database, "stats", "--json"])
        let object = try JSONSerialization.jsonObject(with: Data(stats.stdout.utf8)) as? [String: Any]
        return object?["threads"] as? Int
    }

    @Test(arguments: [0.15, 0.4, 0.8])
    func aKilledSeedLeavesTheInboxWholeOrUntouched(delay: Double) throws {
        _ = try Binary.run(["--database", database, "seed", "--sample"])
        let pid = try start(["seed", "--threads", "4000", "--messages", "40000", "--quiet"])
        Thread.sleep(forTimeInterval: delay)
        kill(pid, SIGKILL)
        let killed = try Self.signaled(CleanSpawn.wait(for: pid))
        let check = try Binary.run(["--database", database, "db", "check"])
        #expect(check.status == 0, "\(check.stderr)")
        let count = try #require(try threadCount())
        // All or nothing: a kill that lands before the commit leaves none of it, one that lands
        // between the commit and the exit (a loaded machine widens that window) leaves all of it.
        #expect(killed ? [15, 4015].contains(count) : count == 4015, "all or nothing, got \(count) (killed: \(killed))")
        // The next command works.
        #expect(try Binary.run(["--database", database, "star", "1"]).status == 0)
    }

    /// Starts `threads` with `arguments` on the test database, its output discarded, and returns
    /// its process id (a child of this process: `CleanSpawn.wait(for:)` it). Spawned cleanly rather
    /// than by `Process.run()`, which now and then crashes the whole test process (`CleanSpawn.run`),
    /// with this process's standard input, as `Process` passed it.
    private func start(_ arguments: [String]) throws -> pid_t {
        try CleanSpawn.spawn([Binary.url.path, "--database", database] + arguments, environment: ["HOME": folder.path],
                             standardInput: .descriptor(0))
    }

    /// Whether a status from `CleanSpawn.wait(for:)` is a signal's (128 + its number): `threads`
    /// exits with 0 to 75 itself.
    private static func signaled(_ status: Int32) -> Bool { status > 128 }

    @Test(arguments: [0.1, 0.3, 0.7])
    func aKilledImportLeavesTheInboxWholeOrUntouched(delay: Double) throws {
        _ = try Binary.run(["--database", database, "seed", "--sample"])
        let file = folder.file("import.jsonl")
        let message = #"{"author":"A","body":"a body long enough to take some time","sent_at":"2026-03-01T00:00:00Z"}"#
        let lines = (0..<3000).map { #"{"key":"imported-\#($0)","title":"T\#($0)","participants":["A"],"messages":["# + Array(repeating: message, count: 10).joined(separator: ",") + "]}" }
        try (lines.joined(separator: "\n") + "\n").write(toFile: file, atomically: true, encoding: .utf8)
        let pid = try start(["import", file])
        Thread.sleep(forTimeInterval: delay)
        kill(pid, SIGKILL)
        let killed = try Self.signaled(CleanSpawn.wait(for: pid))
        let check = try Binary.run(["--database", database, "db", "check"])
        #expect(check.status == 0, "\(check.stderr)")
        let count = try #require(try threadCount())
        // A kill can land after the commit and before the exit: killed, yet everything is in.
        #expect(killed ? [15, 3015].contains(count) : count == 3015, "all or nothing, got \(count) (killed: \(killed))")
        #expect(try Binary.run(["--database", database, "star", "1"]).status == 0)
    }

    @Test func aBurstOfPostsKilledAtRandomKeepsEveryReportedPostAndNoHalfOne() throws {
        _ = try Binary.run(["--database", database, "seed", "--sample"])
        var random = SeededRandom(seed: 2026)
        var started: [(body: String, pid: pid_t)] = []
        for index in 0..<24 {
            let body = "burst \(index) " + String(repeating: "z", count: 20_000)
            started.append((body, try start(["post", "1", "--body", body])))
            Thread.sleep(forTimeInterval: Double(random.below(20)) / 1000)
            // Kill about a third, each a moment after it started.
            if random.below(3) == 0 { kill(started[index].pid, SIGKILL) }
        }
        let posts = try started.map { (body: $0.body, status: try CleanSpawn.wait(for: $0.pid)) }
        // Not vacuous: some posts were killed, some finished.
        #expect(posts.contains { Self.signaled($0.status) })
        #expect(posts.contains { $0.status == 0 })
        let check = try Binary.run(["--database", database, "db", "check"])
        #expect(check.status == 0, "\(check.stderr)")
        let show = try Binary.run(["--database", database, "show", "1", "--format", "json"])
        let thread = try #require(try JSONSerialization.jsonObject(with: Data(show.stdout.utf8)) as? [String: Any])
        let bodies = (thread["messages"] as? [[String: Any]] ?? []).compactMap { $0["body"] as? String }
        let burst = bodies.filter { $0.hasPrefix("burst ") }
        // Every post that reported success is there; each post is there once and whole, or not at all.
        for post in posts where post.status == 0 {
            #expect(burst.contains(post.body))
        }
        #expect(Set(burst).count == burst.count)
        #expect(burst.allSatisfy { body in posts.contains { $0.body == body } })
        // The counters moved with the rows, in the same transactions.
        #expect(thread["message_count"] as? Int == bodies.count)
        #expect(try Binary.run(["--database", database, "post", "1", "--body", "after"]).status == 0)
    }
}
