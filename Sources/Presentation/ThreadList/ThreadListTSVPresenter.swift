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
            .plain([
                String(summary.thread.id.rawValue),
                summary.thread.isStarred ? "1" : "0",
                String(summary.unreadCount),
                Timestamp.format(summary.lastActivityAt),
                TSVField.escape(summary.thread.title),
                TSVField.list(summary.thread.participants),
            ].joined(separator: "\t"))
        }))
    }
}
