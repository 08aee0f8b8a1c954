import Domain

/// The list for scripts: one thread a line, no header, no colour, no truncation.
/// `id  starred  unread_count  last_activity  title  participants`, tab-separated.
public struct ThreadListTSVPresenter: ThreadListPresentationLogic {
    private let display: any ThreadListDisplayLogic

    /// Creates the presenter, which shows its output on `display`.
    public init(display: any ThreadListDisplayLogic) { self.display = display }

    /// Lines of threads only: no header with counts, no message text.
    public var extras: ThreadQuery.Extras { [] }

    public func presentThreads(_ response: ThreadList.Fetch.Response) {
        display.displayThreads(ThreadList.Fetch.ViewModel(lines: response.result.items.map { summary in
            // One string grown in place: this runs for every thread a script asks for.
            var line = String(summary.thread.id.rawValue)
            line.reserveCapacity(96)
            line += summary.thread.isStarred ? "\t1\t" : "\t0\t"
            line += String(summary.unreadCount)
            line += "\t"
            line += Timestamp.format(summary.lastActivityAt)
            line += "\t"
            line += TSVField.escape(summary.thread.title)
            line += "\t"
            line += TSVField.list(summary.thread.participants)
            return .plain(line)
        }))
    }
}
