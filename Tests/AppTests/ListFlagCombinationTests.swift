import Data
import Domain
import Foundation
import Testing
import TestSupport

/// Every combination of the list flags of docs/cli.md and archived states, in all three formats, against
/// an SQLite file: the ids printed must be the reference's, in its order. The sort rotates with
/// the combination, so each sort meets every archived state and most flag sets.
@Suite("threads list: every flag combination")
struct ListFlagCombinationTests {
    static let sinceText = "2026-03-02", untilText = "2026-03-02T12:00:00Z"

    struct Combination: CustomStringConvertible, Sendable {
        let mask: Int
        let archive: ArchiveScope
        let sort: ThreadSort
        var description: String { arguments.joined(separator: " ") }

        var arguments: [String] {
            var out = ["list", "--limit", "0", "--sort", sort.rawValue]
            if mask & 1 != 0 { out.append("--starred") }
            if mask & 2 != 0 { out.append("--unread") }
            if mask & 4 != 0 { out += ["--with", "aiko"] }
            if mask & 8 != 0 { out += ["--since", ListFlagCombinationTests.sinceText] }
            if mask & 16 != 0 { out += ["--until", ListFlagCombinationTests.untilText] }
            if mask & 32 != 0 { out += ["--search", "LOGO"] }
            if archive == .archived { out.append("--archived") }
            if archive == .all { out.append("--all") }
            return out
        }

        var expected: [Int64] {
            Seeds.expectedIDs(starred: mask & 1 != 0, unread: mask & 2 != 0, with: mask & 4 != 0 ? "aiko" : nil,
                              since: mask & 8 != 0 ? Timestamp.parse(ListFlagCombinationTests.sinceText) : nil,
                              until: mask & 16 != 0 ? Timestamp.parse(ListFlagCombinationTests.untilText) : nil,
                              search: mask & 32 != 0 ? "logo" : nil, archive: archive, sort: sort)
        }
    }

    static let combinations: [Combination] = (0..<64).flatMap { mask in
        ArchiveScope.allCases.enumerated().map { index, archive in
            Combination(mask: mask, archive: archive, sort: ThreadSort.allCases[(mask + index) % ThreadSort.allCases.count])
        }
    }

    static func ids(_ result: CommandResult, format: String) throws -> [Int64] {
        switch format {
        case "tsv":
            return result.stdoutLines.compactMap { $0.split(separator: "\t").first.flatMap { Int64($0) } }
        case "json":
            let array = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
            return array.compactMap { ($0["id"] as? NSNumber)?.int64Value }
        default:
            // Header, column titles, then rows "★ 12  title…" (the mark is one cell, the id right-aligned).
            return result.stdoutLines.dropFirst(2).compactMap { line in
                line.dropFirst().split(separator: " ").first.flatMap { Int64($0) }
            }
        }
    }

    @Test func everyCombinationInEveryFormat() async throws {
        let store = try SQLiteDataStore(path: TemporaryFolder().file("combinations.sqlite"))
        _ = try await store.insertThreadsIfAbsent(Seeds.cliInbox)
        var nonEmpty = 0
        for combination in Self.combinations {
            let expected = combination.expected
            if !expected.isEmpty { nonEmpty += 1 }
            for format in ["tsv", "json", "table"] {
                let result = await InProcess.run(combination.arguments + ["--format", format], store: store)
                #expect(result.status == 0 && result.stderr.isEmpty, "\(combination) \(format): \(result.stderr)")
                #expect(try Self.ids(result, format: format) == expected, "\(combination) --format \(format)")
            }
        }
        // The fixture must make most combinations non-trivial, or the test proves little.
        #expect(nonEmpty > Self.combinations.count / 3)
    }
}
