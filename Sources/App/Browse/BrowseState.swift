import Domain

/// Everything the browser shows, as one value. Only `BrowseReducer` changes it, one event at a
/// time; `BrowseScreen` draws it.
struct BrowseState: Equatable, Sendable {
    /// The terminal's size in cells.
    var columns: Int
    var rows: Int
    /// The filter the list shows (the one it was opened with, or the one picked with `f`).
    var selection: FilterSelection
    /// The query typed at `/` (docs/queries.md), on top of `selection`; nil for none. Always one
    /// that reads: while a query is half typed, the prompt keeps the last text that did.
    var search: String?
    var list = BrowseList()
    /// The open thread; nil on the list screen.
    var thread: BrowseThread?
    var mode = BrowseMode.normal
    /// The last action's or error's words; nil shows the key hints.
    var status: String?
    /// Set once the user quits; the state takes no more events.
    var quitting = false

    /// The screen the browser is on.
    var route: Route { thread.map { .thread($0.id) } ?? .list }

    /// Rows of the list on screen: all but the header, the column heads and the status line.
    var listHeight: Int { max(rows - 3, 1) }

    /// Body lines of a thread on screen: all but its header and the status line.
    var bodyHeight: Int { max(rows - 2, 1) }

    /// Rows a page of the list holds: two screens, so the next page is asked for while a whole
    /// screen is still loaded below the cursor.
    var pageSize: Int { 2 * listHeight }

    /// The filter with the search's query in its terms: what the list's pages are read for.
    var query: FilterSelection {
        var query = selection
        if let search, let expression = try? QueryParser.parse(search) { query.filter = query.filter.adding(ThreadFilter(expression)) }
        return query
    }
}
