@testable import App
import Data
import Foundation
import ProcessStart
import Testing
import TestSupport

/// The store a command will open, opened on another CPU while the command line is parsed
/// (`StoreHeadStart`, docs/performance-notes.md).
@Suite("Store head start")
struct StoreHeadStartTests {
    private let variables = ["THREADS_DATABASE": "/inbox.sqlite", "HOME": "/home/u"]

    @Test func theCommandsThatOpenTheStoreAtOnceNameItsLocationAsTheCommandWill() {
        for arguments in [["list", "quillomex"], ["star", "5"], ["show", "5", "--format", "json"], ["count", "is:unread"]] {
            #expect(StoreHeadStart.location(arguments, variables: variables)?.path == "/inbox.sqlite", "\(arguments)")
        }
        #expect(StoreHeadStart.location(["--database", "/a.db", "list"], variables: variables)?.path == "/a.db")
        #expect(StoreHeadStart.location(["--database=/b.db", "--as", "Ben", "list"], variables: variables)?.path == "/b.db")
        #expect(StoreHeadStart.location(["list", "--database", "/c.db", "x"], variables: variables)?.path == "/c.db")
        // After `--`, a word is an argument, not an option.
        #expect(StoreHeadStart.location(["list", "--", "--database", "/c.db"], variables: variables)?.path == "/inbox.sqlite")
        let location = StoreHeadStart.location(["list"], variables: ["HOME": "/home/u"])
        #expect(location == (try? DatabaseLocator.locate(option: nil, variables: ["HOME": "/home/u"])))
    }

    @Test func nothingStartsForWhatOpensTheStoreOtherwiseOrNotAtAll() {
        let others: [[String]] = [
            [], ["--version"], ["list", "--help"], ["-h"], ["browse"], ["db", "check"], ["serve"], ["import", "x.jsonl"],
            ["seed", "--sample"], ["lsit"], ["list", "--database"], ["list", "--generate-completion-script", "bash"],
        ]
        for arguments in others {
            #expect(StoreHeadStart.location(arguments, variables: variables) == nil, "\(arguments)")
        }
        // No place for the database: the command says so itself.
        #expect(StoreHeadStart.location(["list"], variables: [:]) == nil)
    }

    /// ProcessStart lists them, in C, for the thread it starts ahead before Swift's runtime runs.
    @Test func theCommandsAreProcessStartsListReadWhole() {
        #expect(StoreHeadStart.commands.count == 18)
        #expect(StoreHeadStart.commands.isSuperset(of: ["list", "show", "count", "post"]))
        #expect(StoreHeadStart.commands.isDisjoint(with: ["browse", "db", "import", "seed", "serve", ""]))
        #expect(threads_store_command(-1) == nil)
        #expect(threads_store_command(Int32(StoreHeadStart.commands.count)) == nil)
    }

    @Test func aFileThatIsNotThereIsLeftToTheCommand() {
        let path = TemporaryFolder().file("missing.sqlite")
        let headStart = StoreHeadStart.begin(["list"], variables: ["THREADS_DATABASE": path]) { location in
            try SQLiteDataStore(path: location.path, changing: false)
        }
        #expect(headStart == nil)
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func theStoreIsHandedOverOnceAndOnlyForItsOwnLocation() throws {
        let path = TemporaryFolder().file("inbox.sqlite")
        _ = try SQLiteDataStore(path: path)
        guard let headStart = StoreHeadStart.begin(["list"], variables: ["THREADS_DATABASE": path], open: { location in
            try SQLiteDataStore(path: location.path, changing: false)
        }) else {
            // Started only beside the caller's CPU: a machine of one CPU starts nothing.
            #expect(ProcessInfo.processInfo.activeProcessorCount == 1)
            return
        }
        var browsing = headStart.location
        browsing.offThread = true
        #expect(headStart.take(browsing) == nil)
        let store = try #require(headStart.take(headStart.location))
        #expect(store.path == path)
        #expect(headStart.take(headStart.location) == nil)
    }

    @Test func aStoreThatCouldNotBeOpenedIsNotHandedOver() throws {
        let path = TemporaryFolder().file("inbox.sqlite")
        _ = try SQLiteDataStore(path: path)
        guard let headStart = StoreHeadStart.begin(["list"], variables: ["THREADS_DATABASE": path], open: { _ in
            throw CommandError.usage("refused")
        }) else {
            #expect(ProcessInfo.processInfo.activeProcessorCount == 1)
            return
        }
        #expect(headStart.take(headStart.location) == nil)
    }
}
