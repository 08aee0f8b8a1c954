import Domain
import Foundation
import Presentation
import Testing

/// The mute wiring: the request (ids and direction) reaches the use case, its response the
/// presenter, and the view model the view, with test doubles on both sides.
@Suite("ThreadActions: MuteThreads")
struct MuteThreadsSceneTests {
    /// A repository that knows some threads and records every change it is asked to apply.
    final class Editor: ThreadEditing, @unchecked Sendable {
        private let known: Set<ThreadID>
        private var applied: [(ThreadChange, [ThreadID])] = []  // guarded by `lock`
        private let lock = NSLock()
        init(known: Set<ThreadID>) { self.known = known }
        var calls: [String] { lock.withLock { applied.map { "\($0.0) \($0.1.map(\.rawValue))" } } }

        func apply(_ change: ThreadChange, to ids: [ThreadID]) async throws -> [ThreadID] {
            lock.withLock { applied.append((change, ids)) }
            return ids.filter { !known.contains($0) }
        }
        func create(_ draft: ThreadDraft) async throws -> ThreadID { throw ThreadsError.invalidInput("not used by MuteThreads") }
        func append(_ message: MessageDraft, to id: ThreadID) async throws -> Bool { false }
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
        let editor = Editor(known: [ThreadID(3), ThreadID(5)])
        let view = View()
        let interactor = MuteThreadsInteractor(useCase: MuteThreads(threads: editor), presenter: MuteThreadsPresenter(display: view))
        try await interactor.run(ThreadActions.MuteThreads.Request(ids: [ThreadID(3), ThreadID(5)]))
        try await interactor.run(ThreadActions.MuteThreads.Request(ids: [ThreadID(5)], muted: false))
        #expect(editor.calls == ["mute(true) [3, 5]", "mute(false) [5]"])
        #expect(view.calls == [["Muted: 2 threads (3, 5)."], ["Unmuted: thread 5."]])
    }

    @Test func aFailureShowsNothing() async {
        let view = View()
        let interactor = MuteThreadsInteractor(useCase: MuteThreads(threads: Editor(known: [ThreadID(1)])), presenter: MuteThreadsPresenter(display: view))
        await #expect(throws: ThreadsError.self) { try await interactor.run(ThreadActions.MuteThreads.Request(ids: [ThreadID(1), ThreadID(9)])) }
        #expect(view.calls.isEmpty)
    }
}
