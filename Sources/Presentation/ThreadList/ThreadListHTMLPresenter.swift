import Domain
import Foundation

/// The list as the page shows it (docs/web.md): the table's header line as the heading, the
/// table's columns with the star mark and the tags as chips after the title, unread rows marked
/// for bold, each row carrying its thread's id and marks for the script; "Older" to the next page
/// by the service's cursor; the bulk actions on the query's threads.
public struct ThreadListHTMLPresenter: ThreadListPresentationLogic {
    private let clock: Clock
    private let forms: HTMLForms
    /// The query the page lists, for the cursor of the next page; nil (a saved filter's page)
    /// leaves "Older" out.
    private let selection: ListCursor.Selection?
    private let display: any ThreadListDisplayLogic

    /// The heading counts the matches, as the table's does.
    public var extras: ThreadQuery.Extras { [.counts] }

    public init(clock: Clock, forms: HTMLForms, selection: ListCursor.Selection? = nil, display: any ThreadListDisplayLogic) {
        self.clock = clock
        self.forms = forms
        self.selection = selection
        self.display = display
    }

    public func presentListThreads(_ response: ThreadList.ListThreads.Response) {
        var items: [HTMLText] = [.element("h1", text: ThreadTableTranslator.header(response))]
        if response.result.items.isEmpty {
            items.append(.element("p", attributes: [("class", "empty")], text: ThreadListTablePresenter.emptyMessage(response)))
        } else {
            items.append(table(response.result.items))
        }
        if let next = response.next, let selection {
            let cursor = ListCursor.cursor(after: next, for: selection)
            items.append(.element("nav", attributes: [("class", "pages"), ("aria-label", "Pages")], [
                .element("a", attributes: [("rel", "next"), ("href", HTMLForms.listAddress(query: forms.query, [("cursor", cursor)]))], text: "Older"),
            ]))
        }
        if !response.result.items.isEmpty, let bulk = forms.post(to: "/threads/changes", class: "bulk", fields: forms.listFields, [
            .element("button", attributes: [("type", "submit"), ("name", "change"), ("value", "read")], text: "Read all"),
            .element("button", attributes: [("type", "submit"), ("name", "change"), ("value", "archive")], text: "Archive all"),
        ]) {
            items.append(bulk)
        }
        let main = HTMLText.element("main", attributes: [("id", "main")], items)
        display.displayListThreads(ThreadList.ListThreads.ViewModel(lines: main.lines, next: response.next, html: main))
    }

    public func presentCountThreads(_ response: ThreadList.CountThreads.Response) {
        let paragraph = HTMLText.element("p", attributes: [("class", "count")], text: ThreadCountTranslator.sentence(response.count))
        display.displayCountThreads(ThreadList.CountThreads.ViewModel(lines: paragraph.lines))
    }

    /// ASSIGNEE is a column only when some thread on the page is assigned, as in the CLI's table.
    private func table(_ summaries: [ThreadSummary]) -> HTMLText {
        let titles = ThreadTableTranslator.columnTitles
        let assigned = summaries.contains { $0.thread.assignee != nil }
        let head = HTMLText.element("tr", [
            .element("th", attributes: [("scope", "col")], [.element("span", attributes: [("class", "visually-hidden")], text: "Starred")]),
            .element("th", attributes: [("scope", "col"), ("class", "id")], text: titles.id),
            .element("th", attributes: [("scope", "col"), ("class", "title")], text: titles.title),
            .element("th", attributes: [("scope", "col"), ("class", "with")], text: titles.with),
        ] + (assigned ? [.element("th", attributes: [("scope", "col"), ("class", "assignee")], text: titles.assignee)] : []) + [
            .element("th", attributes: [("scope", "col"), ("class", "count")], text: titles.unread),
            .element("th", attributes: [("scope", "col"), ("class", "active")], text: titles.activity),
        ])
        let now = clock.now()
        return .element("table", attributes: [("class", "threads")], [
            .element("thead", [head]),
            .element("tbody", summaries.map { row($0, now: now, assigned: assigned) }),
        ])
    }

    /// The title's link, then the thread's tags as chips, which keep their room as a narrow
    /// cell cuts the title short.
    private func title(_ thread: MessageThread) -> HTMLText {
        let link = HTMLText.element("a", attributes: [("href", HTMLForms.threadAddress(thread.id))], text: SingleLine.of(thread.title))
        guard let chips = TagChipsTranslator.chips(thread.tags) else { return link }
        return .element("div", attributes: [("class", "titled")], [link, chips])
    }

    private func row(_ summary: ThreadSummary, now: Date, assigned: Bool) -> HTMLText {
        let thread = summary.thread
        var attributes = [("data-thread-id", String(thread.id.rawValue)), ("data-starred", String(thread.isStarred)),
                          ("data-unread", String(summary.unreadCount)), ("data-archived", String(thread.isArchived)),
                          ("data-muted", String(thread.isMuted))]
        if summary.unreadCount > 0 { attributes.append(("class", "unread")) }
        return .element("tr", attributes: attributes, [
            .element("td", attributes: [("class", "mark")], thread.isStarred ? [.element("span", attributes: [("title", "Starred")], text: "★")] : []),
            .element("td", attributes: [("class", "id")], text: String(thread.id.rawValue)),
            .element("td", attributes: [("class", "title")], [title(thread)]),
            .element("td", attributes: [("class", "with")], text: SingleLine.of(thread.participants.joined(separator: ", "))),
        ] + (assigned ? [.element("td", attributes: [("class", "assignee")], text: thread.assignee.map { SingleLine.of($0) } ?? "")] : []) + [
            .element("td", attributes: [("class", "count")], text: summary.unreadCount > 0 ? String(summary.unreadCount) : ""),
            .element("td", attributes: [("class", "active")], [
                .element("time", attributes: [("datetime", Timestamp.format(summary.lastActivityAt))],
                         text: RelativeTime.phrase(summary.lastActivityAt, now: now)),
            ]),
        ])
    }
}
