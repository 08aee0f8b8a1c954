import Domain
import Foundation
@testable import Presentation
import TestSupport
import Testing

/// A yes stands for the threads it was asked about (the page's bulk actions): the question carries
/// its selection, a yes with it changes exactly those threads, a yes to a selection that has
/// changed since is asked again with nothing changed, and a saved filter holds with the query.
@Suite("Scenes: a change by query's selection")
struct ThreadActionsSelectionTests {
    static func repository(_ ids: ClosedRange<Int64>) -> ThreadRepositoryDouble {
        let repository = ThreadRepositoryDouble()
        let selected = ids.map { PresentationSeeds.summary(id: $0, title: "T", with: ["Sam"], minutesAgo: 5) }
        repository.onListThreads = { _ in ThreadPage(items: selected, matchingCount: selected.count, scopeCount: selected.count) }
        repository.onChangeThreads = { subject, _ in if case .ids(let ids) = subject { ChangedThreads(changed: ids) } else { ChangedThreads(changed: []) } }
        return repository
    }

    static func interactor(_ repository: ThreadRepositoryDouble, _ view: ViewSpy, filters: SavedFiltersRepositoryDouble = .init()) -> ThreadActionsInteractor {
        ThreadActionsInteractor(threads: repository, filters: filters, clock: PresentationSeeds.clock,
                                presenter: ThreadActionsHTMLPresenter(forms: HTMLForms(csrf: "T"), display: view))
    }

    @Test func aYesWithTheSelectionAskedAboutChangesExactlyThoseThreads() async throws {
        let view = ViewSpy(), repository = Self.repository(1...30)
        try await Self.interactor(repository, view).changeThreads(.init(.matching(.inbox), change: .archive(true)))
        let selection = ThreadActionsInteractor.selection((1...30).map { ThreadID($0) })
        #expect(view.htmlPages.last?.serialized.contains(#"name="selection" value="\#(selection)""#) == true)
        var yes = ThreadActions.ChangeThreads.Request(.matching(.inbox), change: .archive(true), confirmed: true)
        yes.askedSelection = selection
        try await Self.interactor(repository, view).changeThreads(yes)
        #expect(repository.calls.last == .changeThreads(.ids((1...30).map { ThreadID($0) }), applying: .archive(true)))
        #expect(!repository.calls.contains { if case .changeThreads(.matching, _) = $0 { true } else { false } }, "the query was not run again")
    }

    @Test(arguments: [1...31, 2...30, 1...29])
    func aYesToASelectionThatChangedIsAskedAgainAndChangesNothing(now: ClosedRange<Int64>) async throws {
        let view = ViewSpy(), repository = Self.repository(now)
        var yes = ThreadActions.ChangeThreads.Request(.matching(.inbox), change: .archive(true), confirmed: true)
        yes.askedSelection = ThreadActionsInteractor.selection((1...30).map { ThreadID($0) })
        try await Self.interactor(repository, view).changeThreads(yes)
        #expect(view.questions == ["archive \(now.count) threads?"])
        #expect(view.htmlPages.last?.serialized.contains("have changed since you were asked") == true)
        #expect(!repository.calls.contains { if case .changeThreads = $0 { true } else { false } })
    }

    @Test func aSavedFilterHoldsWithTheQuery() async throws {
        let view = ViewSpy(), repository = Self.repository(1...3)
        repository.onChangeThreads = { _, _ in ChangedThreads(changed: [ThreadID(1)]) }
        let starred = ThreadFilter(starredOnly: true)
        let filters = SavedFiltersRepositoryDouble(showing: [SavedFilter(name: "starry", filter: starred)])
        var request = ThreadActions.ChangeThreads.Request(.matching(.inbox), change: .readAll, confirmed: true)
        request.savedFilterName = "starry"
        try await Self.interactor(repository, view, filters: filters).changeThreads(request)
        #expect(repository.calls.last == .changeThreads(.matching(starred.adding(.inbox).resolvingDates(now: PresentationSeeds.clock.now())), applying: .readAll))
        request.savedFilterName = "nowhere"
        await #expect(throws: ThreadsError.self) { try await Self.interactor(repository, view, filters: filters).changeThreads(request) }
    }
}
