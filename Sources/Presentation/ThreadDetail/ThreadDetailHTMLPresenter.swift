import Domain

/// One thread as the page shows it (docs/web.md): `show`'s header (title, with, counts), a form
/// for each toggle worded by which way it goes, every message oldest first with its author and
/// time and its body as text, and the reply box. The thread's marks ride on `<main>` for the script.
public struct ThreadDetailHTMLPresenter: ThreadDetailPresentationLogic {
    private let clock: Clock
    private let forms: HTMLForms
    private let display: any ThreadDetailDisplayLogic

    public init(clock: Clock, forms: HTMLForms, display: any ThreadDetailDisplayLogic) {
        self.clock = clock
        self.forms = forms
        self.display = display
    }

    public func presentShowThread(_ response: ThreadDetail.ShowThread.Response) {
        let summary = response.thread.summary, thread = summary.thread, now = clock.now()
        let marks = ThreadMarks(summary)
        var items: [HTMLText] = [
            .element("h1", text: SingleLine.of(thread.title)),
            .element("p", attributes: [("class", "facts")], text: ThreadFactsTranslator.facts(summary, now: now, starred: true)),
        ]
        let address = HTMLForms.threadAddress(thread.id)
        let toggles = Self.toggles(marks).compactMap { toggle in
            forms.post(to: address + "/change", fields: [("change", toggle.change)], [
                .element("button", attributes: [("type", "submit"), ("data-key", toggle.key)], text: toggle.label),
            ])
        }
        if !toggles.isEmpty { items.append(.element("div", attributes: [("class", "actions")], toggles)) }
        if response.thread.messages.isEmpty {
            items.append(.element("p", attributes: [("class", "empty")], text: "No messages yet."))
        } else {
            items.append(.element("ol", attributes: [("class", "messages")], response.thread.messages.map { message in
                .element("li", attributes: [("class", message.isRead ? "message" : "message unread")], [.element("article", [
                    .element("h2", attributes: [("class", "author")], text: message.author),
                    .element("time", attributes: [("datetime", Timestamp.format(message.sentAt))],
                             text: RelativeTime.phrase(message.sentAt, now: now) + " · " + Timestamp.format(message.sentAt)),
                    .element("div", attributes: [("class", "body")], text: message.body),
                ])])
            }))
        }
        if let reply = forms.post(to: address + "/messages", class: "reply", [
            .element("label", attributes: [("for", "body")], text: "Reply"),
            .element("textarea", attributes: [("id", "body"), ("name", "body"), ("rows", "4"), ("required", "")], []),
            .element("button", attributes: [("type", "submit")], text: "Reply"),
        ]) {
            items.append(reply)
        }
        let main = HTMLText.element("main", attributes: [
            ("id", "main"), ("class", "thread"), ("data-thread-id", String(thread.id.rawValue)), ("data-starred", String(thread.isStarred)),
            ("data-unread", String(summary.unreadCount)), ("data-archived", String(thread.isArchived)), ("data-muted", String(thread.isMuted)),
        ], items)
        display.displayShowThread(ThreadDetail.ShowThread.ViewModel(lines: main.lines, marks: marks, html: main))
    }

    /// Each toggle as a button says what it does now: `Unstar` on a starred thread. The key is
    /// `browse`'s for the same toggle.
    static func toggles(_ marks: ThreadMarks) -> [(change: String, label: String, key: String)] {
        [
            marks.isStarred ? ("unstar", "Unstar", "s") : ("star", "Star", "s"),
            marks.hasUnread ? ("read", "Read", "r") : ("unread", "Unread", "r"),
            marks.isArchived ? ("unarchive", "Unarchive", "a") : ("archive", "Archive", "a"),
            marks.isMuted ? ("unmute", "Unmute", "m") : ("mute", "Mute", "m"),
        ]
    }
}
