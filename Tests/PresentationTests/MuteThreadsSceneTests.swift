import Domain
import Foundation
import Presentation
import Testing

/// The MuteThreads wiring: the request reaches the use case, its response the presenter,
/// and the view model the view, with test doubles on both sides.
@Suite("ThreadActions: MuteThreads")
struct MuteThreadsSceneTests {
    /// A repository that knows some threads and records every id it is asked about.
    final class Lookup: ThreadLookup, @unchecked Sendable {
        private let known: Set<ThreadID>
        private var asked: [ThreadID] = []  // guarded by `lock`
        private let lock = NSLock()
        init(known: Set<ThreadID>) { self.known = known }
        var calls: [ThreadID] { lock.withLock { asked } }

        func detail(_ id: ThreadID) async throws -> ThreadDetail? {
            lock.withLock { asked.append(id) }
            guard known.contains(id) else { return nil }
            let thread = MessageThread(id: id, key: "k\(id)", title: "T\(id)", participants: ["Aiko"], createdAt: Date(timeIntervalSince1970: 0))
            return ThreadDetail(summary: ThreadSummary(thread: thread, unreadCount: 0, messageCount: 0, lastActivityAt: thread.createdAt, lastMessage: nil), messages: [])
        }
    }

    /// A view that records the text of every view model it is given.
    final class View: MuteThreadsDisplayLogic, @unchecked Sendable {
        private var shown: [[String]] = []  // guarded by `lock`
        private let lock = NSLock()
        var calls: [[String]] { lock.withLock { shown } }

        func displayMuteThreads(_ viewModel: ThreadActions.MuteThreads.ViewModel) {
            lock.withLock { shown.append(viewModel.lines.map(\.text)) }
        }
    }

    @Test func theRequestReachesTheUseCaseAndTheOutcomeTheView() async throws {
        let lookup = Lookup(known: [ThreadID(3), ThreadID(5)])
        let view = View()
        let interactor = MuteThreadsInteractor(useCase: MuteThreads(threads: lookup), presenter: MuteThreadsPresenter(display: view))
        try await interactor.run(ThreadActions.MuteThreads.Request(ids: [ThreadID(3), ThreadID(5)]))
        #expect(lookup.calls == [ThreadID(3), ThreadID(5)])
        // TODO(new-use-case): pin the words the presenter settles on.
        #expect(view.calls == [["mute: threads 3, 5."]])
    }

    @Test func aFailureShowsNothing() async {
        let view = View()
        let interactor = MuteThreadsInteractor(useCase: MuteThreads(threads: Lookup(known: [])), presenter: MuteThreadsPresenter(display: view))
        await #expect(throws: ThreadsError.self) { try await interactor.run(ThreadActions.MuteThreads.Request(ids: [ThreadID(9)])) }
        #expect(view.calls.isEmpty)
    }
}
