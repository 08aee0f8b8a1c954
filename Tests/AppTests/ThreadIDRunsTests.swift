@testable import App
import Data
import Domain
import Foundation
import Testing
import TestSupport

/// Long id lists reach the change commands whole, in linear time, through the real parser.
@Suite("Thread id runs")
struct ThreadIDRunsTests {
    @Test func runsOfNumbersAfterAChangeCommandBecomeOneArgument() {
        #expect(ThreadIDRuns.folded(["star", "1", "2", "3"]) == ["star", "1,2,3"])
        #expect(ThreadIDRuns.folded(["archive", "4", "x", "5", "6"]) == ["archive", "4", "x", "5,6"])
        // An option's value is never taken for an id, wherever it stands.
        #expect(ThreadIDRuns.folded(["read", "1", "--database", "42", "2", "3"]) == ["read", "1", "--database", "42", "2,3"])
        #expect(ThreadIDRuns.folded(["read", "1", "--as", "42", "2", "3"]) == ["read", "1", "--as", "42", "2,3"])
        // After `--`, arguments stay as typed.
        #expect(ThreadIDRuns.folded(["unread", "1", "2", "--", "3", "4"]) == ["unread", "1,2", "--", "3", "4"])
    }

    @Test func theIdTakingCommandsAreFoundByTheirProtocol() {
        #expect(["star", "unstar", "read", "unread", "archive", "unarchive", "mute", "unmute"].allSatisfy(ThreadIDRuns.takesThreadIDs))
        #expect(!["list", "show", "post", "new", "filter", "export", "nonsense"].contains(where: ThreadIDRuns.takesThreadIDs))
    }

    @Test func otherCommandsAndNonNumbersAreLeftAsTyped() {
        #expect(ThreadIDRuns.folded(["list", "--since", "1", "2"]) == ["list", "--since", "1", "2"])
        #expect(ThreadIDRuns.folded(["post", "1", "--body", "2"]) == ["post", "1", "--body", "2"])
        #expect(ThreadIDRuns.folded(["star", "-1", "+2", "٣", "1e3"]) == ["star", "-1", "+2", "٣", "1e3"])
        #expect(ThreadIDRuns.folded(["star", "7"]) == ["star", "7"])
    }

    @Test func commasInATypedIdAreSplitAndEachPartChecked() throws {
        #expect(try ThreadIDs.parseList(["1,2", "3"]).map(\.rawValue) == [1, 2, 3])
        #expect(throws: CommandError.usage("invalid thread id '': ids are positive whole numbers, as 'threads list' shows")) { try ThreadIDs.parseList(["1,,2"]) }
        #expect(throws: CommandError.usage("invalid thread id 'x': ids are positive whole numbers, as 'threads list' shows")) { try ThreadIDs.parseList(["1,x"]) }
        // Commands that take one id take exactly one.
        #expect(throws: CommandError.usage("invalid thread id '1,2': ids are positive whole numbers, as 'threads list' shows")) { try ThreadIDs.parse("1,2") }
    }

    @Test func a100000IdCommandLineArchivesEveryThread() async throws {
        let store = try SQLiteDataStore.inMemory()
        let count = 100_000
        _ = try await store.insertThreadsIfAbsent((1...count).map { index in
            ThreadDraft(key: "k\(index)", title: "t", participants: ["p"], isStarred: false, isArchived: false,
                        createdAt: InProcess.now, messages: [])
        })
        let result = await InProcess.run(["archive"] + (1...count).map(String.init), store: store)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "Archived: 100000 threads (1, 2, 3, 4, 5, 6, 7, 8, 9, 10 and 99990 more).\n")
        let stats = try await store.statistics()
        #expect(stats.archived == count)
    }

    @Test func a100000IdCommandLineThroughTheBinaryNamesTheUnknownOnesAndChangesNothing() throws {
        let folder = TemporaryFolder()
        let database = folder.file("inbox.sqlite")
        #expect(try Binary.run(["--database", database, "seed", "--sample", "--quiet"]).status == 0)
        let before = try Data(contentsOf: URL(fileURLWithPath: database))
        let result = try Binary.run(["--database", database, "star"] + (1...100_000).map(String.init))
        #expect(result.status == 1)
        #expect(result.stderr == "threads: unknown thread id 16 (and 99984 more); see 'threads list --all'\n")
        #expect(try Data(contentsOf: URL(fileURLWithPath: database)) == before)
    }
}
