import Domain
import Foundation

/// The list for people: a header naming the filter, then aligned columns fitted to the
/// terminal's width (CJK characters count two cells), titles truncated with `…`.
public struct ThreadListTablePresenter: ThreadListPresentationLogic {
    private let width: Int
    private let clock: Clock
    private let display: any ThreadListDisplayLogic

    /// The participants column never takes more than this, so titles keep the room.
    static let participantsCap = 24
    /// Titles keep at least this many cells, even on a very narrow terminal.
    static let titleFloor = 10
    static let columnTitles = (id: "ID", title: "TITLE", with: "WITH", unread: "UNREAD", activity: "ACTIVE")

    /// The header and footer show counts; the rows show no message text.
    public var extras: ThreadQuery.Extras { [.counts] }

    /// Lays the table out for a terminal `width` cells wide; relative times are read from `clock`.
    public init(width: Int, clock: Clock, display: any ThreadListDisplayLogic) {
        self.width = width
        self.clock = clock
        self.display = display
    }

    public func presentListThreads(_ response: ThreadList.ListThreads.Response) {
        var lines = [StyledLine([StyledSpan(header(response), .heading)])]
        let items = response.result.items
        if items.isEmpty {
            lines.append(.plain(emptyMessage(response)))
        } else {
            lines += table(items)
            if let footer = footer(response) { lines.append(StyledLine([StyledSpan(footer, .dim)])) }
        }
        display.displayListThreads(ThreadList.ListThreads.ViewModel(lines: lines))
    }

    // MARK: Words

    func header(_ response: ThreadList.ListThreads.Response) -> String {
        let label = FilterLabelTranslator.label(response.filter.filter)
        let (matching, scope) = Self.counts(response)
        let count = response.filter.filter.narrows ? "\(matching) of \(Self.threads(scope))" : Self.threads(matching)
        return label + " — " + count
    }

    func emptyMessage(_ response: ThreadList.ListThreads.Response) -> String {
        let matching = Self.counts(response).matching
        if matching > 0 {
            return "No threads on this page; \(Self.threads(matching)) match. Try a smaller --offset."
        }
        if response.filter.filter.narrows { return "No threads match." }
        if response.filter.filter.mute == .muted { return "No muted threads." }
        switch response.filter.filter.archive {
        case .archived: return "No archived threads."
        case .active, .all: return "No threads yet. Try 'threads seed --sample' or 'threads import FILE'."
        }
    }

    func footer(_ response: ThreadList.ListThreads.Response) -> String? {
        let first = response.page.offset + 1
        let last = response.page.offset + response.result.items.count
        let total = Self.counts(response).matching
        if last < total { return "Showing \(first)–\(last) of \(total). Next page: --offset \(last)" }
        return first > 1 ? "Showing \(first)–\(last) of \(total)." : nil
    }

    /// The counts this presenter asked for (`extras`); should a store leave them out, the
    /// page alone is what is known to match.
    static func counts(_ response: ThreadList.ListThreads.Response) -> (matching: Int, scope: Int) {
        let known = response.page.offset + response.result.items.count
        let matching = response.result.matchingCount ?? known
        return (matching, response.result.scopeCount ?? matching)
    }

    static func threads(_ count: Int) -> String { count == 1 ? "1 thread" : "\(count) threads" }

    // MARK: Columns

    private struct Cells {
        let mark: String, id: String, title: String, with: String, unread: String, activity: String
        let hasUnread: Bool
    }

    func table(_ items: [ThreadSummary]) -> [StyledLine] {
        let now = clock.now()
        let rows = items.map { summary in
            Cells(
                mark: summary.thread.isStarred ? "★" : " ",
                id: String(summary.thread.id.rawValue),
                title: SingleLine.of(summary.thread.title),
                with: SingleLine.of(summary.thread.participants.joined(separator: ", ")),
                unread: summary.unreadCount > 0 ? String(summary.unreadCount) : "",
                activity: RelativeTime.phrase(summary.lastActivityAt, now: now),
                hasUnread: summary.unreadCount > 0
            )
        }
        let titles = Self.columnTitles
        let idWidth = max(DisplayWidth.of(titles.id), rows.map { $0.id.count }.max() ?? 0)
        let unreadWidth = DisplayWidth.of(titles.unread)
        let activityWidth = max(DisplayWidth.of(titles.activity), rows.map { DisplayWidth.of($0.activity) }.max() ?? 0)
        // mark, space, id, then two spaces before each of the other four columns.
        let fixed = 1 + 1 + idWidth + 2 * 4 + unreadWidth + activityWidth
        let naturalTitle = max(DisplayWidth.of(titles.title), rows.map { DisplayWidth.of($0.title) }.max() ?? 0)
        let naturalWith = min(Self.participantsCap, max(DisplayWidth.of(titles.with), rows.map { DisplayWidth.of($0.with) }.max() ?? 0))
        let room = width - fixed
        let withWidth = naturalTitle + naturalWith <= room ? naturalWith : min(naturalWith, max(DisplayWidth.of(titles.with), room / 3))
        let titleWidth = min(naturalTitle, max(Self.titleFloor, room - withWidth))

        func line(_ cells: Cells, heading: Bool) -> StyledLine {
            let titleStyle: TextStyle = heading ? .dim : (cells.hasUnread ? .unread : .plain)
            return StyledLine([
                StyledSpan(cells.mark, heading ? .dim : .star),
                StyledSpan(" "),
                StyledSpan(DisplayWidth.pad(cells.id, to: idWidth, alignRight: true), .dim),
                StyledSpan("  "),
                StyledSpan(DisplayWidth.pad(DisplayWidth.truncate(cells.title, to: titleWidth), to: titleWidth), titleStyle),
                StyledSpan("  "),
                StyledSpan(DisplayWidth.pad(DisplayWidth.truncate(cells.with, to: withWidth), to: withWidth), heading ? .dim : .plain),
                StyledSpan("  "),
                StyledSpan(DisplayWidth.pad(cells.unread, to: unreadWidth, alignRight: true), heading ? .dim : .unread),
                StyledSpan("  "),
                StyledSpan(cells.activity, .dim),
            ])
        }
        let heading = Cells(mark: " ", id: titles.id, title: titles.title, with: titles.with, unread: titles.unread,
                            activity: titles.activity, hasUnread: false)
        return [line(heading, heading: true)] + rows.map { line($0, heading: false) }
    }
}
