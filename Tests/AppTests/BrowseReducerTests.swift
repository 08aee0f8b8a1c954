@testable import App
import Domain
import Presentation
import Testing

/// The browser's rules as event sequences from `start`: the state they leave and the work they ask for.
@Suite("Browse reducer")
struct BrowseReducerTests {
    static let inbox = FilterSelection()

    /// On a screen of 6 rows (3 rows of the list, pages of 6) showing threads `ids`, first page.
    static func listed(_ ids: [Int64], selection: FilterSelection = inbox) -> BrowseState {
        var (state, _) = BrowseReducer.start(route: .list, selection: selection, columns: 80, rows: 6)
        _ = BrowseReducer.reduce(&state, .listLoaded(BrowseSeeds.list(BrowseSeeds.threads(ids)), appended: false))
        return state
    }

    /// Every effect `events` ask for, in order.
    static func send(_ state: inout BrowseState, _ events: BrowseEvent...) -> [BrowseEffect] {
        events.flatMap { BrowseReducer.reduce(&state, $0) }
    }

    static func page(_ limit: Int?, offset: Int = 0, appended: Bool = false, selection: FilterSelection = inbox) -> BrowseEffect {
        .loadList(selection, page: PageRequest(limit: limit, offset: offset), appended: appended)
    }

    static func selectedID(_ state: BrowseState) -> Int64? { state.list.selected?.id.rawValue }

    @Test func theListStartsWithAPageOfTwoScreens() {
        let (state, effects) = BrowseReducer.start(route: .list, selection: Self.inbox, columns: 80, rows: 6)
        #expect(effects == [Self.page(6)])
        #expect(state.route == .list && state.mode == .normal && state.list.waiting)
        var listed = Self.listed([20, 19, 18, 17, 16, 15])
        #expect(listed.list.rows.map(\.marks.id.rawValue) == [20, 19, 18, 17, 16, 15])
        #expect(listed.list.canLoadMore && !listed.list.waiting && listed.list.cursor == 0)
        // A page shorter than asked is the end of the list.
        listed = Self.listed([2, 1])
        #expect(!listed.list.canLoadMore)
    }

    @Test func movingNearTheEndOfTheLoadedRowsLoadsTheNextPageOnce() {
        var state = Self.listed([20, 19, 18, 17, 16, 15])
        #expect(Self.send(&state, .moveDown, .moveDown).isEmpty)
        // Within a screen of the last loaded row: the next page, after the loaded ones.
        #expect(Self.send(&state, .moveDown) == [Self.page(6, offset: 6, appended: true)])
        // Waiting for it, moving asks nothing more, and the cursor stops at the last loaded row.
        #expect(Self.send(&state, .moveDown, .moveDown, .moveDown, .moveDown).isEmpty)
        #expect(state.list.cursor == 5 && state.list.top == 3)
        _ = BrowseReducer.reduce(&state, .listLoaded(BrowseSeeds.list(BrowseSeeds.threads([14, 13, 12, 11, 10, 9]), offset: 6), appended: true))
        #expect(state.list.rows.map(\.marks.id.rawValue) == [20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9])
        #expect(state.list.cursor == 5 && state.list.canLoadMore)
        #expect(Self.send(&state, .moveDown) == [])
        #expect(state.list.cursor == 6 && state.list.top == 4)
        #expect(Self.send(&state, .moveDown, .moveDown) == [])
        #expect(Self.send(&state, .moveDown) == [Self.page(6, offset: 12, appended: true)])
        // The last page comes back short: nothing more is asked for.
        _ = BrowseReducer.reduce(&state, .listLoaded(BrowseSeeds.list(BrowseSeeds.threads([8]), offset: 12), appended: true))
        #expect(!state.list.canLoadMore)
        #expect(Self.send(&state, .moveDown, .moveDown, .moveDown, .moveDown, .moveDown, .moveDown).isEmpty)
        #expect(state.list.cursor == 12 && Self.selectedID(state) == 8)
    }

    @Test func aPageForRowsSinceReplacedIsDropped() {
        var state = Self.listed([20, 19, 18, 17, 16, 15])
        #expect(Self.send(&state, .moveDown, .moveDown, .moveDown) == [Self.page(6, offset: 6, appended: true)])
        #expect(Self.send(&state, .reload) == [Self.page(6)])
        _ = BrowseReducer.reduce(&state, .listLoaded(BrowseSeeds.list(BrowseSeeds.threads([14, 13])), appended: true))
        #expect(state.list.rows.count == 6)
    }

