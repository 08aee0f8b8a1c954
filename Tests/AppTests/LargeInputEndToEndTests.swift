import Foundation
import Testing
import TestSupport

/// Sizes and bytes users do not expect to matter: they must not.
@Suite("threads binary: large and odd input", .serialized)
struct LargeInputEndToEndTests {
    let folder = TemporaryFolder()

    private func cli(on kind: CLIDatabase) -> CLI {
        CLI(kind, in: folder, main: "large.sqlite", variables: ["THREADS_USER": "me"])
    }

    @Test(arguments: CLIDatabase.allCases)
    func aTenMegabyteBodySurvivesExactly(on kind: CLIDatabase) throws {
        let threads = cli(on: kind)
        _ = try threads(["seed", "--sample"])
        let big = String(repeating: "ロゴ logo \t\n", count: 1_000_000 / 10 * 10)
        #expect(try threads(["post", "8", "--body", "-"], stdin: big).status == 0)
        let stored = try threads.bodies("8")
        #expect(stored.count == 2)
        #expect(stored.dropFirst().first?.utf8.count == big.utf8.count)
        #expect(stored.dropFirst().first == big)
        #expect(try threads(["db", "check"]).status == 0)
    }
}

private extension CLI {
    /// The bodies of thread `id`'s messages, oldest first.
    func bodies(_ id: String) throws -> [String] {
        let shown = try self(["show", id, "--format", "json"])
        let object = try JSONSerialization.jsonObject(with: Data(shown.stdout.utf8)) as? [String: Any]
        return (object?["messages"] as? [[String: Any]] ?? []).compactMap { $0["body"] as? String }
    }
}
