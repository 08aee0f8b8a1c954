import Domain

/// Who else is on a thread, in words: "Also here: Aiko, Ben (writing a reply)", the same in every
/// view that shows it (docs/team.md).
enum VisitorsTranslator {
    static let lead = "Also here: "

    /// The sentence; empty when no one else is here.
    static func sentence(_ visitors: [ThreadVisit]) -> String {
        visitors.isEmpty ? "" : lead + visitors.map(phrase).joined(separator: ", ")
    }

    /// One visitor: the name, and what they are doing when it is more than reading.
    static func phrase(_ visit: ThreadVisit) -> String {
        SingleLine.of(visit.person.name) + (visit.isReplying ? " (writing a reply)" : "")
    }

    /// The page's element: polite to a screen reader, each name its own span for the eye
    /// (`data-replying` for the style and tests). Always there, hidden when empty, so the script
    /// has one element to replace; `data-visiting` when the page's own person is counted here,
    /// which is what tells the script to keep saying so.
    static func element(_ visitors: [ThreadVisit], visiting: Bool) -> HTMLText {
        var attributes = [("id", "visitors"), ("class", "visitors"), ("aria-live", "polite")] + (visiting ? [("data-visiting", "true")] : [])
        guard !visitors.isEmpty else { return .element("p", attributes: attributes + [("hidden", "")], []) }
        var children: [HTMLText] = [.text(lead)]
        for (index, visit) in visitors.enumerated() {
            if index > 0 { children.append(.text(", ")) }
            children.append(.element("span", attributes: [("class", "visitor"), ("data-replying", String(visit.isReplying))], text: phrase(visit)))
        }
        attributes.append(("data-count", String(visitors.count)))
        return .element("p", attributes: attributes, children)
    }
}
