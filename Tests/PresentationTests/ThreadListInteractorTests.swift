import Domain
import Foundation
@testable import Presentation
import TestSupport
import Testing

/// A presenter that records every response and asks for everything. Every `present…` has the
/// same one-line body, so the generator gives a new action's method the same.
final class ThreadListPresenterSpy: ThreadListPresentationLogic, @unchecked Sendable {
    // Guarded by `lock`.
    private var responses: [any Sendable] = []
    private let lock = NSLock()
    let extras: ThreadQuery.Extras = .all
    func presentListThreads(_ response: ThreadList.ListThreads.Response) { record(response) }
    func presentCountThreads(_ response: ThreadList.CountThreads.Response) { record(response) }

    private func record(_ response: some Sendable) { lock.withLock { responses.append(response) } }
    /// The list's responses, in order.
    var received: [ThreadList.ListThreads.Response] { responses(ThreadList.ListThreads.Response.self) }
    /// The responses of one action, in order.
    func responses<Response>(_ action: Response.Type) -> [Response] { lock.withLock { responses.compactMap { $0 as? Response } } }
}

@Suite("Thread list: interactor")
struct ThreadListInteractorTests {
    static let answer = ThreadPage(items: [PresentationSeeds.logo], matchingCount: 1, scopeCount: 9)
    let repository = ThreadRepositoryDouble()
    let presenter = ThreadListPresenterSpy()
    let saved = SavedFilter(name: "work", filter: ThreadFilter(
        starredOnly: true, participants: ["Aiko"], since: Timestamp.parse("2026-03-01"), until: Timestamp.parse("2026-04-01"),
        archive: .archived), sort: .title)

    init() { repository.onListThreads = { _ in Self.answer } }

    private var interactor: ThreadListInteractor {
        ThreadListInteractor(threads: repository, filters: SavedFiltersRepositoryDouble(showing: [saved]), clock: PresentationSeeds.clock, presenter: presenter)
    }

    private var queries: [ThreadQuery] {
        repository.calls.compactMap { if case .listThreads(let query) = $0 { return query } else { return nil } }
    }

    @Test func theRequestReachesTheUseCaseAndTheResponseThePresenter() async throws {
        let filter = ThreadFilter(unreadOnly: true, searchTerms: ["ロゴ"])
        try await interactor.listThreads(.init(filter: .init(filter: filter, sort: .unread), page: PageRequest(limit: 5, offset: 10)))
        #expect(repository.calls == [.listThreads(ThreadQuery(filter: filter, sort: .unread, page: PageRequest(limit: 5, offset: 10)))])
        #expect(presenter.received == [ThreadList.ListThreads.Response(
            filter: .init(filter: filter, sort: .unread), page: PageRequest(limit: 5, offset: 10), result: Self.answer)])
    }

    @Test func countsAndLastMessagesAreAskedForOnlyByAPresenterThatShowsThem() async throws {
        let display = ViewSpy()
        let presenters: [(any ThreadListPresentationLogic, ThreadQuery.Extras)] = [
            (ThreadListTablePresenter(width: 80, clock: PresentationSeeds.clock, display: display), [.counts]),
            (ThreadListTSVPresenter(display: display), []),
            (ThreadListJSONPresenter(display: display), [.lastMessages]),
            (ThreadListScreenPresenter(width: 80, clock: PresentationSeeds.clock, display: display), [.scopeCount]),
            (presenter, .all),
        ]
        for (presenter, extras) in presenters {
            let spy = ThreadRepositoryDouble()
            spy.onListThreads = { _ in Self.answer }
            try await ThreadListInteractor(threads: spy, filters: SavedFiltersRepositoryDouble(), clock: PresentationSeeds.clock, presenter: presenter).listThreads(.init())
            #expect(spy.calls == [.listThreads(ThreadQuery(extras: extras))], "\(type(of: presenter))")
        }
    }

    @Test func aSavedFilterIsTheStartAndTypedFlagsAreAdded() async throws {
        let typed = ThreadFilter(unreadOnly: true, participants: ["aiko", "Ben"], since: Timestamp.parse("2026-03-15"), until: Timestamp.parse("2026-05-01"))
        try await interactor.listThreads(.init(filter: .init(filter: typed, savedFilterName: "work")))
        let query = try #require(queries.first)
        #expect(query.filter == saved.filter.adding(typed), "the saved query and the typed one must both hold")
        #expect(query.sort == .title, "the saved sort applies when none is typed")
    }

    @Test func aTypedSortReplacesTheSavedOneAndAllIsAdded() async throws {
        try await interactor.listThreads(.init(filter: .init(filter: ThreadFilter(archive: .all, mute: .all), savedFilterName: "work", sort: .oldest)))
        let query = try #require(queries.first)
        #expect(query.sort == .oldest)
        #expect(query.filter.includesAll && query.filter.expression == saved.filter.expression)
    }

    @Test func anUnknownSavedFilterFailsAndNothingIsPresented() async {
        await #expect(throws: ThreadsError.unknownFilter(name: "nope")) {
            try await interactor.listThreads(.init(filter: .init(savedFilterName: "nope")))
        }
        #expect(repository.calls.isEmpty)
        #expect(presenter.received.isEmpty)
    }

    @Test func anInvalidPageNeverReachesTheRepository() async {
        await #expect(throws: ThreadsError.negativeOffset(-1)) {
            try await interactor.listThreads(.init(page: PageRequest(limit: 10, offset: -1)))
        }
        #expect(repository.calls.isEmpty)
    }
}
