import Domain

/// One thread for people: a header, then each message with its author and age, the body
/// wrapped to the terminal's width and indented.
public struct ThreadDetailTextPresenter: ThreadDetailPresentationLogic {
    private let width: Int
    private let clock: Clock
    private let display: any ThreadDetailDisplayLogic

    /// Bodies are indented by this much under their author line.
    static let indent = "    "

    /// Wraps bodies to a terminal `width` cells wide; relative times are read from `clock`.
    public init(width: Int, clock: Clock, display: any ThreadDetailDisplayLogic) {
        self.width = width
        self.clock = clock
        self.display = display
    }

    public func presentShowThread(_ response: ThreadDetail.ShowThread.Response) {
        let summary = response.thread.summary, thread = summary.thread, now = clock.now()
        var lines = [
            StyledLine([StyledSpan(thread.isStarred ? "★ " : "", .star), StyledSpan("#\(thread.id) ", .dim),
                        StyledSpan(SingleLine.of(thread.title), .heading)]),
            StyledLine([StyledSpan(ThreadFactsTranslator.facts(summary, now: now), .dim)]),
        ]
        if response.thread.messages.isEmpty { lines.append(.plain("")); lines.append(.plain("No messages yet.")) }
        for message in response.thread.messages {
            lines.append(.plain(""))
            lines.append(StyledLine([
                StyledSpan(message.author, message.isRead ? .heading : .unread),
                StyledSpan(" · " + RelativeTime.phrase(message.sentAt, now: now) + " · " + Timestamp.format(message.sentAt), .dim),
                StyledSpan(message.isRead ? "" : "  unread", .unread),
            ]))
            for line in TextWrap.lines(message.body, width: width - Self.indent.count) {
                lines.append(.plain(line.isEmpty ? "" : Self.indent + line))
            }
        }
        display.displayShowThread(ThreadDetail.ShowThread.ViewModel(lines: lines.map(Self.trimmed), marks: ThreadMarks(summary)))
    }

    /// `Also here: Aiko, Ben (writing a reply)`, or nothing when no one else is.
    public func presentVisitThread(_ response: ThreadDetail.VisitThread.Response) {
        let line = VisitorsTranslator.sentence(response.visitors)
        display.displayVisitThread(ThreadDetail.VisitThread.ViewModel(lines: line.isEmpty ? [] : [.plain(line)]))
    }

    /// Empty spans dropped, so tests and colour codes see only what is shown.
    private static func trimmed(_ line: StyledLine) -> StyledLine {
        StyledLine(line.spans.filter { !$0.text.isEmpty })
    }
}
