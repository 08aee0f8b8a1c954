import Domain
import Foundation

/// The list for people: a header naming the filter, then aligned columns fitted to the
/// terminal's width (CJK characters count two cells), titles truncated with `…`.
public struct ThreadListTablePresenter: ThreadListPresentationLogic {
    private let width: Int
    private let clock: Clock
    private let display: any ThreadListDisplayLogic

    /// The header and footer show counts; the rows show no message text.
    public var extras: ThreadQuery.Extras { [.counts] }

    /// Lays the table out for a terminal `width` cells wide; relative times are read from `clock`.
    public init(width: Int, clock: Clock, display: any ThreadListDisplayLogic) {
        self.width = width
        self.clock = clock
        self.display = display
    }

    public func presentListThreads(_ response: ThreadList.ListThreads.Response) {
        var lines = [StyledLine([StyledSpan(ThreadTableTranslator.header(response), .heading)])]
        let items = response.result.items
        if items.isEmpty {
            lines.append(.plain(Self.emptyMessage(response)))
        } else {
            lines += ThreadTableTranslator.table(items, width: width, now: clock.now())
            if let footer = footer(response) { lines.append(StyledLine([StyledSpan(footer, .dim)])) }
        }
        display.displayListThreads(ThreadList.ListThreads.ViewModel(lines: lines))
    }

    public func presentCountThreads(_ response: ThreadList.CountThreads.Response) {
        let line = ThreadCountTranslator.sentence(response.count)
        display.displayCountThreads(ThreadList.CountThreads.ViewModel(lines: [.plain(line)]))
    }

    static func emptyMessage(_ response: ThreadList.ListThreads.Response) -> String {
        let matching = ThreadTableTranslator.counts(response).matching
        if response.result.matchingCountIsLowerBound {
            return "No threads on this page; more than \(matching) threads match. Try a smaller --offset."
        }
        if matching > 0 {
            return "No threads on this page; \(ThreadTableTranslator.threads(matching)) match. Try a smaller --offset."
        }
        guard let flags = response.filter.filter.flags, !flags.narrows else { return "No threads match." }
        if flags.mute == .muted { return "No muted threads." }
        switch flags.archive {
        case .archived: return "No archived threads."
        case .active, .all: return "No threads yet. Try 'threads seed --sample' or 'threads import FILE'."
        }
    }

    func footer(_ response: ThreadList.ListThreads.Response) -> String? {
        let first = response.page.offset + 1
        let last = response.page.offset + response.result.items.count
        let total = ThreadTableTranslator.counts(response).matching
        if response.result.matchingCountIsLowerBound {
            // Counting stopped at `total`: more follow, however far this page is.
            return "Showing \(first)–\(last) of more than \(max(total, last)). Next page: --offset \(last)"
        }
        if last < total { return "Showing \(first)–\(last) of \(total). Next page: --offset \(last)" }
        return first > 1 ? "Showing \(first)–\(last) of \(total)." : nil
    }
}
