@testable import App
import Domain
import Presentation
import Testing

/// Tags in the browser as event sequences: the tag prompt (`t`), its Tab, and a tag query at `/`.
@Suite("Browse reducer: tags")
struct BrowseTagReducerTests {
    typealias Reducer = BrowseReducerTests

    static let names = ["client/acme", "client/beta", "waiting", "work"]

    /// The list for `query` as typed at `/` on the inbox.
    static func searching(_ query: QueryExpression) -> BrowseEffect {
        Reducer.page(6, selection: FilterSelection(filter: ThreadFilter(query)))
    }

    @Test func tAsksForTheSelectedThreadsTagsAndEnterMakesTheChange() {
        var state = Reducer.listed([20, 19, 18])
        #expect(Reducer.send(&state, .moveDown, .startTagging) == [.loadTags])
        #expect(state.mode == .tags(BrowseTagPrompt(thread: ThreadID(19))))
        #expect(Reducer.send(&state, .type("+work"), .type(" -todo"), .type("x"), .deleteBackward) == [])
        #expect(Reducer.send(&state, .submit) == [.changeTags("+work -todo", ThreadID(19))])
        #expect(state.mode == .normal)
        // Done: its words on the status line, and the list read again with the row kept.
        #expect(Reducer.send(&state, .actionDone("Tagged work and untagged todo #19")) == [Reducer.page(6)])
        #expect(state.status == "Tagged work and untagged todo #19" && Reducer.selectedID(state) == 19)
    }

    @Test func aBadNameIsTheStatusLineAndNothingIsReadAgain() {
        var state = Reducer.listed([20, 19])
        _ = Reducer.send(&state, .startTagging, .type("+a!b"))
        #expect(Reducer.send(&state, .submit) == [.changeTags("+a!b", ThreadID(20))])
        #expect(Reducer.send(&state, .failed("tag \"a!b\": a tag is letters, digits, - _ . / (no spaces)")) == [])
        #expect(state.mode == .normal && state.status == "tag \"a!b\": a tag is letters, digits, - _ . / (no spaces)")
    }

    @Test func escAndAnEmptyPromptChangeNothing() {
        var state = Reducer.listed([20, 19])
        #expect(Reducer.send(&state, .startTagging, .type("+work"), .cancel) == [.loadTags])
        #expect(state.mode == .normal && state.status == nil)
        #expect(Reducer.send(&state, .startTagging, .type("  "), .submit) == [.loadTags])
        #expect(state.mode == .normal)
        // No row, no thread to tag.
        state = Reducer.listed([])
        #expect(Reducer.send(&state, .startTagging) == [] && state.mode == .normal)
    }

    @Test func onAThreadTheOpenThreadIsTagged() {
        var state = Reducer.listed([20, 19])
        _ = Reducer.send(&state, .moveDown, .open)
        #expect(Reducer.send(&state, .startTagging) == [.loadTags])
        _ = Reducer.send(&state, .type("-waiting"))
        #expect(Reducer.send(&state, .submit) == [.changeTags("-waiting", ThreadID(19))])
        #expect(state.route == .thread(ThreadID(19)))
        // The thread is read again as well as the list behind it, not marked read again.
        #expect(Reducer.send(&state, .actionDone("Untagged waiting #19")) == [Reducer.page(6), .loadThread(ThreadID(19), markRead: false)])
    }

