import Domain

/// Tags on the page: the list as links beside the saved filters, each to its `tag:NAME` list with
/// its unread threads counted (a mail program's label list), and when the list is short of them
/// all, a link to the page of every tag; none, no list at all. A rename or a
/// delete says in a line what was done.
public struct TagsHTMLPresenter: TagsPresentationLogic {
    private let display: any TagsDisplayLogic

    public init(display: any TagsDisplayLogic) { self.display = display }

    public func presentListTags(_ response: Tags.ListTags.Response) {
        guard !response.tags.isEmpty else { return display.displayListTags(TextViewModel(lines: [], html: .fragment([]))) }
        var links: [HTMLText] = response.tags.map { tag in
            var label: [HTMLText] = [.text(tag.name)]
            if tag.unreadThreads > 0 {
                label.append(.element("span", attributes: [("class", "count")], [
                    .text(String(tag.unreadThreads)), .element("span", attributes: [("class", "visually-hidden")], text: " unread"),
                ]))
            }
            return .element("li", [.element("a", attributes: [
                ("href", Self.address(tag.name)), ("title", TagsTextPresenter.counts(tag)), ("data-tag", tag.name),
                ("data-unread", String(tag.unreadThreads)),
            ], label)])
        }
        if response.total > response.tags.count {
            // A short list (the most used): the rest are a link away, so a thousand tags never
            // weigh on every list page.
            links.append(.element("li", attributes: [("class", "more")], [
                .element("a", attributes: [("href", Self.allTagsAddress)], text: "All \(response.total) tags"),
            ]))
        }
        let nav = HTMLText.element("nav", attributes: [("class", "tags"), ("aria-label", "Tags")], [.element("ul", links)])
        display.displayListTags(TextViewModel(lines: nav.lines, html: nav))
    }

    public func presentRenameTag(_ response: Tags.RenameTag.Response) {
        show("Renamed tag '\(response.name)' to '\(response.newName)'.", display.displayRenameTag)
    }

    public func presentDeleteTag(_ response: Tags.DeleteTag.Response) {
        show("Deleted tag '\(response.name)'.", display.displayDeleteTag)
    }

    /// The page of every tag.
    public static let allTagsAddress = "/tags"

    /// The list of a tag's threads: `/?q=tag:NAME`, the query written as the language writes it.
    public static func address(_ name: String) -> String {
        HTMLForms.listAddress(query: QueryExpression.term(.tag(name)).description)
    }

    /// One line, as a status the page reads out.
    private func show(_ words: String, _ display: (TextViewModel) -> Void) {
        let line = HTMLText.element("p", attributes: [("role", "status")], text: words)
        display(TextViewModel(lines: line.lines, html: line))
    }
}
