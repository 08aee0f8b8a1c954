import Domain

/// A thread's tags as the page shows them: chips in a list, each a link to its `tag:NAME` list
/// (`TagsHTMLPresenter.address`), in the order every ring shows tags.
enum TagChipsTranslator {
    /// The chips, or nil for a thread with none; `label` names the list for a screen reader, and
    /// `remove` puts what takes a tag off (the thread page's form) after its chip.
    static func chips(_ tags: [String], label: String? = nil, remove: (String) -> HTMLText? = { _ in nil }) -> HTMLText? {
        guard !tags.isEmpty else { return nil }
        let items: [HTMLText] = tags.sortedAsTags().map { name in
            let link = HTMLText.element("a", attributes: [("class", "tag"), ("href", TagsHTMLPresenter.address(name))], text: name)
            return .element("li", [link] + (remove(name).map { [$0] } ?? []))
        }
        return .element("ul", attributes: [("class", "tags")] + (label.map { [("aria-label", $0)] } ?? []), items)
    }
}
