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

    public func presentPostMessage(_ response: ThreadActions.PostMessage.Response) {
        let line = HTMLText.element("p", attributes: [("role", "status")], text: "Posted to thread \(response.id).")
        display.displayPostMessage(ThreadActions.PostMessage.ViewModel(lines: line.lines, html: line))
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
