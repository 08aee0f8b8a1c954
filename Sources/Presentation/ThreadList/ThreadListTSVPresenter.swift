import Domain

/// The list for scripts: one thread a line, no header, no colour, no truncation.
/// `id  starred  unread_count  last_activity  title  participants  tags`, tab-separated (tags
/// came last, so a script that reads the first six columns reads them as before).
public struct ThreadListTSVPresenter: ThreadListPresentationLogic {
    private let display: any ThreadListDisplayLogic

    public init(display: any ThreadListDisplayLogic) { self.display = display }

    /// Lines of threads only: no header with counts, no message text.
    public var extras: ThreadQuery.Extras { [] }

    public func presentListThreads(_ response: ThreadList.ListThreads.Response) {
        let tab = UInt8(ascii: "\t")
        // One buffer for all lines, every field appended in place: this runs for every thread a
        // script asks for, and small strings joined together cost as much as the page's SQL.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(256)
        display.displayListThreads(ThreadList.ListThreads.ViewModel(lines: response.result.items.map { summary in
            bytes.removeAll(keepingCapacity: true)
            TSVField.appendDecimal(summary.thread.id.rawValue, to: &bytes)
            bytes.append(tab)
            bytes.append(summary.thread.isStarred ? UInt8(ascii: "1") : UInt8(ascii: "0"))
            bytes.append(tab)
            TSVField.appendDecimal(Int64(summary.unreadCount), to: &bytes)
            bytes.append(tab)
            Timestamp.append(summary.lastActivityAt, to: &bytes)
            bytes.append(tab)
            TSVField.append(summary.thread.title, to: &bytes)
            bytes.append(tab)
            TSVField.appendList(summary.thread.participants, to: &bytes)
            bytes.append(tab)
            TSVField.appendList(summary.thread.tags, to: &bytes)
            return .plain(String(decoding: bytes, as: UTF8.self))
        }))
    }

    public func presentCountThreads(_ response: ThreadList.CountThreads.Response) {
        // One sentence, not columns: a count is read by people; scripts take `--format json`.
        let line = ThreadCountTranslator.sentence(response.count)
        display.displayCountThreads(ThreadList.CountThreads.ViewModel(lines: [.plain(line)]))
    }
}