    @Test func firstAndLastOfTheFilterLastReadingTheRestInOnePage() {
        var state = Self.listed([20, 19, 18, 17, 16, 15])
        #expect(Self.send(&state, .last) == [Self.page(nil)])
        #expect(state.list.cursor == 0)
        _ = BrowseReducer.reduce(&state, .listLoaded(BrowseSeeds.list(BrowseSeeds.threads(Array((1...20).reversed()))), appended: false))
        #expect(state.list.rows.count == 20 && !state.list.canLoadMore)
        #expect(state.list.cursor == 19 && state.list.top == 17 && Self.selectedID(state) == 1)
        // All loaded: the last row is at hand.
        #expect(Self.send(&state, .first) == [])
        #expect(state.list.cursor == 0 && state.list.top == 0)
        #expect(Self.send(&state, .last) == [])
        #expect(state.list.cursor == 19)
    }

    @Test func aScreenDownAndUpTurnsTheViewAndTheCursor() {
        var state = Self.listed(Array((1...20).reversed()))
        state.list.canLoadMore = false
        _ = Self.send(&state, .moveDown, .pageDown)
        #expect(state.list.cursor == 4 && state.list.top == 3)
        _ = Self.send(&state, .pageDown, .pageDown, .pageDown, .pageDown, .pageDown, .pageDown)
        #expect(state.list.cursor == 19 && state.list.top == 17)
        _ = Self.send(&state, .pageUp)
        #expect(state.list.cursor == 16 && state.list.top == 14)
        _ = Self.send(&state, .pageUp, .pageUp, .pageUp, .pageUp, .pageUp, .pageUp)
        #expect(state.list.cursor == 0 && state.list.top == 0)
    }

    @Test func openingMarksReadAndBackKeepsTheThreadSelected() {
        var state = Self.listed([20, 19, 18, 17, 16, 15])
        #expect(Self.send(&state, .moveDown, .moveDown, .open) == [.loadThread(ThreadID(18), markRead: true)])
        #expect(state.route == .thread(ThreadID(18)))
        _ = BrowseReducer.reduce(&state, .threadLoaded(BrowseSeeds.thread(BrowseSeeds.threads([18])[0], bodies: ["hello"])))
        #expect(state.thread?.lines.first?.text == "#18 Thread 18")
        // Back on the same row at once; the list is read again (opening marked the thread read).
        #expect(Self.send(&state, .back) == [Self.page(6)])
        #expect(state.route == .list && state.list.cursor == 2)
        // Wherever the thread is now, it stays selected.
        _ = BrowseReducer.reduce(&state, .listLoaded(BrowseSeeds.list(BrowseSeeds.threads([20, 19, 17, 16, 18, 15])), appended: false))
        #expect(state.list.cursor == 4 && Self.selectedID(state) == 18)
    }

    @Test func reloadReadsWhatIsShownAgainKeepingTheSelection() {
        var state = Self.listed([20, 19, 18, 17, 16, 15])
        #expect(Self.send(&state, .moveDown, .reload) == [Self.page(6)])
        _ = BrowseReducer.reduce(&state, .listLoaded(BrowseSeeds.list(BrowseSeeds.threads([21, 20, 19, 18, 17, 16])), appended: false))
        #expect(state.list.cursor == 2 && Self.selectedID(state) == 19)
        // On a thread: the thread, not marked read again, and the list behind it.
        #expect(Self.send(&state, .open, .reload) == [.loadThread(ThreadID(19), markRead: true), Self.page(6), .loadThread(ThreadID(19), markRead: false)])
    }

    @Test func aLinkOpensTheThreadWithItsListBehind() {
        var (state, effects) = BrowseReducer.start(route: .thread(ThreadID(17)), selection: Self.inbox, columns: 80, rows: 6)
        #expect(effects == [Self.page(6), .loadThread(ThreadID(17), markRead: true)])
        #expect(state.route == .thread(ThreadID(17)))
        _ = BrowseReducer.reduce(&state, .listLoaded(BrowseSeeds.list(BrowseSeeds.threads([20, 19, 18, 17, 16, 15])), appended: false))
        #expect(state.route == .thread(ThreadID(17)) && state.list.cursor == 3)
        #expect(Self.send(&state, .cancel) == [Self.page(6)])
        #expect(state.route == .list && Self.selectedID(state) == 17)
    }

