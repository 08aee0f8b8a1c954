import Domain

/// The actions on the page: a change by query that waits for a yes is a page of its own (the
/// question, the first 50 threads it would change and the count of the rest, a confirm button
/// posting the same change, confirmed, with the selection it was asked about);
/// what was done is said in a line, as the Text presenter says it, for the page the browser is
/// sent back to.
public struct ThreadActionsHTMLPresenter: ThreadActionsPresentationLogic {
    private let forms: HTMLForms
    private let display: any ThreadActionsDisplayLogic

    public init(forms: HTMLForms, display: any ThreadActionsDisplayLogic) {
        self.forms = forms
        self.display = display
    }

    public func presentStartThread(_ response: ThreadActions.StartThread.Response) {
        let link = HTMLText.element("p", [.element("a", attributes: [("href", HTMLForms.threadAddress(response.id))], text: "Thread \(response.id)")])
        display.displayStartThread(ThreadActions.StartThread.ViewModel(lines: link.lines, id: response.id))
    }

    /// Posted: a line. A reply that would cross another's is a page of its own: their reply,
    /// the author's text again in its box, and "Send anyway", which posts it onto the thread as
    /// it now is (so a further reply meanwhile asks again), or a link back to the thread.
    public func presentPostMessage(_ response: ThreadActions.PostMessage.Response) {
        guard case .crossed(let reply) = response.outcome, let crossing = response.crossing else {
            let line = HTMLText.element("p", attributes: [("role", "status")], text: "Posted to thread \(response.id).")
            return display.displayPostMessage(ThreadActions.PostMessage.ViewModel(lines: line.lines, html: line))
        }
        let address = HTMLForms.threadAddress(response.id)
        let question = crossing + ". Send anyway?"
        var items: [HTMLText] = [
            .element("h1", text: question),
            .element("article", attributes: [("class", "message")], [
                .element("h2", attributes: [("class", "author")], text: reply.author),
                .element("div", attributes: [("class", "body")], text: reply.body),
            ]),
        ]
        if let send = forms.post(to: address + "/messages", class: "reply", fields: [("seen", String(reply.id.rawValue))], [
            .element("label", attributes: [("for", "body")], text: "Your reply"),
            .element("textarea", attributes: [("id", "body"), ("name", "body"), ("rows", "4"), ("required", "")], text: response.body),
            .element("button", attributes: [("type", "submit")], text: "Send anyway"),
        ]) {
            items.append(send)
        }
        items.append(.element("p", [.element("a", attributes: [("href", address)], text: "Back to the thread")]))
        let main = HTMLText.element("main", attributes: [("id", "main")], items)
        display.displayPostMessage(ThreadActions.PostMessage.ViewModel(lines: [], question: question, html: main))
    }

    public func presentChangeThreads(_ response: ThreadActions.ChangeThreads.Response) {
        guard response.awaitsConfirmation else {
            let words = response.ids.isEmpty && !response.dryRun ? "No threads match the query; nothing changed."
                : ThreadActionsTextPresenter.confirmation(ThreadActionsTextPresenter.verb(response.change), response.ids)
            let line = HTMLText.element("p", attributes: [("role", "status")], text: words)
            return display.displayChangeThreads(ThreadActions.ChangeThreads.ViewModel(lines: line.lines, html: line))
        }
        let commands = response.change.steps.map(ThreadActionsTextPresenter.command)
        let shown = response.ids.prefix(Self.idsShown)
        var items: [HTMLText] = response.selectionChanged
            ? [.element("p", attributes: [("role", "alert")], text: "The threads this would change have changed since you were asked.")] : []
        items += [
            .element("h1", text: commands.joined(separator: " and ") + " \(response.ids.count) threads?"),
            .element("ul", attributes: [("class", "ids")], shown.map { id in
                .element("li", [.element("a", attributes: [("href", HTMLForms.threadAddress(id))], text: "#\(id)")])
            }),
        ]
        if response.ids.count > shown.count {
            items.append(.element("p", attributes: [("class", "more")], text: "and \(response.ids.count - shown.count) more"))
        }
        let fields = forms.listFields + commands.map { ("change", $0) } + [("confirmed", "yes"), ("selection", response.selection ?? "")]
        let confirm = forms.post(to: "/threads/changes", fields: fields,
                                 [.element("button", attributes: [("type", "submit")], text: Self.capitalized(commands.joined(separator: " and ")))])
        if let confirm { items.append(confirm) }
        items.append(.element("p", [.element("a", attributes: [("href", forms.listAddress())], text: "Cancel")]))
        let main = HTMLText.element("main", attributes: [("id", "main")], items)
        display.displayChangeThreads(ThreadActions.ChangeThreads.ViewModel(lines: [], question: main.firstText(of: "h1"), html: main))
    }

    /// How many threads a question links to; the rest are counted.
    static let idsShown = 50

    /// `archive` as a button says it: `Archive`.
    private static func capitalized(_ word: String) -> String { word.prefix(1).uppercased() + word.dropFirst() }
}
