import Foundation
import Supervision
import Testing
import TestSupport

/// Several processes on one database: writers wait for each other; a lock held past the
/// busy timeout is exit 75 with nothing changed. The writers-at-once tests run on each
/// `CLIDatabase`; the ones holding a lock hold SQLite's (PostgreSQL's: PostgresRefusalEndToEndTests).
@Suite("threads binary: locks and concurrent writers", .serialized)
struct LockingEndToEndTests {
    let folder = TemporaryFolder()
    var database: String { folder.file("shared.sqlite") }

    /// Starts python3 holding an IMMEDIATE (write) transaction on `database` for `seconds`; a
    /// supervised child (Tests/Supervision), stopped when the test lets it go.
    private func holdWriteLock(seconds: Double) throws -> SupervisedProcess {
        let holder = try SupervisedProcess(["/usr/bin/python3", "-c", """
            import sqlite3, sys, time
            c = sqlite3.connect(sys.argv[1], isolation_level=None)
            c.execute('BEGIN IMMEDIATE')
            print('locked', flush=True)
            time.sleep(float(sys.argv[2]))
            c.execute('ROLLBACK')
            """, database, String(seconds)], environment: ["PATH": "/usr/bin:/bin"], standardOutput: .pipe)
        // Wait until the lock is really held.
        _ = holder.output?.availableData
        return holder
    }

    @Test func aLockHeldPastTheTimeoutIsExit75AndNothingChanges() throws {
        _ = try Binary.run(["--database", database, "seed", "--sample"])
        let holder = try holdWriteLock(seconds: 3)
        defer { holder.stop() }
        let started = Date()
        let result = try Binary.run(["--database", database, "star", "3"], variables: ["THREADS_BUSY_TIMEOUT_MS": "300"])
        let waited = Date().timeIntervalSince(started)
        #expect(result.status == 75)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("threads: the database ") && result.stderr.contains("locked by another process"))
        #expect(waited < 2.5, "gives up after the timeout, not when the lock clears: \(waited) s")
        holder.waitForExit(seconds: 30)
        let shown = try Binary.run(["--database", database, "show", "3", "--format", "json"])
        #expect(shown.stdout.contains("\"starred\":false"))
    }

    @Test func readersAreNotBlockedByAWriter() throws {
        _ = try Binary.run(["--database", database, "seed", "--sample"])
        let holder = try holdWriteLock(seconds: 3)
        defer { holder.stop() }
        let result = try Binary.run(["--database", database, "list"], variables: ["THREADS_BUSY_TIMEOUT_MS": "100"])
        #expect(result.status == 0)
        #expect(result.stdoutLines.count == 14)
    }

    @Test func aWriterWaitsForALockThatClearsWithinTheTimeout() throws {
        _ = try Binary.run(["--database", database, "seed", "--sample"])
        let holder = try holdWriteLock(seconds: 0.5)
        defer { holder.waitForExit(seconds: 30) }
        let result = try Binary.run(["--database", database, "star", "3"])
        #expect(result.status == 0)
        #expect(result.stdout == "Starred: thread 3.\n")
    }

    /// Starts `threads` with `arguments` and `variables` over a private HOME and a plain PATH, its
    /// output discarded, and returns its process id (a child of this process: `CleanSpawn.wait(for:)`
    /// it). Spawned cleanly rather than by `Process.run()`, which now and then crashes the whole
    /// test process (`CleanSpawn.run`), with this process's standard input, as `Process` passed it.
    private func start(_ arguments: [String], variables: [String: String]) throws -> pid_t {
        try CleanSpawn.spawn([Binary.url.path] + arguments, environment: ["HOME": folder.path, "PATH": "/usr/bin:/bin"].merging(variables) { $1 },
                             standardInput: .descriptor(0))
    }

    @Test(arguments: CLIDatabase.allCases)
    func concurrentWritersAllLand(on kind: CLIDatabase) throws {
        let database = try kind.make(in: folder, named: "shared.sqlite")
        _ = try Binary.run(["--database", database, "seed", "--sample"])
        let count = 12
        let processes = try (0..<count).map { index in
            try start(["--database", database, "post", "1", "--body", "message \(index)", "--from", "writer"], variables: [:])
        }
        let statuses = try processes.map { try CleanSpawn.wait(for: $0) }
        #expect(statuses.allSatisfy { $0 == 0 })
        let shown = try Binary.run(["--database", database, "show", "1", "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(shown.stdout.utf8)) as? [String: Any])
        let bodies = Set((object["messages"] as? [[String: Any]] ?? []).compactMap { $0["body"] as? String })
        #expect(bodies.isSuperset(of: Set((0..<count).map { "message \($0)" })))
        #expect(object["message_count"] as? Int == 3 + count)
        #expect(try Binary.run(["--database", database, "db", "check"]).status == 0)
    }

    @Test(arguments: CLIDatabase.allCases)
    func postsStarsImportsAndNewThreadsAtOnceAllLand(on kind: CLIDatabase) throws {
        let database = try kind.make(in: folder, named: "shared.sqlite")
        _ = try Binary.run(["--database", database, "seed", "--sample"])
        var commands: [[String]] = []
        for index in 0..<5 { commands.append(["post", "2", "--body", "mixed \(index)", "--from", "writer"]) }
        for id in [3, 4, 6, 7, 8] { commands.append(["star", String(id)]) }
        for index in 0..<3 { commands.append(["new", "--title", "New \(index)", "--with", "Zoë"]) }
        for batch in 0..<3 {
            let file = folder.file("batch\(batch).jsonl")
            let lines = (0..<300).map { #"{"key":"batch\#(batch)-\#($0)","title":"B","participants":["A"],"messages":[{"author":"A","body":"b","sent_at":"2026-03-01T00:00:00Z"}]}"# }
            try (lines.joined(separator: "\n") + "\n").write(toFile: file, atomically: true, encoding: .utf8)
            commands.append(["import", file])
        }
        let processes = try commands.map { try start(["--database", database] + $0, variables: ["THREADS_BUSY_TIMEOUT_MS": "20000"]) }
        let statuses = try processes.map { try CleanSpawn.wait(for: $0) }
        #expect(statuses.allSatisfy { $0 == 0 })
        let stats = try #require(try JSONSerialization.jsonObject(with: Data(try Binary.run(["--database", database, "stats", "--json"]).stdout.utf8)) as? [String: Any])
        #expect(stats["threads"] as? Int == 15 + 3 + 900)
        #expect(stats["messages"] as? Int == 30 + 5 + 900)
        let starred = try Binary.run(["--database", database, "list", "--starred", "--all", "--format", "tsv"]).stdoutLines
            .compactMap { $0.split(separator: "\t").first.map(String.init) }
        #expect(Set(starred).isSuperset(of: ["3", "4", "6", "7", "8"]))
        #expect(try Binary.run(["--database", database, "db", "check"]).status == 0)
    }
}
