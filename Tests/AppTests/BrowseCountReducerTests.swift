@testable import App
import Domain
import Presentation
import Testing

/// The list's count as the reducer asks for it: after the page, never with it; dropped when the
/// list it counted is no longer the one shown; its number in the header once it arrives.
@Suite("Browse reducer: the list first, the count after")
struct BrowseCountReducerTests {
    typealias Rules = BrowseReducerTests

    static func searching(_ text: String) -> FilterSelection { FilterSelection(filter: ThreadFilter(searchTerms: [text])) }

    /// The header as drawn.
    static func header(_ state: BrowseState) -> String {
        BrowseProgram.grid(state, colors: false).text(row: 0).trimmingCharacters(in: .whitespaces)
    }

    /// A full page of `ids` for `selection`, its matches uncounted (the page does not count
    /// them); `scope` is the scope's count, when the page says it.
    static func page(_ ids: [Int64], _ selection: FilterSelection = Rules.inbox, scope: Int? = nil) -> BrowseEvent {
        .listLoaded(BrowseSeeds.list(BrowseSeeds.threads(ids), filter: selection.filter, scope: scope), appended: false)
    }

    @Test func thePageIsAskedForAloneAndTheCountOnceItIsIn() {
        var (state, effects) = BrowseReducer.start(route: .list, selection: Rules.inbox, columns: 80, rows: 6)
        #expect(effects == [Rules.page(6)])
        // The page is drawn at once, the header saying the count is to come; then the count is asked.
        #expect(BrowseReducer.reduce(&state, Self.page([20, 19, 18, 17, 16, 15])) == [.countList(Rules.inbox, scope: nil)])
        #expect(Self.header(state) == "Inbox — …" && state.list.rows.count == 6 && state.list.total == nil)
        #expect(state.list.canLoadMore && state.list.counting)

        #expect(BrowseReducer.reduce(&state, .listCounted(BrowseSeeds.count(40), for: Rules.inbox)) == [])
        #expect(Self.header(state) == "Inbox — 40 threads")
        #expect(state.list.total == 40 && state.list.canLoadMore && !state.list.counting)
        // With the total known, `G` reads the last page alone.
        #expect(Rules.send(&state, .last) == [Rules.page(6, offset: 34)])
    }

    @Test func aPageThatSaysItsTotalNeedsNoCount() {
        var (state, _) = BrowseReducer.start(route: .list, selection: Rules.inbox, columns: 80, rows: 6)
        let page = BrowseSeeds.list(BrowseSeeds.threads([2, 1]), matching: 2)
        #expect(BrowseReducer.reduce(&state, .listLoaded(page, appended: false)) == [])
        #expect(Self.header(state) == "Inbox — 2 threads" && !state.list.counting)
        // Nothing narrows the inbox, so the scope's count, which the stores keep, is its total.
        #expect(BrowseReducer.reduce(&state, Self.page([20, 19, 18, 17, 16, 15], scope: 40)) == [])
        #expect(Self.header(state) == "Inbox — 40 threads" && state.list.total == 40 && !state.list.counting)
    }