    @Test func starTogglesByTheMarksAndTheStarredThreadStaysSelected() {
        var state = Self.listed([20, 19, 18, 17, 16, 15])
        #expect(Self.send(&state, .moveDown, .toggleStar) == [.change(.star(true), ThreadID(19))])
        #expect(Self.send(&state, .actionDone("Starred #19")) == [Self.page(6)])
        #expect(state.status == "Starred #19")
        var threads = BrowseSeeds.threads([19, 20, 18, 17, 16, 15])
        threads[0].thread.isStarred = true
        _ = BrowseReducer.reduce(&state, .listLoaded(BrowseSeeds.list(threads), appended: false))
        #expect(state.list.cursor == 0 && Self.selectedID(state) == 19 && state.status == "Starred #19")
        #expect(Self.send(&state, .toggleStar) == [.change(.star(false), ThreadID(19))])
        // The next key clears the status line for the hints.
        #expect(state.status == nil)
    }

    @Test func readAndMuteToggleByTheMarks() {
        var threads = BrowseSeeds.threads([20, 19])
        threads[0].unreadCount = 2
        threads[1].thread.isMuted = true
        var (state, _) = BrowseReducer.start(route: .list, selection: Self.inbox, columns: 80, rows: 6)
        _ = BrowseReducer.reduce(&state, .listLoaded(BrowseSeeds.list(threads), appended: false))
        #expect(Self.send(&state, .toggleRead, .toggleMute) == [.change(.readAll, ThreadID(20)), .change(.mute(true), ThreadID(20))])
        #expect(Self.send(&state, .moveDown, .toggleRead, .toggleMute) == [.change(.unreadNewest, ThreadID(19)), .change(.mute(false), ThreadID(19))])
    }

    @Test func archivingRemovesTheRowAndTheCursorStaysAtItsPosition() {
        var state = Self.listed([20, 19, 18, 17, 16, 15])
        #expect(Self.send(&state, .moveDown, .moveDown, .toggleArchive) == [.change(.archive(true), ThreadID(18))])
        #expect(Self.send(&state, .actionDone("Archived #18")) == [Self.page(6)])
        _ = BrowseReducer.reduce(&state, .listLoaded(BrowseSeeds.list(BrowseSeeds.threads([20, 19, 17, 16, 15])), appended: false))
        #expect(state.list.cursor == 2 && Self.selectedID(state) == 17 && state.status == "Archived #18")
        // The last row archived: the cursor goes to the new last row.
        _ = Self.send(&state, .moveDown, .moveDown, .toggleArchive, .actionDone("Archived #15"))
        _ = BrowseReducer.reduce(&state, .listLoaded(BrowseSeeds.list(BrowseSeeds.threads([20, 19, 17, 16])), appended: false))
        #expect(state.list.cursor == 3 && Self.selectedID(state) == 16)
    }

    @Test func inTheArchiveTheSameKeyRestores() {
        let archived = FilterSelection(filter: ThreadFilter(archive: .archived))
        var threads = BrowseSeeds.threads([5, 4])
        threads[0].thread.isArchived = true
        threads[1].thread.isArchived = true
        var (state, effects) = BrowseReducer.start(route: .list, selection: archived, columns: 80, rows: 6)
        #expect(effects == [Self.page(6, selection: archived)])
        _ = BrowseReducer.reduce(&state, .listLoaded(BrowseSeeds.list(threads), appended: false))
        #expect(Self.send(&state, .toggleArchive) == [.change(.archive(false), ThreadID(5))])
    }

    @Test func anErrorShowsOnTheStatusLineAndTheScreenStaysUsable() {
        var state = Self.listed([20, 19, 18, 17, 16, 15])
        #expect(Self.send(&state, .moveDown, .moveDown, .moveDown) == [Self.page(6, offset: 6, appended: true)])
        #expect(Self.send(&state, .failed("the database is locked by another program")) == [])
        #expect(state.status == "the database is locked by another program" && state.list.rows.count == 6)
        // The page that failed may be asked for again.
        #expect(Self.send(&state, .moveDown) == [Self.page(6, offset: 6, appended: true)])
        #expect(state.status == nil && state.list.cursor == 4)
    }

