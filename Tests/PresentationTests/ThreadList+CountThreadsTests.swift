import Domain
@testable import Presentation
import TestSupport
import Testing

/// ThreadList.CountThreads through the interactor, with the repository double, the real presenters and the view spy.
@Suite("ThreadList: CountThreads")
struct ThreadListCountThreadsTests {
    let repository = ThreadRepositoryDouble()
    let view = ViewSpy()
    let saved = SavedFilter(name: "work", filter: ThreadFilter(starredOnly: true), sort: .title)

    init() { repository.onCountThreads = { _ in ThreadCount(threads: 14, unreadMessages: 7) } }

    private func interactor(_ presenter: any ThreadListPresentationLogic) -> ThreadListInteractor {
        ThreadListInteractor(threads: repository, filters: SavedFiltersRepositoryDouble(showing: [saved]), clock: PresentationSeeds.clock, presenter: presenter)
    }

    @Test func everyFormatShowsTheCount() async throws {
        let request = ThreadList.CountThreads.Request(filter: .init(filter: ThreadFilter(unreadOnly: true)))
        try await interactor(ThreadListTablePresenter(width: 80, clock: PresentationSeeds.clock, display: view)).countThreads(request)
        try await interactor(ThreadListTSVPresenter(display: view)).countThreads(request)
        try await interactor(ThreadListJSONPresenter(display: view)).countThreads(request)
        try await interactor(ThreadListScreenPresenter(width: 80, clock: PresentationSeeds.clock, display: view)).countThreads(request)
        #expect(view.calls.map { $0.map(\.text) } == [
            ["14 threads, 7 unread"], ["14 threads, 7 unread"], [#"{"threads":14,"unread_messages":7}"#],
            // The browser puts it in the list's header, over the page it showed first.
            ["Unread — 14 threads"],
        ])
        #expect(repository.calls == Array(repeating: .countThreads(ThreadFilter(unreadOnly: true)), count: 4))
    }

    @Test func aSavedFilterIsMergedInAsForTheList() async throws {
        try await interactor(ThreadListTSVPresenter(display: view)).countThreads(.init(filter: .init(filter: ThreadFilter(unreadOnly: true), savedFilterName: "work")))
        guard case .countThreads(let filter) = repository.calls.first else { Issue.record("no count asked: \(repository.calls)"); return }
        #expect(filter.flags == FilterFlags(starredOnly: true, unreadOnly: true))
    }

    @Test func anUnknownSavedFilterShowsNothing() async {
        await #expect(throws: ThreadsError.unknownFilter(name: "home")) {
            try await interactor(ThreadListTSVPresenter(display: view)).countThreads(.init(filter: .init(filter: .inbox, savedFilterName: "home")))
        }
        #expect(view.calls.isEmpty)
        #expect(repository.calls.isEmpty)
    }
}
