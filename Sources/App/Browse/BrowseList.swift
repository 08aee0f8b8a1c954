import Domain
import Presentation

/// What is loaded of the list, and where the cursor is in it.
struct BrowseList: Equatable, Sendable {
    /// The lines above the rows: header and column heads, or header and ` No threads`; empty
    /// until the first page arrives.
    var lines: [StyledLine] = []
    /// The loaded rows, in the list's order: a window on the list starting at `offset`.
    var rows: [ThreadList.ListThreads.Row] = []
    /// Where `rows` start in the list.
    var offset = 0
    /// How many threads the list holds, when the page said or once they are counted.
    var total: Int?
    /// How many threads the list's scope holds, as the last page that replaced the rows said.
    var scope: Int?
    /// The last count that arrived, and the list it counted: a reload of that list (a toggle,
    /// a resize) shows it until the list is counted again, so the header keeps its number.
    var count: Count?
    /// Whether the rows' total is yet to be counted: the last page that replaced them did not
    /// say it.
    var uncounted = false
    /// Whether a count (`countList`) is in flight. A page asked or a thread opened meanwhile
    /// drops it (the loop cancels it), to be asked again once the page is in: on the store's one
    /// connection, a count of seconds would hold up the page.
    var counting = false
    /// Whether the store may hold rows past the loaded ones: the total says so, or else the
    /// last page came back full.
    var canLoadMore = false
    /// The selected row's index.
    var cursor = 0
    /// The index of the first row on screen.
    var top = 0
    /// The last page asked for.
    var asked: BrowsePage?
    /// Whether `asked` has yet to arrive; no further page is asked for meanwhile.
    var waiting = false

    /// A count of the list, and the header that says it.
    struct Count: Equatable, Sendable {
        /// The filter counted, the search in its terms.
        var query: FilterSelection
        var total: Int
        var header: StyledLine?
    }

    /// The selected thread, when there are rows.
    var selected: ThreadMarks? {
        rows.indices.contains(cursor) ? rows[cursor].marks : nil
    }

    private func more(_ page: BrowsePage, _ viewModel: ThreadList.ListThreads.ViewModel) -> Bool {
        if let total { return offset + rows.count < total }
        return page.limit.map { viewModel.rows.count >= $0 } ?? false
    }

    /// The index of thread `id` among the loaded rows.
    func index(of id: ThreadID) -> Int? {
        rows.firstIndex { $0.marks.id == id }
    }

    /// The cursor kept on a row and on screen, with the screen as full as the rows allow.
    mutating func reveal(height: Int) {
        cursor = min(max(cursor, 0), max(rows.count - 1, 0))
        top = min(max(top, 0), max(rows.count - height, 0))
        if cursor < top { top = cursor }
        if cursor >= top + height { top = cursor - height + 1 }
    }

    /// A page of `query` that replaces the rows, the cursor placed as `page` says. A page that
    /// does not say its total shows the last count of the same list, if any, meanwhile.
    mutating func replace(with viewModel: ThreadList.ListThreads.ViewModel, page: BrowsePage, query: FilterSelection, height: Int) {
        lines = viewModel.lines
        rows = viewModel.rows
        offset = page.start
        total = viewModel.total
        scope = viewModel.scope
        canLoadMore = more(page, viewModel)
        uncounted = viewModel.total == nil
        if uncounted, let count, count.query == query { show(count) }
        if let keep = page.keep, let index = index(of: keep) {
            cursor = index
        } else {
            switch page.otherwise {
            case .samePosition: break
            case .first: cursor = 0
            case .last: cursor = rows.count - 1
            }
        }
        reveal(height: height)
    }

    /// `count` in the header, and as the total the rows page by.
    mutating func show(_ count: Count) {
        self.count = count
        total = count.total
        canLoadMore = offset + rows.count < count.total
        if let header = count.header, !lines.isEmpty { lines[0] = header }
    }

    /// A page that continues the rows. Its header and heads are the first page's: the counts
    /// are the same, and the heads stay over the rows they were laid out with.
    mutating func append(_ viewModel: ThreadList.ListThreads.ViewModel, page: BrowsePage, height: Int) {
        rows += viewModel.rows
        total = viewModel.total ?? total
        canLoadMore = more(page, viewModel)
        if page.otherwise == .last { cursor = rows.count - 1 }
        reveal(height: height)
    }
}