    @Test func aResizeReadsWhatIsShownAgainAtTheNewSize() {
        var state = Self.listed([20, 19, 18, 17, 16, 15])
        _ = Self.send(&state, .moveDown, .moveDown)
        #expect(Self.send(&state, .resized(columns: 120, rows: 12)) == [Self.page(18)])
        #expect(state.columns == 120 && state.rows == 12 && state.listHeight == 9 && state.pageSize == 18)
        _ = Self.send(&state, .open)
        // A page either side of the cursor, at most two pages: here pages of 2 rows, so 4 of the 6 loaded.
        #expect(Self.send(&state, .resized(columns: 40, rows: 4)) == [Self.page(4), .loadThread(ThreadID(18), markRead: false)])
        #expect(state.list.cursor == 2 && state.list.top == 2)
    }

    @Test func theThreadScrollsActsAndReplies() {
        var state = Self.listed([20, 19])
        _ = Self.send(&state, .open)
        // Until the thread arrives, which way a toggle goes is unknown.
        #expect(Self.send(&state, .toggleStar) == [])
        let bodies = (1...6).map { "line \($0)" }
        var thread = BrowseSeeds.threads([20])[0]
        thread.unreadCount = 0
        _ = Self.send(&state, .threadLoaded(BrowseSeeds.thread(thread, bodies: bodies)))
        // Header, facts, then a blank line, an author line and a body line a message: 19 body lines, 4 on screen.
        #expect(state.thread?.body.count == 19 && state.bodyHeight == 4)
        _ = Self.send(&state, .moveDown, .moveDown, .moveUp)
        #expect(state.thread?.scroll == 1)
        _ = Self.send(&state, .pageDown, .pageDown, .pageDown, .pageDown, .pageDown)
        #expect(state.thread?.scroll == 15)
        _ = Self.send(&state, .pageUp)
        #expect(state.thread?.scroll == 11)
        _ = Self.send(&state, .first)
        #expect(state.thread?.scroll == 0)
        #expect(Self.send(&state, .toggleStar, .toggleRead, .toggleArchive) == [
            .change(.star(true), ThreadID(20)), .change(.unreadNewest, ThreadID(20)), .change(.archive(true), ThreadID(20)),
        ])
        #expect(Self.send(&state, .actionDone("Archived #20")) == [Self.page(6), .loadThread(ThreadID(20), markRead: false)])
        #expect(Self.send(&state, .reply) == [.editReply(ThreadID(20))])
        #expect(Self.send(&state, .replied(nil)) == [])
        #expect(state.status == "Nothing posted")
        #expect(Self.send(&state, .reply, .replied("Posted to #20")) == [.editReply(ThreadID(20)), Self.page(6), .loadThread(ThreadID(20), markRead: false)])
        #expect(state.status == "Posted to #20")
    }

    @Test func aThreadNoLongerOpenIsDropped() {
        var state = Self.listed([20, 19])
        _ = Self.send(&state, .open, .back)
        _ = Self.send(&state, .moveDown, .open)
        _ = Self.send(&state, .threadLoaded(BrowseSeeds.thread(BrowseSeeds.threads([20])[0], bodies: ["old"])))
        #expect(state.thread == BrowseThread(id: ThreadID(19)))
    }

    @Test func lastReadsTheLastPageAloneAndMovingUpReadsThePageBefore() {
        var (state, _) = BrowseReducer.start(route: .list, selection: Self.inbox, columns: 80, rows: 6)
        _ = BrowseReducer.reduce(&state, .listLoaded(BrowseSeeds.list(BrowseSeeds.threads([100, 99, 98, 97, 96, 95]), matching: 100), appended: false))
        // 100 threads, pages of 6: G reads threads 94…99 of the filter, not all 100.
        #expect(Self.send(&state, .last) == [Self.page(6, offset: 94)])
        _ = BrowseReducer.reduce(&state, .listLoaded(BrowseSeeds.list(BrowseSeeds.threads([6, 5, 4, 3, 2, 1]), matching: 100, offset: 94),
                                                     appended: false))
        #expect(state.list.offset == 94 && Self.selectedID(state) == 1 && !state.list.canLoadMore)
        // Near the window's top, the page before it is read, the selected thread kept.
        _ = Self.send(&state, .moveUp, .moveUp)
        #expect(Self.send(&state, .moveUp) == [Self.page(12, offset: 88)])
        #expect(Self.selectedID(state) == 4)
        _ = BrowseReducer.reduce(&state, .listLoaded(BrowseSeeds.list(BrowseSeeds.threads(Array((1...12).reversed())), matching: 100, offset: 88),
                                                     appended: false))
        #expect(state.list.offset == 88 && Self.selectedID(state) == 4 && state.list.cursor == 8)
        // g goes back to the first page of the filter.
        #expect(Self.send(&state, .first) == [Self.page(6, offset: 0)])
    }
}
