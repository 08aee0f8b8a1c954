import Domain
import Foundation
@testable import Presentation
import Testing

/// The presenters of the full-screen browser: the list as rows a view can select, and actions
/// as status-line words.
@Suite("Screen presenters")
struct ScreenPresentersTests {
    @Test func theListIsTheTablesHeaderHeadsAndRowsOneCellNarrower() throws {
        let screen = RowSpy(), table = ViewSpy()
        let response = PresentationSeeds.response([PresentationSeeds.invoice, PresentationSeeds.logo], matching: 2, scope: 14)
        ThreadListScreenPresenter(width: 60, clock: PresentationSeeds.clock, display: screen).presentListThreads(response)
        ThreadListTablePresenter(width: 59, clock: PresentationSeeds.clock, display: table).presentListThreads(response)
        let printed = table.lines
        // Header, then the heads and one row a thread: the table's own lines behind a blank mark column.
        #expect(screen.lines.map(\.text) == [printed[0], " " + printed[1]])
        #expect(screen.rows.map(\.line.text) == printed[2...3].map { " " + $0 })
    }

    @Test func rowsCarryEachThreadsMarks() {
        let spy = RowSpy()
        ThreadListScreenPresenter(width: 80, clock: PresentationSeeds.clock, display: spy)
            .presentListThreads(PresentationSeeds.response([PresentationSeeds.logo, PresentationSeeds.quiet]))
        #expect(spy.rows.map(\.marks) == [
            ThreadMarks(id: ThreadID(12), isStarred: true, hasUnread: true, isArchived: false, isMuted: false),
            ThreadMarks(id: ThreadID(3), isStarred: false, hasUnread: false, isArchived: false, isMuted: false),
        ])
        #expect(spy.rows.first?.line.text.hasPrefix(" ★ 12  ロゴデザインの件") == true)
    }

    @Test func anEmptyListSaysSo() {
        let view = ViewSpy()
        ThreadListScreenPresenter(width: 80, clock: PresentationSeeds.clock, display: view)
            .presentListThreads(PresentationSeeds.response([], scope: 0))
        #expect(view.lines == ["Inbox — 0 threads", " No threads"])
    }

    @Test func withoutCountsTheHeaderWaitsForTheCountUnlessThePageEndsTheList() {
        func shown(_ items: [ThreadSummary], limit: Int, offset: Int = 0, scope: Int? = nil,
                   filter: ThreadFilter = ThreadFilter(searchTerms: ["ロゴ"])) -> (header: String?, total: Int?) {
            let spy = RowSpy()
            let response = ThreadList.ListThreads.Response(
                filter: ThreadList.Filter.Response(filter: filter, sort: .recent),
                page: PageRequest(limit: limit, offset: offset), result: ThreadPage(items: items, matchingCount: nil, scopeCount: scope))
            ThreadListScreenPresenter(width: 80, clock: PresentationSeeds.clock, display: spy).presentListThreads(response)
            return (spy.lines.first?.text, spy.total)
        }
        let two = [PresentationSeeds.invoice, PresentationSeeds.logo]
        // A full page: more may follow, so the count is yet to come.
        #expect(shown(two, limit: 2) == ("Matching “ロゴ” — …", nil))
        // A page shorter than asked is the end of the list: its threads and those before it are all.
        #expect(shown(two, limit: 30) == ("Matching “ロゴ” — 2 threads", 2))
        #expect(shown(two, limit: 30, offset: 30) == ("Matching “ロゴ” — 32 threads", 32))
        #expect(shown([], limit: 30) == ("Matching “ロゴ” — 0 threads", 0))
        // Nothing past the end of the list says where it ended.
        #expect(shown([], limit: 30, offset: 30) == ("Matching “ロゴ” — …", nil))
        // With the scope's count the words are `threads list`'s, the matches to come or known.
        #expect(shown(two, limit: 2, scope: 14) == ("Matching “ロゴ” — … of 14 threads", nil))
        #expect(shown(two, limit: 30, scope: 14) == ("Matching “ロゴ” — 2 of 14 threads", 2))
        // A list that nothing narrows holds its whole scope.
        #expect(shown(two, limit: 2, scope: 14, filter: .inbox) == ("Inbox — 14 threads", 14))
    }

    @Test func theCountIsTheListsHeaderWithTheNumber() {
        let spy = CountSpy()
        let presenter = ThreadListScreenPresenter(width: 80, clock: PresentationSeeds.clock, display: spy)
        presenter.presentCountThreads(.init(filter: ThreadFilter(searchTerms: ["ご"]), count: ThreadCount(threads: 1234, unreadMessages: 7)))
        presenter.presentCountThreads(.init(filter: .inbox, count: ThreadCount(threads: 1, unreadMessages: 0)))
        #expect(spy.counts.map { $0.lines.map(\.text) } == [["Matching “ご” — 1234 threads"], ["Inbox — 1 thread"]])
        #expect(spy.counts.map(\.total) == [1234, 1])
        // Given the scope its page said, a count says it too, as `threads list` does.
        let scoped = ThreadListScreenPresenter(width: 80, clock: PresentationSeeds.clock, display: spy, scope: 5000)
        scoped.presentCountThreads(.init(filter: ThreadFilter(searchTerms: ["ご"]), count: ThreadCount(threads: 1234, unreadMessages: 7)))
        scoped.presentCountThreads(.init(filter: .inbox, count: ThreadCount(threads: 5000, unreadMessages: 0)))
        #expect(spy.counts.suffix(2).map { $0.lines.map(\.text) } == [["Matching “ご” — 1234 of 5000 threads"], ["Inbox — 5000 threads"]])
    }

    @Test func actionsAreStatusLineWords() {
        let view = ViewSpy()
        let presenter = ThreadActionsScreenPresenter(display: view)
        presenter.presentChangeThreads(.init(ids: [ThreadID(2)], change: .star(true)))
        presenter.presentChangeThreads(.init(ids: [ThreadID(7)], change: .archive(true)))
        presenter.presentChangeThreads(.init(ids: [ThreadID(3)], change: .unreadNewest))
        let at = Date(timeIntervalSince1970: 1_772_323_200)
        presenter.presentPostMessage(.init(id: ThreadID(2), outcome: .posted(Message(id: MessageID(rawValue: 40), author: "me", body: "hi", sentAt: at, isRead: true)), body: "hi", at: at))
        presenter.presentPostMessage(.init(id: ThreadID(2), outcome: .crossed(by: Message(id: MessageID(rawValue: 41), author: "Ben", body: "done", sentAt: at - 120, isRead: false)), body: "hi", at: at))
        #expect(view.calls.map { $0.map(\.text) } == [["Starred #2"], ["Archived #7"], ["Marked unread #3"], ["Posted to #2"], ["Not posted: Ben replied 2m ago"]])
    }

    @Test func thePickerListsFilterNamesOneALine() {
        let view = ViewSpy()
        SavedFiltersScreenPresenter(display: view).presentListFilters(.init(filters: [
            SavedFilter(name: "urgent", filter: ThreadFilter(starredOnly: true)), SavedFilter(name: "work.2026", filter: .inbox),
        ]))
        #expect(view.lines == ["urgent", "work.2026"])
    }

    /// Keeps the last list shown, rows and all.
    final class RowSpy: ThreadListDisplayLogic, @unchecked Sendable {
        private var last = ThreadList.ListThreads.ViewModel(lines: [])  // guarded by `lock`
        private let lock = NSLock()
        func displayListThreads(_ viewModel: ThreadList.ListThreads.ViewModel) { keep(viewModel) }
        func displayCountThreads(_ viewModel: ThreadList.CountThreads.ViewModel) { keep(viewModel) }
        private func keep(_ viewModel: ThreadList.ListThreads.ViewModel) { lock.withLock { last = viewModel } }
        /// Another action's view model: not a list, so not kept.
        private func keep(_ viewModel: some PrintableViewModel) {}
        var lines: [StyledLine] { lock.withLock { last.lines } }
        var rows: [ThreadList.ListThreads.Row] { lock.withLock { last.rows } }
        var total: Int? { lock.withLock { last.total } }
    }

    /// Keeps every count shown.
    final class CountSpy: ThreadListDisplayLogic, @unchecked Sendable {
        private var shown: [ThreadList.CountThreads.ViewModel] = []  // guarded by `lock`
        private let lock = NSLock()
        func displayListThreads(_ viewModel: ThreadList.ListThreads.ViewModel) { keep(viewModel) }
        func displayCountThreads(_ viewModel: ThreadList.CountThreads.ViewModel) { keep(viewModel) }
        private func keep(_ viewModel: ThreadList.CountThreads.ViewModel) { lock.withLock { shown.append(viewModel) } }
        /// Another action's view model: not a count, so not kept.
        private func keep(_ viewModel: some PrintableViewModel) {}
        var counts: [ThreadList.CountThreads.ViewModel] { lock.withLock { shown } }
    }
}
