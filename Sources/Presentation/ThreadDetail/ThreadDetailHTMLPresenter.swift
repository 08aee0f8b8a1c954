import Domain

/// One thread as the page shows it (docs/web.md): `show`'s header (title, its tags as chips, with,
/// counts), a form for each toggle worded by which way it goes, the tag field, every message
/// oldest first with its author and time and its body as text, and the reply box. The thread's
/// marks ride on `<main>` for the script.
public struct ThreadDetailHTMLPresenter: ThreadDetailPresentationLogic {
    private let clock: Clock
    private let forms: HTMLForms
    /// The tag field as the person left it, after a refusal; empty otherwise.
    private let tagField: HTMLForms.Field
    private let display: any ThreadDetailDisplayLogic

    public init(clock: Clock, forms: HTMLForms, tagField: HTMLForms.Field = HTMLForms.Field(), display: any ThreadDetailDisplayLogic) {
        self.clock = clock
        self.forms = forms
        self.tagField = tagField
        self.display = display
    }

    public func presentShowThread(_ response: ThreadDetail.ShowThread.Response) {
        let summary = response.thread.summary, thread = summary.thread, now = clock.now()
        let marks = ThreadMarks(summary)
        let address = HTMLForms.threadAddress(thread.id)
        var items: [HTMLText] = [.element("h1", text: SingleLine.of(thread.title))]
        if let chips = TagChipsTranslator.chips(thread.tags, label: "Tags", remove: { untag($0, address) }) { items.append(chips) }
        items.append(.element("p", attributes: [("class", "facts")], text: ThreadFactsTranslator.facts(summary, now: now, starred: true, tags: false)))
        let toggles = Self.toggles(marks).compactMap { toggle in
            forms.post(to: address + "/change", fields: [("change", toggle.change)], [
                .element("button", attributes: [("type", "submit"), ("data-key", toggle.key)], text: toggle.label),
            ])
        }
        if !toggles.isEmpty { items.append(.element("div", attributes: [("class", "actions")], toggles)) }
        if let field = tagForm(address) { items.append(field) }
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
        // `seen`: the newest message on this page, so a reply that would cross one written
        // since is asked about first (ThreadActionsHTMLPresenter).
        let seen = response.thread.messages.last.map { String($0.id.rawValue) } ?? "0"
        if let reply = forms.post(to: address + "/messages", class: "reply", fields: [("seen", seen)], [
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

    /// `<p id="visitors">`: the sentence, each name marked with what they do, for the page to put
    /// beside the thread and the script to replace (empty, and hidden, when no one else is here).
    public func presentVisitThread(_ response: ThreadDetail.VisitThread.Response) {
        let element = VisitorsTranslator.element(response.visitors, visiting: response.visiting)
        display.displayVisitThread(ThreadDetail.VisitThread.ViewModel(lines: element.lines, html: element))
    }

    /// The tag field: `+name` adds, `-name` removes, a name alone adds, as `threads tag` reads its
    /// words; a refusal's words beside it, with what was typed.
    private func tagForm(_ address: String) -> HTMLText? {
        var described = ["tags-hint"]
        var field: [(String, String)] = [
            ("type", "text"), ("id", "tags"), ("name", "tags"), ("value", tagField.text), ("required", ""), ("autocomplete", "off"),
            ("autocapitalize", "none"), ("spellcheck", "false"), ("placeholder", "+waiting -todo"), ("data-key", "t"),
        ]
        var after: [HTMLText] = [.element("p", attributes: [("id", "tags-hint"), ("class", "hint")], [
            .element("kbd", text: "+name"), .text(" adds a tag, "), .element("kbd", text: "-name"), .text(" removes one; a name alone adds it."),
        ])]
        if !tagField.error.isEmpty {
            described.append("tags-error")
            field.append(("aria-invalid", "true"))
            after.append(.element("p", attributes: [("id", "tags-error"), ("class", "field-error"), ("role", "alert")], text: tagField.error))
        }
        field.append(("aria-describedby", described.joined(separator: " ")))
        return forms.post(to: address + "/tags", class: "tags", [
            .element("label", attributes: [("for", "tags")], text: "Tags"),
            .element("div", attributes: [("class", "field")], [
                .element("input", attributes: field),
                .element("button", attributes: [("type", "submit")], text: "Tag"),
            ]),
        ] + after)
    }

    /// The form that takes `name` off the thread, beside its chip: the field's `-name`, posted.
    private func untag(_ name: String, _ address: String) -> HTMLText? {
        forms.post(to: address + "/tags", class: "untag", fields: [("tags", "-" + name)], [
            .element("button", attributes: [("type", "submit"), ("aria-label", "Remove tag " + name), ("title", "Remove tag " + name)], text: "×"),
        ])
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