    @Test func aNarrowedListSaysItsScopeAtOnceAndItsMatchesOnceCounted() {
        var state = Rules.listed([20, 19, 18, 17, 16, 15])
        _ = Rules.send(&state, .startSearch, .type("a"))
        #expect(BrowseReducer.reduce(&state, Self.page([9, 8, 7, 6, 5, 4], Self.searching("a"), scope: 40))
                == [.countList(Self.searching("a"), scope: 40)])
        // The words of `threads list`'s header, the matches to come.
        #expect(Self.header(state) == "Matching “a” — … of 40 threads" && state.list.total == nil)
        _ = BrowseReducer.reduce(&state, .listCounted(BrowseSeeds.count(12, filter: ThreadFilter(searchTerms: ["a"]), scope: 40),
                                                      for: Self.searching("a")))
        #expect(Self.header(state) == "Matching “a” — 12 of 40 threads" && state.list.total == 12)
    }

    @Test func aCountForAListNoLongerShownIsDropped() {
        var state = Rules.listed([20, 19, 18, 17, 16, 15])
        #expect(Rules.send(&state, .startSearch, .type("a")) == [Rules.page(6, selection: Self.searching("a"))])
        #expect(BrowseReducer.reduce(&state, Self.page([9, 8, 7, 6, 5, 4], Self.searching("a"))) == [.countList(Self.searching("a"), scope: nil)])
        // The next key asks for its page, and gives up the count of `a`.
        #expect(Rules.send(&state, .type("b")) == [Rules.page(6, selection: Self.searching("ab"))])
        #expect(!state.list.counting)
        #expect(BrowseReducer.reduce(&state, .listCounted(BrowseSeeds.count(700, filter: ThreadFilter(searchTerms: ["a"])),
                                                          for: Self.searching("a"))) == [])
        #expect(Self.header(state) == "Matching “a” — …" && state.list.total == nil)

        #expect(BrowseReducer.reduce(&state, Self.page([9, 7, 5, 3, 2, 1], Self.searching("ab"))) == [.countList(Self.searching("ab"), scope: nil)])
        // Even with a count of `ab` in flight, one of `a` says nothing of this list.
        _ = BrowseReducer.reduce(&state, .listCounted(BrowseSeeds.count(700, filter: ThreadFilter(searchTerms: ["a"])), for: Self.searching("a")))
        #expect(Self.header(state) == "Matching “ab” — …" && state.list.total == nil && state.list.counting)
        _ = BrowseReducer.reduce(&state, .listCounted(BrowseSeeds.count(30, filter: ThreadFilter(searchTerms: ["ab"])), for: Self.searching("ab")))
        #expect(Self.header(state) == "Matching “ab” — 30 threads" && state.list.total == 30)
    }

    @Test func aPageAskedMeanwhileGoesFirstAndTheCountIsAskedAgainAfterIt() {
        var state = Rules.listed([20, 19, 18, 17, 16, 15])
        #expect(state.list.counting)
        #expect(Rules.send(&state, .moveDown, .moveDown, .moveDown) == [Rules.page(6, offset: 6, appended: true)])
        #expect(!state.list.counting)
        let next = BrowseSeeds.list(BrowseSeeds.threads([14, 13, 12, 11, 10, 9]), offset: 6)
        #expect(BrowseReducer.reduce(&state, .listLoaded(next, appended: true)) == [.countList(Rules.inbox, scope: nil)])
        // The count asked again arrives, and the header says it.
        #expect(BrowseReducer.reduce(&state, .listCounted(BrowseSeeds.count(40), for: Rules.inbox)) == [])
        #expect(state.list.total == 40)
    }

    @Test func aReloadKeepsTheNumberUntilTheListIsCountedAgain() {
        var state = Rules.listed([20, 19, 18, 17, 16, 15])
        _ = BrowseReducer.reduce(&state, .listCounted(BrowseSeeds.count(40), for: Rules.inbox))
        #expect(Rules.send(&state, .reload) == [Rules.page(6)])
        #expect(BrowseReducer.reduce(&state, Self.page([20, 19, 17, 16, 15, 14])) == [.countList(Rules.inbox, scope: nil)])
        #expect(Self.header(state) == "Inbox — 40 threads" && state.list.total == 40)
        _ = BrowseReducer.reduce(&state, .listCounted(BrowseSeeds.count(39), for: Rules.inbox))
        #expect(Self.header(state) == "Inbox — 39 threads" && state.list.total == 39)
        // Another list's page does not borrow this one's number.
        _ = Rules.send(&state, .startSearch, .type("a"))
        _ = BrowseReducer.reduce(&state, Self.page([9, 8, 7, 6, 5, 4], Self.searching("a")))
        #expect(Self.header(state) == "Matching “a” — …" && state.list.total == nil)
    }

    @Test func aThreadOpenedGoesFirstAndTheListIsCountedWhenItIsBack() {
        var state = Rules.listed([20, 19, 18, 17, 16, 15])
        #expect(Rules.send(&state, .open) == [.loadThread(ThreadID(20), markRead: true)])
        #expect(!state.list.counting)
        let back = Rules.send(&state, .back)
        #expect(back.count == 1 && !back.contains(.countList(Rules.inbox, scope: nil)))
        #expect(BrowseReducer.reduce(&state, Self.page([20, 19, 18, 17, 16, 15])) == [.countList(Rules.inbox, scope: nil)])
    }
}
