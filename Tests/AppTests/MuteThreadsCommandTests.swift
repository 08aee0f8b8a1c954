@testable import App
import Data
import Foundation
import Testing

/// `threads mute` in process: arguments in, the view model's text out, spec exit codes.
@Suite("threads mute")
struct MuteThreadsCommandTests {
    /// A store with two threads made by `threads new`, and their ids as printed.
    private func storeWithTwoThreads() async throws -> (InMemoryDataStore, [String]) {
        let store = InMemoryDataStore()
        var ids: [String] = []
        for title in ["First", "Second"] {
            let made = await InProcess.run(["new", "--title", title, "--with", "Aiko"], store: store)
            #expect(made.status == 0, "\(made.stderr)")
            ids.append(made.stdout.trimmingCharacters(in: .newlines))
        }
        return (store, ids)
    }

    @Test func printsWhatItDidForKnownIds() async throws {
        let (store, ids) = try await storeWithTwoThreads()
        let result = await InProcess.run(["mute"] + ids, store: store)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "mute: threads \(ids.joined(separator: ", ")).\n")
        #expect(result.stderr.isEmpty)
        // TODO(new-use-case): assert what the user sees afterwards (`threads list`, `show`).
    }

    @Test func anUnknownIdIsOneLineAndExit1() async throws {
        let (store, _) = try await storeWithTwoThreads()
        let result = await InProcess.run(["mute", "999"], store: store)
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "threads: unknown thread id 999; see 'threads list --all'\n")
    }

    @Test func aMalformedIdIsAUsageError() async throws {
        let (store, _) = try await storeWithTwoThreads()
        let result = await InProcess.run(["mute", "twelve"], store: store)
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("threads: "))
    }
}
