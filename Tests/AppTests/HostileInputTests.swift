@testable import App
import Data
import InMemoryStore
import Domain
import Foundation
import Testing
import TestSupport

/// Seeded random input at every parser: nothing crashes, every rejection is an error of docs/cli.md.
@Suite("Hostile input")
struct HostileInputTests {
    static let pieces = ["", "-", "--", "0", "-1", "9223372036854775808", "1e3", " ", "\t", "\n", "\u{0}", "'", "\"", "*", "%", "_",
                         "NEAR(", "OR", ";", "DROP TABLE threads", "ロゴ", "納", "e\u{301}", "👍", "2026-02-30", "2026-03-01T25:00",
                         "2026-03-01", "T", "Z", "+09:00", "\u{FFFF}", "\\", "{", "}", "[", "]", ":", ","]

    static func text(_ random: inout SeededRandom, _ maximum: Int) -> String {
        (0..<random.below(maximum + 1)).map { _ in pieces[random.below(pieces.count)] }.joined()
    }

    @Test func datesAndIdsNeverCrashAndRejectWithUsageErrors() {
        var random = SeededRandom(seed: 99)
        for _ in 0..<5000 {
            let value = Self.text(&random, 4)
            if let date = Timestamp.parse(value) { #expect(Timestamp.parse(Timestamp.format(date)) != nil) }
            do {
                let ids = try ThreadIDs.parseList([value])
                #expect(ids.allSatisfy { $0.rawValue > 0 })
            } catch {
                guard case .usage(let message) = error as? CommandError else { Issue.record("not a usage error: \(error)"); continue }
                #expect(message.hasPrefix("invalid thread id '") && message.hasSuffix("': ids are positive whole numbers, as 'threads list' shows"))
            }
        }
    }

    @Test func importLinesNeverCrashAndFailOnlyWithALineNumber() throws {
        var random = SeededRandom(seed: 7)
        for round in 0..<400 {
            var line = Self.text(&random, 12)
            if round % 3 == 0 { line = #"{"title":"# + "\"" + line + #"","participants":[""# + Self.text(&random, 3) + "\"]}" }
            var data: Data? = Data(("{\"title\":\"ok\",\"participants\":[\"a\"]}\n" + line).utf8)
            let reader = JSONLinesDraftReader(now: Date(timeIntervalSince1970: 0)) { defer { data = nil }; return data ?? Data() }
            do {
                while try reader.next() != nil {}
            } catch let error as ThreadsError {
                guard case .invalidData(let number, _) = error else { Issue.record("unexpected \(error)"); continue }
                // The random text may hold newlines: the failing line is one of the lines it made.
                #expect((2...(2 + line.filter { $0 == "\n" }.count)).contains(number), "line \(number)")
            }
        }
    }

    @Test func randomArgumentsToListExitWithASpecCodeAndOneLine() async throws {
        let store = InMemoryDataStore()
        _ = try await store.insertThreadsIfAbsent(Seeds.cliInbox)
        let flags = ["--starred", "--unread", "--with", "--since", "--until", "--search", "--archived", "--all", "--sort", "--limit", "--offset",
                     "--format", "--color", "--filter"]
        var random = SeededRandom(seed: 3)
        for _ in 0..<150 {
            let arguments = (0..<random.below(6)).map { _ in random.below(2) == 0 ? flags[random.below(flags.count)] : Self.text(&random, 2) }
            let result = await InProcess.run(["list"] + arguments, store: store)
            #expect([0, 1, 64].contains(result.status), "\(arguments): \(result.status)")
            if result.status != 0 {
                #expect(result.stdout.isEmpty)
                #expect(result.stderr.hasPrefix("threads: ") && result.stderr.filter { $0 == "\n" }.count == 1, "\(arguments): \(result.stderr)")
            }
        }
    }
}
