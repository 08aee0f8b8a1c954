import Foundation
import Supervision
import Testing
import TestSupport

/// A write that runs out of disk: one clear line, exit 1, nothing half-written, and the
/// database keeps working. The disk is a 1 MiB tmpfs, so this needs root and `mount`.
@Suite("Disk full", .enabled(if: SmallDisk.available, "needs root and permission to mount a tmpfs"))
struct DiskFullEndToEndTests {
    private func fullLine(_ database: String) -> String { "threads: the disk holding \(database) is full; nothing was changed\n" }

    private func withSmallDisk(_ body: (String) throws -> Void) throws {
        let disk = try SmallDisk()
        defer { disk.unmount() }
        let database = disk.path + "/inbox.sqlite"
        #expect(try Binary.run(["--database", database, "seed", "--sample", "--quiet"]).status == 0)
        try body(database)
    }

    @Test func anImportLargerThanTheDiskChangesNothing() throws {
        try withSmallDisk { database in
            let before = try Binary.run(["--database", database, "export"]).stdout
            let lines = (0..<40).map { #"{"key":"big\#($0)","title":"Big","participants":["A"],"messages":[{"author":"A","body":""# + String(repeating: "x", count: 50_000) + #"","sent_at":"2026-03-01T00:00:00Z"}]}"# }
            let result = try Binary.run(["--database", database, "import", "-"], stdin: lines.joined(separator: "\n") + "\n")
            #expect(result.status == 1)
            #expect(result.stderr == fullLine(database))
            #expect(result.stdout.isEmpty)
            #expect(try Binary.run(["--database", database, "db", "check"]).status == 0)
            #expect(try Binary.run(["--database", database, "export"]).stdout == before)
            // Small writes still fit once the failed transaction is gone.
            #expect(try Binary.run(["--database", database, "star", "3"]).status == 0)
        }
    }

    @Test func aPostLargerThanTheDiskChangesNothing() throws {
        try withSmallDisk { database in
            let before = try Binary.run(["--database", database, "show", "1", "--format", "json"]).stdout
            let result = try Binary.run(["--database", database, "post", "1", "--body", "-"], stdin: String(repeating: "y", count: 3_000_000))
            #expect(result.status == 1)
            #expect(result.stderr == fullLine(database))
            #expect(try Binary.run(["--database", database, "show", "1", "--format", "json"]).stdout == before)
            #expect(try Binary.run(["--database", database, "post", "1", "--body", "short"]).status == 0)
        }
    }
}

/// A 1 MiB tmpfs mounted on a fresh temporary folder.
struct SmallDisk {
    let path: String

    init() throws {
        path = TemporaryFolder().path
        guard Self.command("/usr/bin/mount", ["-t", "tmpfs", "-o", "size=1m", "tmpfs", path]) else {
            throw CocoaError(.fileWriteNoPermission)
        }
    }

    func unmount() { _ = Self.command("/usr/bin/umount", [path]) }

    /// Whether a tmpfs can be mounted here (tried once).
    static let available: Bool = {
        guard getuid() == 0, let disk = try? SmallDisk() else { return false }
        disk.unmount()
        return true
    }()

    /// Spawned cleanly rather than by `Process.run()`, which now and then crashes the whole test
    /// process (`CleanSpawn.run`), with this process's environment, standard input and output, as
    /// `Process` passed them.
    private static func command(_ executable: String, _ arguments: [String]) -> Bool {
        guard let pid = try? CleanSpawn.spawn([executable] + arguments, environment: ProcessInfo.processInfo.environment,
                                              standardInput: .descriptor(0), standardOutput: .descriptor(1)) else { return false }
        return (try? CleanSpawn.wait(for: pid)) == 0
    }
}
