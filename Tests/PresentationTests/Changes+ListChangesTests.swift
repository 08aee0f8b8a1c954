import Domain
@testable import Presentation
import TestSupport
import Testing

/// Changes.ListChanges through the interactor, with the repository double, the real presenters and the view spy.
@Suite("Changes: ListChanges")
struct ChangesListChangesTests {
    let repository = ThreadRepositoryDouble()
    let view = ViewSpy()
    static let now = ChangeState(origin: "0f0e0d0c0b0a0908", sequence: 12)

    init() {
        repository.onListChanges = { after in ChangeSet(state: Self.now, changed: after == nil ? [] : [ThreadID(3), ThreadID(5)]) }
    }

    private func interactor(json: Bool = false) -> ChangesInteractor {
        ChangesInteractor(threads: repository, presenter: json ? ChangesJSONPresenter(display: view) : ChangesTextPresenter(display: view))
    }

    @Test func theStateAndTheChangedThreadsReachTheView() async throws {
        try await interactor().listChanges(.init(since: "0f0e0d0c0b0a0908-9"))
        #expect(view.lines == ["State: 0f0e0d0c0b0a0908-12", "Changed: #3 #5"])
        #expect(repository.calls == [.listChanges(after: 9)])
    }

    @Test func withoutAStateNothingIsListedAsChanged() async throws {
        try await interactor().listChanges(.init())
        #expect(view.lines == ["State: 0f0e0d0c0b0a0908-12", "Changed: none"])
    }

    @Test func asJSON() async throws {
        try await interactor(json: true).listChanges(.init(since: "0f0e0d0c0b0a0908-9"))
        #expect(view.lines == [#"{"state":"0f0e0d0c0b0a0908-12","changed":[3,5]}"#])
    }

    @Test func asJSONWithoutAState() async throws {
        try await interactor(json: true).listChanges(.init())
        #expect(view.lines == [#"{"state":"0f0e0d0c0b0a0908-12","changed":[]}"#])
    }

    @Test func aStateThatIsNotOneIsRefusedBeforeTheRepository() async {
        await #expect(throws: ThreadsError.badChangeState(text: "yesterday")) { try await interactor().listChanges(.init(since: "yesterday")) }
        #expect(view.calls.isEmpty)
        #expect(repository.calls.isEmpty)
    }

    @Test func aFailureShowsNothing() async {
        await #expect(throws: ThreadsError.changesUnavailable(since: "0f0e0d0c0b0a0908-13")) {
            try await interactor().listChanges(.init(since: "0f0e0d0c0b0a0908-13"))
        }
        #expect(view.calls.isEmpty)
    }
}
