import Domain
import Foundation

/// The list for a full-screen view: the table's header and column heads as lines, and each thread
/// as a row laid out like the table's, one cell narrower so the view can mark the selected row in
/// the first column.
public struct ThreadListScreenPresenter: ThreadListPresentationLogic {
    private let width: Int
    private let clock: Clock
    private let display: any ThreadListDisplayLogic

    /// The header shows counts; rows show no message text.
    public var extras: ThreadQuery.Extras { [.counts] }

    public init(width: Int, clock: Clock, display: any ThreadListDisplayLogic) {
        self.width = width
        self.clock = clock
        self.display = display
    }

    public func presentListThreads(_ response: ThreadList.ListThreads.Response) {
        let header = StyledLine([StyledSpan(ThreadTableTranslator.header(response), .heading)])
        let items = response.result.items
        guard !items.isEmpty else {
            return display.displayListThreads(ThreadList.ListThreads.ViewModel(lines: [header, .plain(" No threads")], total: 0))
        }
        // The table without its heads is one line a thread, in the page's order.
        let table = ThreadTableTranslator.table(items, width: width - 1, now: clock.now()).map(Self.markColumn)
        let rows = zip(items, table.dropFirst()).map { ThreadList.ListThreads.Row(marks: ThreadMarks($0), line: $1) }
        display.displayListThreads(ThreadList.ListThreads.ViewModel(lines: [header, table[0]], rows: rows, total: response.result.matchingCount))
    }

    public func presentCountThreads(_ response: ThreadList.CountThreads.Response) {
        let line = ThreadCountTranslator.sentence(response.count)
        display.displayCountThreads(ThreadList.CountThreads.ViewModel(lines: [.plain(line)]))
    }

    /// A blank first cell, where the view puts `>` on the selected row.
    private static func markColumn(_ line: StyledLine) -> StyledLine {
        StyledLine([StyledSpan(" ")] + line.spans)
    }
}