    @Test func tabCompletesFromTheNamesOnceTheyArrive() {
        var state = Reducer.listed([20])
        _ = Reducer.send(&state, .startTagging, .type("+wa"), .complete)
        #expect(state.mode == .tags(BrowseTagPrompt(thread: ThreadID(20), text: "+wa", names: nil, tabWaiting: true)), "no names yet: Tab waits for them")
        // The Tab pressed before the names is done when they arrive, with no second Tab.
        _ = Reducer.send(&state, .tagsLoaded(Self.names))
        #expect(state.mode == .tags(BrowseTagPrompt(thread: ThreadID(20), text: "+waiting ", names: Self.names)))
        _ = Reducer.send(&state, .type("-c"), .complete)
        #expect(state.mode == .tags(BrowseTagPrompt(thread: ThreadID(20), text: "+waiting -client/", names: Self.names,
                                                    offered: ["client/acme", "client/beta"])))
        // The names it could not choose between are shown until the next key.
        _ = Reducer.send(&state, .type("b"))
        #expect(state.mode == .tags(BrowseTagPrompt(thread: ThreadID(20), text: "+waiting -client/b", names: Self.names)))
        // Names arriving once the prompt is closed change nothing.
        _ = Reducer.send(&state, .cancel, .tagsLoaded(["late"]))
        #expect(state.mode == .normal)
    }

    @Test func aTabWaitingForTheNamesIsDroppedByTheNextEdit() {
        var state = Reducer.listed([20])
        _ = Reducer.send(&state, .startTagging, .type("+wa"), .complete, .type("x"))
        _ = Reducer.send(&state, .tagsLoaded(Self.names))
        #expect(state.mode == .tags(BrowseTagPrompt(thread: ThreadID(20), text: "+wax", names: Self.names)), "typed after the Tab: the text stays as typed")
        _ = Reducer.send(&state, .cancel, .startTagging, .type("+wax"), .complete, .deleteBackward, .tagsLoaded(Self.names))
        #expect(state.mode == .tags(BrowseTagPrompt(thread: ThreadID(20), text: "+wa", names: Self.names)), "a letter taken back after the Tab")
    }

    @Test func tabCompletesAsFarAsTheNamesAgreeInAnyCase() {
        func completed(_ text: String, _ names: [String] = Self.names) -> (String, [String]) {
            var prompt = BrowseTagPrompt(thread: ThreadID(1), text: text, names: names)
            prompt.complete()
            return (prompt.text, prompt.offered)
        }
        #expect(completed("+W") == ("+W", ["waiting", "work"]))
        #expect(completed("+WOR") == ("+work ", []))
        #expect(completed("+") == ("+", Self.names))
        #expect(completed("-x") == ("-x", []))
        #expect(completed("wa") == ("wa", []), "a word without a sign is not completed")
        #expect(completed("+work ") == ("+work ", []), "after a space, a new word")
        #expect(completed("+c", ["Client/beta", "client/acme"]) == ("+Client/", ["Client/beta", "client/acme"]))
        #expect(completed("+ロ", ["ロゴ", "ロケット"]) == ("+ロ", ["ロゴ", "ロケット"]))
        #expect(completed("+ロゴ", ["ロゴ", "ロケット"]) == ("+ロゴ ", []))
    }

    /// `/` takes a query: `tag:work` lists the tagged threads. While the query does not read
    /// yet (`tag:`), the list stays as it was; a space between words reads nothing again.
    @Test func aTagQueryAtTheSearchPrompt() throws {
        var state = Reducer.listed([20, 19])
        #expect(Reducer.send(&state, .startSearch, .type("tag")) == [Self.searching(.term(.text("tag")))])
        #expect(Reducer.send(&state, .type(":")) == [])
        #expect(state.mode == .search(text: "tag:", previous: nil) && state.search == "tag")
        #expect(Reducer.send(&state, .type("work")) == [Self.searching(.term(.tag("work")))])
        #expect(Reducer.send(&state, .type(" ")) == [])
        #expect(Reducer.send(&state, .type("is:unread")) == [Self.searching(try QueryParser.parse("tag:work is:unread"))])
        #expect(Reducer.send(&state, .submit) == [] && state.mode == .normal && state.search == "tag:work is:unread")
        // A saved filter's terms and the query both hold.
        let starred = FilterSelection(filter: ThreadFilter(starredOnly: true))
        state = Reducer.listed([20], selection: starred)
        var expected = starred
        expected.filter = starred.filter.adding(ThreadFilter(.not(.term(.tag("work")))))
        #expect(Reducer.send(&state, .startSearch, .type("-tag:work")) == [Reducer.page(6, selection: expected)])
    }

    /// Enter on a query that does not read changes nothing: the search before it is back, and
    /// the status line says what is wrong in `list`'s words.
    @Test func enterOnAQueryThatDoesNotReadPutsBackTheSearchBefore() {
        var state = Reducer.listed([20, 19])
        _ = Reducer.send(&state, .startSearch, .type("inv"), .submit)
        #expect(Reducer.send(&state, .startSearch, .type(" tag:")) == [])
        #expect(Reducer.send(&state, .submit) == [])
        #expect(state.mode == .normal && state.search == "inv")
        #expect(state.status?.hasPrefix("query: ") == true && state.status?.hasSuffix(": inv tag:") == true, "\(state.status ?? "")")
        // Put back over a query that did read: the list for the search before is read again.
        _ = Reducer.send(&state, .startSearch, .type(" x"))
        #expect(Reducer.send(&state, .type(" ("), .submit) == [Reducer.page(6, selection: FilterSelection(filter: ThreadFilter(searchTerms: ["inv"])))])
        #expect(state.search == "inv")
    }

    /// The names load in a lane of their own, given up once the prompt closes; the change runs in
    /// the loop, in order with the toggles.
    @Test func theNamesLoadInALaneOfTheirOwnAndTheChangeInTheLoop() {
        #expect(BrowseLane(.loadTags) == .tags)
        #expect(BrowseLane(.changeTags("+a", ThreadID(1))) == nil)
        var tasks = BrowseTasks()
        let load = Task<Void, Never> { try? await Task.sleep(for: .seconds(30)) }
        tasks.replace(.tags) { _ in load }
        var state = Reducer.listed([20])
        _ = Reducer.send(&state, .startTagging)
        tasks.cancelObsolete(for: state)
        #expect(!load.isCancelled)
        _ = Reducer.send(&state, .cancel)
        tasks.cancelObsolete(for: state)
        #expect(load.isCancelled)
    }
}
