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
    /// How many threads the list holds, when the page said.
    var total: Int?
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

    /// A page that replaces the rows, the cursor placed as `page` says.
    mutating func replace(with viewModel: ThreadList.ListThreads.ViewModel, page: BrowsePage, height: Int) {
        lines = viewModel.lines
        rows = viewModel.rows
        offset = page.start
        total = viewModel.total
        canLoadMore = more(page, viewModel)
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
