@testable import App
import Domain
import Presentation
import Testing

/// Keys to events: what each key means on each screen and in each mode.
@Suite("Browse key map")
struct BrowseKeyMapTests {
    static func state(_ mode: BrowseMode = .normal, onThread: Bool = false) -> BrowseState {
        var (state, _) = BrowseReducer.start(route: .list, selection: FilterSelection(), columns: 80, rows: 24)
        state.mode = mode
        if onThread { state.thread = BrowseThread(id: ThreadID(3)) }
        return state
    }

    static func event(_ key: Key, _ state: BrowseState) -> BrowseEvent? { BrowseKeyMap.event(for: key, in: state) }

    @Test func theListsKeys() {
        let list = Self.state()
        let expected: [(Key, BrowseEvent)] = [
            (.character("j"), .moveDown), (.down, .moveDown), (.character("k"), .moveUp), (.up, .moveUp),
            (.character("g"), .first), (.home, .first), (.character("G"), .last), (.end, .last),
            (.character(" "), .pageDown), (.pageDown, .pageDown), (.character("b"), .pageUp), (.pageUp, .pageUp),
            (.enter, .open), (.character("l"), .open), (.right, .open),
            (.character("s"), .toggleStar), (.character("r"), .toggleRead), (.character("a"), .toggleArchive), (.character("m"), .toggleMute),
            (.character("t"), .startTagging), (.character("/"), .startSearch), (.character("f"), .showFilters), (.character("R"), .reload), (.control("l"), .reload),
            (.character("?"), .help), (.character("q"), .quit), (.escape, .cancel), (.control("c"), .quit),
        ]
        for (key, event) in expected { #expect(Self.event(key, list) == event, "\(key)") }
        #expect(Self.event(.character("p"), list) == nil, "reply is the thread screen's")
        for key: Key in [.character("x"), .character("Z"), .tab, .unknown, .paste("q")] { #expect(Self.event(key, list) == nil, "\(key)") }
    }

    @Test func theThreadsKeys() {
        let thread = Self.state(onThread: true)
        let expected: [(Key, BrowseEvent)] = [
            (.character("j"), .moveDown), (.character("k"), .moveUp), (.character(" "), .pageDown), (.character("b"), .pageUp),
            (.character("p"), .reply), (.character("q"), .back), (.character("h"), .back), (.left, .back), (.escape, .cancel),
            (.character("s"), .toggleStar), (.character("t"), .startTagging), (.control("c"), .quit),
        ]
        for (key, event) in expected { #expect(Self.event(key, thread) == event, "\(key)") }
        #expect(Self.event(.enter, thread) == nil && Self.event(.character("/"), thread) == nil)
    }

    /// The search and the tag prompt alike: text is text, Tab completes.
    @Test(arguments: [BrowseMode.search(text: "", previous: nil), .tags(BrowseTagPrompt(thread: ThreadID(3)))])
    func thePromptTakesTextTypedOrPastedAsText(mode: BrowseMode) {
        let prompt = Self.state(mode)
        #expect(Self.event(.character("q"), prompt) == .type("q"))
        #expect(Self.event(.character("t"), prompt) == .type("t"))
        #expect(Self.event(.paste("q\nj"), prompt) == .type("q\nj"))
        #expect(Self.event(.backspace, prompt) == .deleteBackward)
        #expect(Self.event(.enter, prompt) == .submit)
        #expect(Self.event(.escape, prompt) == .cancel)
        #expect(Self.event(.tab, prompt) == .complete)
        #expect(Self.event(.control("c"), prompt) == .quit)
    }

    @Test func anyKeyClosesHelpAndCtrlCStillQuits() {
        let help = Self.state(.help(from: .list))
        for key: Key in [.character("q"), .escape, .character("x"), .enter, .down] { #expect(Self.event(key, help) == .cancel, "\(key)") }
        #expect(Self.event(.control("c"), help) == .quit)
    }

    @Test func thePickerMovesAppliesAndCloses() {
        let picker = Self.state(.filters(choices: ["Inbox", "urgent"], cursor: 0))
        #expect(Self.event(.character("j"), picker) == .moveDown && Self.event(.up, picker) == .moveUp)
        #expect(Self.event(.enter, picker) == .submit && Self.event(.escape, picker) == .cancel && Self.event(.character("q"), picker) == .cancel)
    }
}
