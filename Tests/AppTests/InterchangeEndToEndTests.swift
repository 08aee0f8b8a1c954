import Foundation
import Testing
import TestSupport

/// `import` and `export` through the built binary, on each `CLIDatabase`.
@Suite("threads binary: import and export")
struct InterchangeEndToEndTests {
    let folder = TemporaryFolder()

    private func cli(on kind: CLIDatabase) -> CLI {
        CLI(kind, in: folder, main: "a.sqlite", variables: ["THREADS_NOW": "2026-11-22T09:00:00Z"])
    }

    @Test(arguments: CLIDatabase.allCases)
    func exportPipedIntoImportReproducesTheInbox(on kind: CLIDatabase) throws {
        let threads = cli(on: kind)
        _ = try threads("a.sqlite", ["seed", "--sample"])
        _ = try threads("a.sqlite", ["star", "3"])
        let exported = try threads("a.sqlite", ["export"])
        #expect(exported.stdoutLines.count == 15, "every thread, archived included")
        let imported = try threads("b.sqlite", ["import", "-"], stdin: exported.stdout)
        #expect(imported.stdout == "Imported 15 threads from standard input.\n")
        #expect(try threads("b.sqlite", ["export"]).stdout == exported.stdout)
        #expect(try threads("b.sqlite", ["list", "--all", "--limit", "0"]).stdout == (try threads("a.sqlite", ["list", "--all", "--limit", "0"])).stdout)
        #expect(try threads("a.sqlite", ["export", "--starred"]).stdoutLines.count == 5)
    }

    @Test(arguments: CLIDatabase.allCases)
    func aBadLineExits65AndChangesNothing(on kind: CLIDatabase) throws {
        let threads = cli(on: kind)
        _ = try threads("a.sqlite", ["seed", "--sample"])
        let file = folder.file("bad.jsonl")
        try """
            {"key":"sample-logo","title":"Overwritten","participants":["X"]}
            {"key":"n1","title":"New","participants":["Y"]}
            {"key":"n2","title":"Broken","participants":"Y"}
            """.write(toFile: file, atomically: true, encoding: .utf8)
        let before = try threads.contents("a.sqlite")
        let result = try threads("a.sqlite", ["import", file])
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "threads: line 3: participants must be an array\n")
        #expect(try threads.contents("a.sqlite") == before)
    }

    @Test(arguments: CLIDatabase.allCases)
    func aMissingFileIsExit1(on kind: CLIDatabase) throws {
        let threads = cli(on: kind)
        let result = try threads("a.sqlite", ["import", folder.file("nope.jsonl")])
        #expect(result.status == 1)
        #expect(result.stderr.contains("cannot read"))
    }
}
