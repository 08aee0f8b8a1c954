import Foundation
import Testing
import TestSupport

/// Output that cannot be written (standard output on a full disk; `/dev/full` fails every write
/// with ENOSPC) is an error like any other: one line on stderr, exit 1, no stack trace.
@Suite("Output that cannot be written", .enabled(if: FileManager.default.isWritableFile(atPath: "/dev/full"), "needs /dev/full"))
struct OutputFailureEndToEndTests {
    private let line = "threads: could not write the output: No space left on device; write it somewhere else\n"

    /// Runs the binary with standard output on /dev/full.
    private func runIntoFullDisk(_ arguments: [String]) throws -> CommandResult {
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        defer { try? full.close() }
        return try Binary.run(arguments, stdout: full)
    }

    @Test func anExportToAFullDiskSaysSoAndChangesNothing() throws {
        let database = TemporaryFolder().file("inbox.sqlite")
        #expect(try Binary.run(["--database", database, "seed", "--sample", "--quiet"]).status == 0)
        let before = try Binary.run(["--database", database, "export"]).stdout
        #expect(!before.isEmpty)
        let result = try runIntoFullDisk(["--database", database, "export"])
        #expect(result.status == 1)
        #expect(result.stderr == line)
        // The store was still closed on the way out.
        #expect(!FileManager.default.fileExists(atPath: database + "-wal"))
        #expect(try Binary.run(["--database", database, "export"]).stdout == before)
    }

    @Test(arguments: [["--version"], ["list", "--format", "json"], ["show", "1"]])
    func aPrintedAnswerToAFullDiskSaysSo(arguments: [String]) throws {
        let database = TemporaryFolder().file("inbox.sqlite")
        #expect(try Binary.run(["--database", database, "seed", "--sample", "--quiet"]).status == 0)
        let result = try runIntoFullDisk(["--database", database] + arguments)
        #expect(result.status == 1)
        #expect(result.stderr == line)
    }
}
