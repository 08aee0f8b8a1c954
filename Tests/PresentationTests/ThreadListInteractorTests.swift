import Domain
import Foundation
@testable import Presentation
import Testing

/// The list's only repository role, recording each query and answering with a fixed page.
final class ThreadRepositorySpy: ThreadListing, @unchecked Sendable {
    // Guarded by `lock`.
    private var queries: [ThreadQuery] = []
    private let lock = NSLock()
    let answer: ThreadPage

    init(answer: ThreadPage = ThreadPage(items: [PresentationSeeds.logo], matchingCount: 1, scopeCount: 9)) { self.answer = answer }

    func page(_ query: ThreadQuery) async throws -> ThreadPage {
        lock.withLock { queries.append(query) }
        return answer
    }

    var received: [ThreadQuery] { lock.withLock { queries } }
}

/// Saved filters held in a dictionary.
struct FilterRepositoryFake: FilterRepository {
    let filters: [String: SavedFilter]
    func filter(named name: String) async throws -> SavedFilter? { filters[name] }
    func allFilters() async throws -> [SavedFilter] { Array(filters.values) }
    func save(_ filter: SavedFilter) async throws -> Bool { Issue.record("unexpected save"); return false }
    func deleteFilter(named name: String) async throws -> Bool { Issue.record("unexpected delete"); return false }
}

/// A presenter that records every response.
final class ThreadListPresenterSpy: ThreadListPresentationLogic, @unchecked Sendable {
    // Guarded by `lock`.
    private var responses: [ThreadList.Fetch.Response] = []
    private let lock = NSLock()
    func presentThreads(_ response: ThreadList.Fetch.Response) { lock.withLock { responses.append(response) } }
    var received: [ThreadList.Fetch.Response] { lock.withLock { responses } }
}

@Suite("Thread list: interactor")
struct ThreadListInteractorTests {
    let repository = ThreadRepositorySpy()
    let presenter = ThreadListPresenterSpy()
    let saved = SavedFilter(name: "work", filter: ThreadFilter(
        starredOnly: true, participants: ["Aiko"], since: Timestamp.parse("2026-03-01"), until: Timestamp.parse("2026-04-01"),
        archive: .archived), sort: .title)

    private var interactor: ThreadListInteractor {
        ThreadListInteractor(listThreads: ListThreads(threads: repository),
                             loadFilter: LoadFilter(filters: FilterRepositoryFake(filters: ["work": saved])), presenter: presenter)
    }

    @Test func theRequestReachesTheUseCaseAndTheResponseThePresenter() async throws {
        let filter = ThreadFilter(unreadOnly: true, searchTerms: ["ロゴ"])
        try await interactor.fetch(ThreadList.Fetch.Request(filter: .init(flags: filter, sort: .unread), page: PageRequest(limit: 5, offset: 10)))
        #expect(repository.received == [ThreadQuery(filter: filter, sort: .unread, page: PageRequest(limit: 5, offset: 10))])
        #expect(presenter.received == [ThreadList.Fetch.Response(
            filter: .init(filter: filter, sort: .unread), page: PageRequest(limit: 5, offset: 10), result: repository.answer)])
    }

    @Test func countsAndLastMessagesAreAskedForOnlyByAPresenterThatShowsThem() async throws {
        let display = ViewSpy()
        let presenters: [(any ThreadListPresentationLogic, ThreadQuery.Extras)] = [
            (ThreadListTablePresenter(width: 80, clock: PresentationSeeds.clock, display: display), [.counts]),
            (ThreadListTSVPresenter(display: display), []),
            (ThreadListJSONPresenter(display: display), [.lastMessages]),
            (presenter, .all),  // a presenter that says nothing gets everything
        ]
        for (presenter, extras) in presenters {
            let spy = ThreadRepositorySpy()
            let interactor = ThreadListInteractor(listThreads: ListThreads(threads: spy),
                                                  loadFilter: LoadFilter(filters: FilterRepositoryFake(filters: [:])), presenter: presenter)
            try await interactor.fetch(ThreadList.Fetch.Request())
            #expect(spy.received.map(\.extras) == [extras], "\(type(of: presenter))")
        }
    }

    @Test func aSavedFilterIsTheStartAndTypedFlagsAreAdded() async throws {
        let typed = ThreadFilter(unreadOnly: true, participants: ["aiko", "Ben"], since: Timestamp.parse("2026-03-15"), until: Timestamp.parse("2026-05-01"))
        try await interactor.fetch(.init(filter: .init(flags: typed, savedFilterName: "work")))
        let query = try #require(repository.received.first)
        #expect(query.filter == ThreadFilter(starredOnly: true, unreadOnly: true, participants: ["Aiko", "Ben"],
                                             since: Timestamp.parse("2026-03-15"), until: Timestamp.parse("2026-04-01"), archive: .archived))
        #expect(query.sort == .title, "the saved sort applies when none is typed")
    }

    @Test func typedSortAndArchivedStateReplaceTheSavedOnes() async throws {
        try await interactor.fetch(.init(filter: .init(archive: .all, savedFilterName: "work", sort: .oldest)))
        let query = try #require(repository.received.first)
        #expect(query.sort == .oldest)
        #expect(query.filter.archive == .all)
    }

    @Test func anUnknownSavedFilterFailsAndNothingIsPresented() async {
        await #expect(throws: ThreadsError.notFound("no saved filter named 'nope'; see 'threads filter list'")) {
            try await interactor.fetch(.init(filter: .init(savedFilterName: "nope")))
        }
        #expect(repository.received.isEmpty)
        #expect(presenter.received.isEmpty)
    }

    @Test func anInvalidPageNeverReachesTheRepository() async {
        await #expect(throws: ThreadsError.self) {
            try await interactor.fetch(.init(page: PageRequest(limit: 10, offset: -1)))
        }
        #expect(repository.received.isEmpty)
    }
}
