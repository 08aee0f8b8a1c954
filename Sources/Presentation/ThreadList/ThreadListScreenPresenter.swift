import Domain
import Foundation

/// The list for a full-screen view: the table's header and column heads as lines, and each thread
/// as a row laid out like the table's, one cell narrower so the view can mark the selected row in
/// the first column.
public struct ThreadListScreenPresenter: ThreadListPresentationLogic {
    private let width: Int
    private let clock: Clock
    private let display: any ThreadListDisplayLogic
    /// How many threads the list's scope holds, as its page said: the "of 14 threads" that the
    /// header of a count (`presentCountThreads`) repeats.
    private let scope: Int?

    /// The scope's count (the stores keep it), but neither the matches' count nor message text:
    /// counting a common search's matches reads every one of them (seconds on a large inbox,
    /// where the page takes milliseconds), so the browser shows the page first and asks for its
    /// count after it (`presentCountThreads`).
    public var extras: ThreadQuery.Extras { .scopeCount }

    public init(width: Int, clock: Clock, display: any ThreadListDisplayLogic, scope: Int? = nil) {
        self.width = width
        self.clock = clock
        self.display = display
        self.scope = scope
    }

    /// The list's header, with `…` for the matches while they are yet to be counted.
    public func presentListThreads(_ response: ThreadList.ListThreads.Response) {
        let total = Self.total(response), scope = response.result.scopeCount
        let words = ThreadTableTranslator.header(response.filter.filter, matching: total, scope: scope)
        let header = StyledLine([StyledSpan(words, .heading)])
        let items = response.result.items
        guard !items.isEmpty else {
            return display.displayListThreads(ThreadList.ListThreads.ViewModel(lines: [header, .plain(" No threads")], total: total, scope: scope))
        }
        // The table without its heads is one line a thread, in the page's order.
        let table = ThreadTableTranslator.table(items, width: width - 1, now: clock.now()).map(Self.markColumn)
        let rows = zip(items, table.dropFirst()).map { ThreadList.ListThreads.Row(marks: ThreadMarks($0), line: $1) }
        display.displayListThreads(ThreadList.ListThreads.ViewModel(lines: [header, table[0]], rows: rows, total: total, scope: scope))
    }

    /// The list's header with the count in it, for the browser to put over the page it showed
    /// first.
    public func presentCountThreads(_ response: ThreadList.CountThreads.Response) {
        let words = ThreadTableTranslator.header(response.filter, matching: response.count.threads, scope: scope)
        display.displayCountThreads(ThreadList.CountThreads.ViewModel(lines: [StyledLine([StyledSpan(words, .heading)])],
                                                                      total: response.count.threads))
    }

    /// How many threads match: the store's count when it gave one; the scope's, when nothing
    /// narrows the list; else what the page itself shows. A page read by offset that is shorter
    /// than asked for ends the list, so its threads and the ones before them are all there are;
    /// nil when more may follow.
    static func total(_ response: ThreadList.ListThreads.Response) -> Int? {
        if let matching = response.result.matchingCount, !response.result.matchingCountIsLowerBound { return matching }
        if let scope = response.result.scopeCount, !response.filter.filter.narrows { return scope }
        let page = response.page, shown = response.result.items.count
        guard page.after == nil, page.limit.map({ shown < $0 }) ?? true, shown > 0 || page.offset == 0 else { return nil }
        return page.offset + shown
    }

    /// A blank first cell, where the view puts `>` on the selected row.
    private static func markColumn(_ line: StyledLine) -> StyledLine {
        StyledLine([StyledSpan(" ")] + line.spans)
    }
}
