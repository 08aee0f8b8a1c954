import Data
import Foundation
import GRDB
import Testing
import TestSupport

/// Saved filters written before queries hold the flags' fields; read now, each lists exactly
/// the threads its flags list, and `filter show` prints it as the query those flags mean.
@Suite("Saved filters from before queries")
struct SavedFilterCompatibilityTests {
    let folder = TemporaryFolder()
    var database: String { folder.file("inbox.sqlite") }

    private func threads(_ arguments: [String]) throws -> CommandResult {
        try Binary.run(["--database", database] + arguments, variables: ["THREADS_NOW": "2026-11-22T09:00:00Z"])
    }

    static let documents: [(definition: String, flags: [String], query: String)] = [
        (#"{"starred":true,"unread":true}"#, ["--starred", "--unread"], "is:starred is:unread"),
        (#"{"with":["aiko"],"since":"2026-11-15T00:00:00Z","sort":"oldest"}"#, ["--with", "aiko", "--since", "2026-11-15", "--sort", "oldest"],
         "with:aiko after:2026-11-15"),
        (#"{"archive":"archived"}"#, ["--archived"], "is:archived"),
        (#"{"archive":"all"}"#, ["--all"], "(none)"),
        (#"{"archive":"all","mute":"muted"}"#, ["--all", "--muted"], "is:muted"),
        (#"{"search":["ロゴ","design"],"until":"2026-11-22T06:00:00Z"}"#, ["--search", "ロゴ", "--search", "design", "--until", "2026-11-22T06:00:00Z"],
         "before:2026-11-22T06:00:00Z ロゴ design"),
    ]

    @Test func anOlderDocumentListsWhatItsFlagsList() throws {
        #expect(try threads(["seed", "--sample"]).status == 0)
        #expect(try threads(["mute", "8", "15"]).status == 0)
        let queue = try SQLiteDataStore.rawQueue(path: database)
        try queue.write { db in
            for (index, document) in Self.documents.enumerated() {
                try db.execute(sql: "INSERT INTO saved_filters (name, definition) VALUES (?, ?)", arguments: ["old\(index)", document.definition])
            }
        }
        try queue.close()
        for (index, document) in Self.documents.enumerated() {
            let saved = try threads(["list", "--filter", "old\(index)", "--limit", "0"])
            let flags = try threads(["list", "--limit", "0"] + document.flags)
            #expect(saved.status == 0 && saved.stdout == flags.stdout, "\(document.definition)")
            let shown = try threads(["filter", "show", "old\(index)"]).stdoutLines
            #expect(shown.contains("  query: " + document.query), "\(shown)")
        }
    }
}
