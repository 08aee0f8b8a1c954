import Foundation
import Testing

/// Several processes on one database: writers wait for each other; a lock held past the
/// busy timeout is exit 75 with nothing changed.
@Suite("threads binary: locks and concurrent writers", .serialized)
struct LockingEndToEndTests {
    let folder = TemporaryFolder()
    var database: String { folder.file("shared.sqlite") }

    /// Starts python3 holding an IMMEDIATE (write) transaction on `database` for `seconds`.
    private func holdWriteLock(seconds: Double) throws -> Process {
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        holder.arguments = ["python3", "-c", """
            import sqlite3, sys, time
            c = sqlite3.connect(sys.argv[1], isolation_level=None)
            c.execute('BEGIN IMMEDIATE')
            print('locked', flush=True)
            time.sleep(float(sys.argv[2]))
            c.execute('ROLLBACK')
            """, database, String(seconds)]
        let out = Pipe()
        holder.standardOutput = out
        try holder.run()
        // Wait until the lock is really held.
        _ = out.fileHandleForReading.availableData
        return holder
    }

    @Test func aLockHeldPastTheTimeoutIsExit75AndNothingChanges() throws {
        _ = try Binary.run(["--database", database, "seed", "--sample"])
        let holder = try holdWriteLock(seconds: 3)
        defer { holder.terminate(); holder.waitUntilExit() }
        let started = Date()
        let result = try Binary.run(["--database", database, "star", "3"], variables: ["THREADS_BUSY_TIMEOUT_MS": "300"])
        let waited = Date().timeIntervalSince(started)
        #expect(result.status == 75)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("threads: the database ") && result.stderr.contains("locked by another process"))
        #expect(waited < 2.5, "gives up after the timeout, not when the lock clears: \(waited) s")
        holder.waitUntilExit()
        let shown = try Binary.run(["--database", database, "show", "3", "--format", "json"])
        #expect(shown.stdout.contains("\"starred\":false"))
    }

    @Test func readersAreNotBlockedByAWriter() throws {
        _ = try Binary.run(["--database", database, "seed", "--sample"])
        let holder = try holdWriteLock(seconds: 3)
        defer { holder.terminate(); holder.waitUntilExit() }
        let result = try Binary.run(["--database", database, "list"], variables: ["THREADS_BUSY_TIMEOUT_MS": "100"])
        #expect(result.status == 0)
        #expect(result.stdoutLines.count == 14)
    }

    @Test func aWriterWaitsForALockThatClearsWithinTheTimeout() throws {
        _ = try Binary.run(["--database", database, "seed", "--sample"])
        let holder = try holdWriteLock(seconds: 0.5)
        defer { holder.waitUntilExit() }
        let result = try Binary.run(["--database", database, "star", "3"])
        #expect(result.status == 0)
        #expect(result.stdout == "Starred: thread 3.\n")
    }

    @Test func concurrentWritersAllLand() throws {
        _ = try Binary.run(["--database", database, "seed", "--sample"])
        let count = 12
        let processes = try (0..<count).map { index -> Process in
            let process = Process()
            process.executableURL = Binary.url
            process.arguments = ["--database", database, "post", "1", "--body", "message \(index)", "--from", "writer"]
            process.environment = ["HOME": folder.path, "PATH": "/usr/bin:/bin"]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            return process
        }
        for process in processes { process.waitUntilExit() }
        #expect(processes.allSatisfy { $0.terminationStatus == 0 })
        let shown = try Binary.run(["--database", database, "show", "1", "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(shown.stdout.utf8)) as? [String: Any])
        let bodies = Set((object["messages"] as? [[String: Any]] ?? []).compactMap { $0["body"] as? String })
        #expect(bodies.isSuperset(of: Set((0..<count).map { "message \($0)" })))
        #expect(object["message_count"] as? Int == 3 + count)
        #expect(try Binary.run(["--database", database, "db", "check"]).status == 0)
    }
}
