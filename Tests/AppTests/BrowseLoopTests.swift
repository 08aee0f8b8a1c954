@testable import App
import Domain
import Foundation
import Presentation
import Testing

/// The browser's loop with loads beside it: a key is reduced and drawn while a search is still
/// being read, and the read it made obsolete is cancelled and never drawn. No terminal: keys go
/// in through a stream, frames are kept as states, and the effects are a stand-in whose search
/// for `a` runs until it is cancelled and whose search for `ab` waits for the test's word.
@Suite("Browse loop: nothing waits behind a read")
struct BrowseLoopTests {
    /// Searches as slow as the test says, and what happened to each, in order.
    final class SlowSearches: BrowseEffectRunning, @unchecked Sendable {
        private let lock = NSLock()
        private var notes: [String] = []  // guarded by `lock`
        private let (release, releaser) = AsyncStream<Void>.makeStream()

        var log: [String] { lock.withLock { notes } }

        private func note(_ text: String) { lock.withLock { notes.append(text) } }

        /// Lets the search for `ab` answer.
        func releaseAB() { releaser.yield() }

        func run(_ effect: BrowseEffect, columns: Int, session: TerminalSession?) async -> [BrowseEvent] {
            guard case .loadList(let selection, _, let appended) = effect else { return [] }
            let search = selection == Self.searching("a") ? "a" : selection == Self.searching("ab") ? "ab" : ""
            note("load /\(search)")
            switch search {
            case "a":
                // As a store does: the work stops when the task is cancelled, and whatever
                // comes back then must not reach the screen.
                await withTaskCancellationHandler {
                    try? await Task.sleep(for: .seconds(30))
                } onCancel: {
                    self.note("cancelled /a")
                }
                return [.failed("the search for a came back")]
            case "ab":
                for await _ in release { break }
                note("answered /ab")
                return [.listLoaded(BrowseSeeds.list(BrowseSeeds.threads([2, 1]), filter: selection.filter), appended: appended)]
            default:
                return [.listLoaded(BrowseSeeds.list(BrowseSeeds.threads([20, 19, 18])), appended: appended)]
            }
        }

        static func searching(_ text: String) -> FilterSelection {
            FilterSelection(filter: ThreadFilter(searchTerms: [text]))
        }
    }

    /// The states drawn, in order.
    final class Frames: @unchecked Sendable {
        private let lock = NSLock()
        private var states: [BrowseState] = []  // guarded by `lock`

        var drawn: [BrowseState] { lock.withLock { states } }

        func draw(_ state: BrowseState) { lock.withLock { states.append(state) } }
    }

    /// The loop over `effects`, its keys sent through the continuation it returns.
    static func start(_ effects: any BrowseEffectRunning, _ frames: Frames) -> (Task<BrowseState, Never>, AsyncStream<TerminalEvent>.Continuation) {
        let (events, keys) = AsyncStream<TerminalEvent>.makeStream()
        let (state, pending) = BrowseReducer.start(route: .list, selection: FilterSelection(), columns: 80, rows: 10)
        let loop = BrowseLoop(effects: effects, session: nil, draw: frames.draw, invalidate: {})
        return (Task { await loop.run(state, pending, events: events) }, keys)
    }

    /// Waits for `condition`, failing the test after 60 s; a bound on a hang, not on speed (the
    /// whole suite on two cores can keep Swift's shared threads busy for many seconds).
    static func until(_ what: Comment, _ condition: () -> Bool) async throws {
        var looks = 0
        while !condition(), looks < 12_000 {
            try await Task.sleep(for: .milliseconds(5))
            looks += 1
        }
        try #require(condition(), what)
    }

    /// The status line of a state as drawn.
    static func bottomLine(_ state: BrowseState) -> String {
        BrowseProgram.grid(state, colors: false).text(row: state.rows - 1).trimmingCharacters(in: .whitespaces)
    }

    @Test func theNextKeyOfASearchIsDrawnAtOnceAndCancelsTheReadBeforeIt() async throws {
        let effects = SlowSearches(), frames = Frames()
        let (loop, keys) = Self.start(effects, frames)
        keys.yield(.key(.character("/")))
        keys.yield(.key(.character("a")))
        try await Self.until("the search for a started") { effects.log.contains("load /a") }
        keys.yield(.key(.character("b")))
        // The prompt shows `/ab` while the read for `ab` has not answered (it waits for us): the
        // key did not wait behind the read for `a`, which would never have ended by itself.
        try await Self.until("/ab on the screen") { frames.drawn.contains { Self.bottomLine($0) == "/ab" } }
        #expect(!effects.log.contains("answered /ab"))
        effects.releaseAB()
        try await Self.until("the page for ab drawn") { frames.drawn.last?.list.rows.map(\.marks.id.rawValue) == [2, 1] }
        // The cancel reaches the read for `a` when its task next runs, which on a busy machine
        // may be after `ab` answered: what is held is that it came, and no answer from it.
        try await Self.until("the search for a cancelled") { effects.log.contains("cancelled /a") }
        keys.finish()
        let state = await loop.value

        #expect(Array(effects.log.prefix(2)) == ["load /", "load /a"])
        #expect(effects.log.filter { $0 != "cancelled /a" } == ["load /", "load /a", "load /ab", "answered /ab"])
        #expect(state.search == "ab" && state.mode == .search(text: "ab", previous: nil))
        #expect(state.list.rows.map(\.marks.id.rawValue) == [2, 1] && !state.list.waiting)
        // What the cancelled read came back with was dropped, never drawn.
        #expect(!frames.drawn.contains { $0.status == "the search for a came back" })
    }

    @Test func quittingCancelsTheReadInFlight() async throws {
        let effects = SlowSearches(), frames = Frames()
        let (loop, keys) = Self.start(effects, frames)
        keys.yield(.key(.character("/")))
        keys.yield(.key(.character("a")))
        try await Self.until("the search for a started") { effects.log.contains("load /a") }
        keys.yield(.key(.control("c")))
        let state = await loop.value
        #expect(state.quitting)
        try await Self.until("the search for a cancelled") { effects.log.contains("cancelled /a") }
        #expect(effects.log == ["load /", "load /a", "cancelled /a"])
    }
}
