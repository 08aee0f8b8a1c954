@testable import App
import Domain
import Foundation
import Presentation
import Testing

/// The list's count in the loop: a count that takes as long as a common term's on a large
/// inbox does not hold up the list, which is drawn first, and the next key cancels it. The
/// effects are a stand-in whose pages answer at once and whose count of `ご` runs until it is
/// cancelled, as a store's does.
@Suite("Browse loop: the list first, the count after")
struct BrowseCountLoopTests {
    typealias Loop = BrowseLoopTests

    /// Pages at once, counts at once but for `ご`'s, and what happened, in order.
    final class SlowCount: BrowseEffectRunning, @unchecked Sendable {
        private let lock = NSLock()
        private var notes: [String] = []  // guarded by `lock`

        var log: [String] { lock.withLock { notes } }

        private func note(_ text: String) { lock.withLock { notes.append(text) } }

        func run(_ effect: BrowseEffect, columns: Int, session: TerminalSession?) async -> [BrowseEvent] {
            switch effect {
            case .loadList(let selection, _, let appended):
                note("load /\(Self.search(selection))")
                // A full page (the screen's 7 rows, twice): the page alone cannot say the total.
                let first: Int64 = selection.filter.searchTerms.isEmpty ? 1 : 101
                return [.listLoaded(BrowseSeeds.list(BrowseSeeds.threads(Array(first..<first + 14)), filter: selection.filter), appended: appended)]
            case .countList(let selection, _):
                let search = Self.search(selection)
                note("count /\(search)")
                guard search == "ご" else {
                    return [.listCounted(BrowseSeeds.count(search.isEmpty ? 500 : 20, filter: selection.filter), for: selection)]
                }
                // As a store does: the count stops when its task is cancelled, and whatever
                // comes back then must not reach the screen.
                await withTaskCancellationHandler {
                    try? await Task.sleep(for: .seconds(30))
                } onCancel: {
                    self.note("cancelled count /ご")
                }
                return [.listCounted(BrowseSeeds.count(999_999, filter: selection.filter), for: selection)]
            default:
                return []
            }
        }

        static func search(_ selection: FilterSelection) -> String { selection.filter.searchTerms.joined(separator: " ") }
    }

    /// The header of a state as drawn.
    static func header(_ state: BrowseState) -> String {
        BrowseProgram.grid(state, colors: false).text(row: 0).trimmingCharacters(in: .whitespaces)
    }

    @Test func aSlowCountDoesNotHoldUpTheListAndTheNextKeyCancelsIt() async throws {
        let effects = SlowCount(), frames = Loop.Frames()
        let (loop, keys) = Loop.start(effects, frames)
        try await Loop.until("the inbox counted") { frames.drawn.last.map(Self.header) == "Inbox — 500 threads" }
        keys.yield(.key(.character("/")))
        keys.yield(.key(.character("ご")))
        // The page for `ご` is drawn while its count has not answered (it never would by itself).
        try await Loop.until("the list for ご drawn, its count to come") {
            frames.drawn.contains { Self.header($0) == "Matching “ご” — …" && $0.list.rows.first?.marks.id.rawValue == 101 }
        }
        try await Loop.until("the count of ご started") { effects.log.contains("count /ご") }
        keys.yield(.key(.character("く")))
        try await Loop.until("the list for ごく counted") { frames.drawn.last.map(Self.header) == "Matching “ごく” — 20 threads" }
        // The cancel reaches the count when its task next runs: what is held is that it came.
        try await Loop.until("the count of ご cancelled") { effects.log.contains("cancelled count /ご") }
        keys.finish()
        let state = await loop.value

        // Each count started after its page, and the count of `ご` never answered.
        #expect(effects.log.filter { $0 != "cancelled count /ご" } == ["load /", "count /", "load /ご", "count /ご", "load /ごく", "count /ごく"])
        #expect(state.list.total == 20 && !state.list.counting)
        // What the cancelled count came back with was dropped, never drawn.
        #expect(!frames.drawn.contains { Self.header($0).contains("999999") || $0.list.total == 999_999 })
    }

    @Test func quittingCancelsTheCountInFlight() async throws {
        let effects = SlowCount(), frames = Loop.Frames()
        let (loop, keys) = Loop.start(effects, frames)
        keys.yield(.key(.character("/")))
        keys.yield(.key(.character("ご")))
        try await Loop.until("the count of ご started") { effects.log.contains("count /ご") }
        keys.yield(.key(.control("c")))
        let state = await loop.value
        #expect(state.quitting)
        try await Loop.until("the count of ご cancelled") { effects.log.contains("cancelled count /ご") }
    }
}
