import Domain
import Foundation

/// The thread table shared by every view of the list that lays threads out in columns (the
/// CLI's table, the browser's list screen): its header words and its rows, fitted to a width
/// with CJK characters counted as two cells and titles truncated with `…`.
public enum ThreadTableTranslator {
    /// The participants column never takes more than this, so titles keep the room.
    static let participantsCap = 24
    /// Titles keep at least this many cells, even on a very narrow terminal.
    static let titleFloor = 10
    /// The fewest cells of tags shown after a title: `[w…`, a tag cut short. With less room they
    /// are left out, since a whole title followed by a lone `…` reads as the title cut.
    static let tagsFloor = 3
    static let columnTitles = (id: "ID", title: "TITLE", with: "WITH", assignee: "ASSIGNEE", unread: "UNREAD", activity: "ACTIVE")
    /// The assignee column never takes more than this.
    static let assigneeCap = 16

    /// "Starred · unread — 3 of 14 threads": the filter in words and how many threads it holds.
    static func header(_ response: ThreadList.ListThreads.Response) -> String {
        let (matching, scope) = counts(response)
        return header(response.filter.filter, matching: matching, scope: scope, more: response.result.matchingCountIsLowerBound)
    }

    /// The same words from the numbers known so far: `…` for the matches not yet counted
    /// ("Matching “ご” — … of 14 threads"), the scope left out when it is not known; "more than
    /// 1000" when the store stopped counting (`more`).
    static func header(_ filter: ThreadFilter, matching: Int?, scope: Int?, more: Bool = false) -> String {
        let count = matching.map { more ? "more than \($0)" : String($0) } ?? "…"
        switch (matching, scope) {
        case (_, let scope?) where filter.narrows: return header(filter, count: count + " of " + threads(scope))
        case (let matching?, _): return header(filter, count: more ? count + " threads" : threads(matching))
        case (nil, let scope?): return header(filter, count: threads(scope))
        case (nil, nil): return header(filter, count: count)
        }
    }

    /// The filter in words, then `count` ("14 threads", or "…" while it is being counted).
    static func header(_ filter: ThreadFilter, count: String) -> String {
        FilterLabelTranslator.label(filter) + " — " + count
    }

    /// The counts the presenter asked for (`extras`); should a store leave them out, the page
    /// alone is what is known to match.
    static func counts(_ response: ThreadList.ListThreads.Response) -> (matching: Int, scope: Int) {
        let known = response.page.offset + response.result.items.count
        let matching = response.result.matchingCount ?? known
        return (matching, response.result.scopeCount ?? matching)
    }

    static func threads(_ count: Int) -> String { count == 1 ? "1 thread" : "\(count) threads" }

    private struct Cells {
        let mark: String, id: String, title: String, with: String, unread: String, activity: String
        /// Whom it is assigned to; the column is there only when some thread on the page is.
        var assignee = ""
        /// `[work] [client/acme]`, shown dimmed after the title and cut with it; empty for none.
        var tags = ""
        /// The title's cell as wide as it would like: the title, then its tags.
        var titleWidth: Int { DisplayWidth.of(title) + (tags.isEmpty ? 0 : 1 + DisplayWidth.of(tags)) }
        let hasUnread: Bool
    }

    /// The column heads, then a line for each thread, fitted to `width` cells. ASSIGNEE is a
    /// column only when some thread is assigned, so an inbox nobody assigns reads as before.
    static func table(_ items: [ThreadSummary], width: Int, now: Date) -> [StyledLine] {
        let rows = items.map { summary in
            Cells(
                mark: summary.thread.isStarred ? "★" : " ",
                id: String(summary.thread.id.rawValue),
                title: SingleLine.of(summary.thread.title),
                with: SingleLine.of(summary.thread.participants.joined(separator: ", ")),
                unread: summary.unreadCount > 0 ? String(summary.unreadCount) : "",
                activity: RelativeTime.phrase(summary.lastActivityAt, now: now),
                assignee: summary.thread.assignee.map { SingleLine.of($0) } ?? "",
                tags: summary.thread.tags.map { "[" + SingleLine.of($0) + "]" }.joined(separator: " "),
                hasUnread: summary.unreadCount > 0
            )
        }
        let assigned = rows.contains { !$0.assignee.isEmpty }
        let titles = Self.columnTitles
        let idWidth = max(DisplayWidth.of(titles.id), rows.map { $0.id.count }.max() ?? 0)
        let unreadWidth = DisplayWidth.of(titles.unread)
        let activityWidth = max(DisplayWidth.of(titles.activity), rows.map { DisplayWidth.of($0.activity) }.max() ?? 0)
        let assigneeWidth = assigned ? min(Self.assigneeCap, max(DisplayWidth.of(titles.assignee), rows.map { DisplayWidth.of($0.assignee) }.max() ?? 0)) : 0
        // mark, space, id, then two spaces before each of the other four columns (five with ASSIGNEE).
        let fixed = 1 + 1 + idWidth + 2 * (assigned ? 5 : 4) + unreadWidth + activityWidth + assigneeWidth
        let naturalTitle = max(DisplayWidth.of(titles.title), rows.map(\.titleWidth).max() ?? 0)
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
            ] + titleCell(cells, width: titleWidth, style: titleStyle) + [
                StyledSpan("  "),
                StyledSpan(DisplayWidth.pad(DisplayWidth.truncate(cells.with, to: withWidth), to: withWidth), heading ? .dim : .plain),
                StyledSpan("  "),
            ] + (assigned ? [
                StyledSpan(DisplayWidth.pad(DisplayWidth.truncate(cells.assignee, to: assigneeWidth), to: assigneeWidth), heading ? .dim : .plain),
                StyledSpan("  "),
            ] : []) + [
                StyledSpan(DisplayWidth.pad(cells.unread, to: unreadWidth, alignRight: true), heading ? .dim : .unread),
                StyledSpan("  "),
                StyledSpan(cells.activity, .dim),
            ])
        }
        let heading = Cells(mark: " ", id: titles.id, title: titles.title, with: titles.with, unread: titles.unread,
                            activity: titles.activity, assignee: titles.assignee, hasUnread: false)
        return [line(heading, heading: true)] + rows.map { line($0, heading: false) }
    }

    /// The title, then its tags dimmed, in `width` cells: cut from the end, so a narrow table
    /// loses the tags first and then the title's end.
    private static func titleCell(_ cells: Cells, width: Int, style: TextStyle) -> [StyledSpan] {
        let titleWidth = DisplayWidth.of(cells.title)
        guard !cells.tags.isEmpty, titleWidth + 1 + tagsFloor <= width else {
            return [StyledSpan(DisplayWidth.pad(DisplayWidth.truncate(cells.title, to: width), to: width), style)]
        }
        let tags = DisplayWidth.truncate(cells.tags, to: width - titleWidth - 1)
        return [StyledSpan(cells.title, style), StyledSpan(" "), StyledSpan(DisplayWidth.pad(tags, to: width - titleWidth - 1), .dim)]
    }
}
