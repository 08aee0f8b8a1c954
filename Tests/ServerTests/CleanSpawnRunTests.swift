import Foundation
import Supervision
import Testing

/// `CleanSpawn.run`, which the tests' many short runs of a program use instead of corelibs'
/// `Process.run()`: what the program reads, writes and returns, as `Process` would give them.
@Suite("Clean spawn: a program run to its end")
struct CleanSpawnRunTests {
    @Test func itGetsItsInputAndGivesBothStreamsAndItsStatus() throws {
        let input = String(repeating: "line of input\n", count: 20_000)  // past a pipe's 64 KiB
        let finished = try CleanSpawn.run(["/bin/sh", "-c", "cat; echo oops >&2; exit 3"], environment: [:], input: Data(input.utf8))
        #expect(String(decoding: finished.stdout, as: UTF8.self) == input)
        #expect(String(decoding: finished.stderr, as: UTF8.self) == "oops\n")
        #expect(finished.status == 3 && !finished.signaled)
    }

    @Test func aSignalIsItsNumberAsProcessGivesIt() throws {
        let finished = try CleanSpawn.run(["/bin/sh", "-c", "kill -KILL $$"], environment: [:])
        #expect(finished.status == SIGKILL && finished.signaled)
    }

    @Test func itRunsInTheFolderAndEnvironmentGivenAndNothingElse() throws {
        let folder = FileManager.default.temporaryDirectory.resolvingSymlinksInPath().path
        // The shell's descriptors are counted by its own glob, not by `ls | wc` in a pipeline: while
        // a pipeline starts, the shell itself holds the pipe's two ends (a loaded CI run counted 5).
        let finished = try CleanSpawn.run(["/bin/sh", "-c", "pwd; echo \"$ONLY\"; env | wc -l; set -- /proc/$$/fd/*; echo $#"],
                                          environment: ["ONLY": "this"], directory: folder)
        let lines = String(decoding: finished.stdout, as: UTF8.self).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        // pwd, the variable, the shell's few of its own (PWD, SHLVL, _) and the three standard descriptors (and the glob's own).
        #expect(lines.first == folder && lines.dropFirst().first == "this", "\(lines)")
        #expect((Int(lines[2]) ?? 99) <= 4 && (Int(lines[3]) ?? 99) <= 4, "\(lines)")
    }

    @Test func outputCanGoToADescriptorOfOurs() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("clean-spawn-\(UUID().uuidString)").path
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let handle = try #require(FileHandle(forWritingAtPath: path))
        let finished = try CleanSpawn.run(["/bin/sh", "-c", "echo to the file"], environment: [:], output: handle.fileDescriptor)
        try handle.close()
        #expect(finished.stdout.isEmpty && finished.status == 0)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "to the file\n")
    }
}
