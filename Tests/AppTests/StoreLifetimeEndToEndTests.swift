import Foundation
import Testing
import TestSupport

/// The binary keeps its SQLite store until the process ends and closes it then
/// (`ProcessLifetimeStores`): what a closed connection leaves must hold after every kind of
/// command, reads, writes and failures alike: no `-wal` or `-shm` beside the file, every change kept.
@Suite("The store at the end of a process")
struct StoreLifetimeEndToEndTests {
    private func leftovers(_ database: String) -> [String] {
        ["-wal", "-shm"].filter { FileManager.default.fileExists(atPath: database + $0) }
    }

    @Test func everyCommandLeavesOnlyTheDatabaseFile() throws {
        let database = TemporaryFolder().file("inbox.sqlite")
        let commands: [[String]] = [
            ["seed", "--sample", "--quiet"], ["list", "--format", "json"], ["show", "1"], ["star", "3", "4"],
            ["post", "2", "--body", "kept"], ["export"], ["stats"], ["show", "999999"], ["list", "from:("], ["db", "check"],
        ]
        for command in commands {
            _ = try Binary.run(["--database", database] + command)
            #expect(leftovers(database) == [], "after \(command)")
        }
        let json = try Binary.run(["--database", database, "list", "--all", "--format", "json"]).stdout
        #expect(json.contains(#""id":3,"#) && json.contains(#""id":4,"#))
        let starred = try Binary.run(["--database", database, "list", "--starred", "--format", "tsv", "--limit", "0"]).stdoutLines.map { $0.prefix { $0 != "\t" } }
        #expect(starred.contains("3") && starred.contains("4"))
        #expect(try Binary.run(["--database", database, "show", "2"]).stdout.contains("kept"))
    }
}
