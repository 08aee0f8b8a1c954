import Domain
@testable import Presentation
import TestSupport
import Testing

/// People.ListPeople through the interactor, with the repository double, the real presenters and the view spy.
@Suite("People: ListPeople")
struct PeopleListPeopleTests {
    let repository = ThreadRepositoryDouble()
    let view = ViewSpy()

    init() {
        repository.onListPeople = {
            [PersonSummary(person: Person("Sam"), unreadThreads: 3, assigned: 0), PersonSummary(person: Person("佐藤"), unreadThreads: 1, assigned: 2)]
        }
    }

    @Test func eachPersonIsALineAlignedByDisplayWidth() async throws {
        try await PeopleInteractor(threads: repository, presenter: PeopleTextPresenter(display: view)).listPeople(.init())
        // 佐藤 is four cells wide, as Sam is three and a space.
        #expect(view.lines == ["Sam   3 unread threads, 0 assigned", "佐藤  1 unread thread, 2 assigned"])
    }

    @Test func jsonIsOneArrayOfNamesAndCounts() async throws {
        try await PeopleInteractor(threads: repository, presenter: PeopleJSONPresenter(display: view)).listPeople(.init())
        #expect(view.lines == [#"[{"name":"Sam","unread_threads":3,"assigned":0},{"name":"佐藤","unread_threads":1,"assigned":2}]"#])
    }

    @Test func aFailureShowsNothing() async {
        repository.onListPeople = { throw ThreadsError.store(.diskFull(path: "inbox")) }
        await #expect(throws: ThreadsError.self) { try await PeopleInteractor(threads: repository, presenter: PeopleTextPresenter(display: view)).listPeople(.init()) }
        #expect(view.calls.isEmpty)
    }
}
