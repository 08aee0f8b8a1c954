import Foundation
import Testing

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
        let process = Process()
        process.executableURL = Binary.url
        process.arguments = ["--database", database, "seed", "--threads", "4000", "--messages", "40000", "--quiet"]
        process.environment = ["HOME": folder.path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        Thread.sleep(forTimeInterval: delay)
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        let killed = process.terminationReason == .uncaughtSignal
        let check = try Binary.run(["--database", database, "db", "check"])
        #expect(check.status == 0, "\(check.stderr)")
        let count = try #require(try threadCount())
        // Killed before it finished means nothing of it is there; a seed that beat the kill is whole.
        #expect(killed ? count == 15 : count == 4015, "all or nothing, got \(count) (killed: \(killed))")
        // The next command works.
        #expect(try Binary.run(["--database", database, "star", "1"]).status == 0)
    }
}
