@testable import App
import Domain
import Presentation
import Testing

/// The browser's prompts and overlays as event sequences: the search, the filter picker, help,
/// and quitting.
@Suite("Browse reducer: prompts")
struct BrowsePromptReducerTests {
    typealias Reducer = BrowseReducerTests

    @Test func eachKeystrokeOfASearchReloadsAndEscPutsBackTheSearchInForce() {
        var state = Reducer.listed([20, 19, 18, 17, 16, 15])
        func searching(_ terms: [String]) -> BrowseEffect {
            Reducer.page(6, selection: FilterSelection(filter: ThreadFilter(searchTerms: terms)))
        }
        #expect(Reducer.send(&state, .startSearch) == [])
        #expect(state.mode == .search(text: "", previous: nil))
        #expect(Reducer.send(&state, .type("i")) == [searching(["i"])])
        #expect(Reducer.send(&state, .type("n")) == [searching(["in"])])
        #expect(Reducer.send(&state, .deleteBackward) == [searching(["i"])])
        // Emptied, the search is cleared.
        #expect(Reducer.send(&state, .deleteBackward) == [Reducer.page(6)])
        #expect(state.search == nil && Reducer.send(&state, .deleteBackward) == [])
        #expect(Reducer.send(&state, .type("inv"), .submit) == [searching(["inv"])])
        #expect(state.mode == .normal && state.search == "inv")
        // The prompt opens on the search in force; Esc puts it back and reads the list for it.
        _ = Reducer.send(&state, .startSearch)
        #expect(state.mode == .search(text: "inv", previous: "inv"))
        #expect(Reducer.send(&state, .type("o"), .cancel) == [searching(["invo"]), searching(["inv"])])
        #expect(state.mode == .normal && state.search == "inv")
        // Esc with nothing changed reads nothing.
        #expect(Reducer.send(&state, .startSearch, .cancel) == [])
    }

    @Test func theSearchIsAddedToTheTermsTheListWasOpenedWith() {
        let typed = FilterSelection(filter: ThreadFilter(starredOnly: true, searchTerms: ["logo"]), savedFilterName: "work")
        var state = Reducer.listed([1], selection: typed)
        var expected = typed
        expected.filter = ThreadFilter(starredOnly: true, searchTerms: ["logo", "v2"])
        #expect(Reducer.send(&state, .startSearch, .type("v2")) == [Reducer.page(6, selection: expected)])
    }

    @Test func pastedTextIsTextNeverCommands() {
        var state = Reducer.listed([20, 19])
        // Outside the prompt, text means nothing.
        #expect(Reducer.send(&state, .type("q"), .type("jjj")) == [])
        #expect(!state.quitting && state.list.cursor == 0)
        #expect(Reducer.send(&state, .startSearch, .type("q")) == [Reducer.page(6, selection: FilterSelection(filter: ThreadFilter(searchTerms: ["q"])))])
        #expect(!state.quitting && state.mode == .search(text: "q", previous: nil))
        // A paste on several lines stays on the prompt's one line.
        _ = Reducer.send(&state, .type("a\nb\u{1B}[2J"))
        #expect(state.search == "qa b [2J")
    }

    @Test func helpShowsTheKeysOfItsScreenAndAnyKeyClosesIt() {
        var state = Reducer.listed([20, 19])
        _ = Reducer.send(&state, .help)
        #expect(state.mode == .help(from: .list))
        // Results arrive beneath it; a key closes it and does nothing else.
        _ = Reducer.send(&state, .listLoaded(BrowseSeeds.list(BrowseSeeds.threads([20, 19, 18])), appended: false))
        #expect(state.mode == .help(from: .list))
        #expect(Reducer.send(&state, .moveDown) == [])
        #expect(state.mode == .normal && state.list.cursor == 0)
        _ = Reducer.send(&state, .open, .help)
        #expect(state.mode == .help(from: .thread(ThreadID(20))))
        #expect(Reducer.send(&state, .type("x")) == [] && state.mode == .normal && state.route == .thread(ThreadID(20)))
    }

    @Test func theFilterPickerOffersInboxFirstThenTheSavedNames() {
        var state = Reducer.listed([20, 19])
        _ = Reducer.send(&state, .startSearch, .type("x"), .submit)
        #expect(Reducer.send(&state, .showFilters) == [.loadFilters])
        #expect(state.mode == .filters(choices: ["Inbox"], cursor: 0))
        _ = Reducer.send(&state, .filtersLoaded(["work", "later"]))
        #expect(state.mode == .filters(choices: ["Inbox", "work", "later"], cursor: 0))
        _ = Reducer.send(&state, .moveDown, .moveDown, .moveDown, .moveUp)
        #expect(state.mode == .filters(choices: ["Inbox", "work", "later"], cursor: 1))
        let work = FilterSelection(savedFilterName: "work")
        #expect(Reducer.send(&state, .submit) == [Reducer.page(6, selection: work)])
        #expect(state.mode == .normal && state.selection == work && state.search == nil)
        // Esc closes it; `Inbox` is the default inbox filter.
        #expect(Reducer.send(&state, .showFilters, .cancel) == [.loadFilters])
        #expect(state.mode == .normal && state.selection == work)
        #expect(Reducer.send(&state, .showFilters, .filtersLoaded(["work"]), .last, .first, .submit) == [.loadFilters, Reducer.page(6)])
        #expect(state.selection == FilterSelection())
        // Names arriving after it closed change nothing.
        _ = Reducer.send(&state, .filtersLoaded(["late"]))
        #expect(state.mode == .normal)
    }

    @Test func qAndEscQuitTheListCtrlCQuitsAnywhere() {
        var state = Reducer.listed([20])
        #expect(Reducer.send(&state, .cancel) == [.quit])
        #expect(state.quitting)
        #expect(Reducer.send(&state, .moveDown, .listLoaded(BrowseSeeds.list([]), appended: false)) == [])
        state = Reducer.listed([20])
        #expect(Reducer.send(&state, .startSearch, .type("a"), .quit).last == .quit)
        #expect(state.quitting)
        state = Reducer.listed([20])
        #expect(Reducer.send(&state, .open, .quit) == [.loadThread(ThreadID(20), markRead: true), .quit])
    }
}
