import Domain

/// Saved filters on the page: the list as links under the search field (`/?filter=NAME`, the
/// CLI's `list --filter NAME`); the other actions say in a line what was done.
public struct SavedFiltersHTMLPresenter: SavedFiltersPresentationLogic {
    private let display: any SavedFiltersDisplayLogic

    public init(display: any SavedFiltersDisplayLogic) { self.display = display }

    public func presentSaveFilter(_ response: SavedFilters.SaveFilter.Response) {
        show(response.replaced ? "Replaced filter '\(response.saved.name)'." : "Saved filter '\(response.saved.name)'.", display.displaySaveFilter)
    }

    public func presentListFilters(_ response: SavedFilters.ListFilters.Response) {
        let links: [HTMLText] = [.element("li", [.element("a", attributes: [("href", "/")], text: "Inbox")])] + response.filters.map { saved in
            .element("li", [.element("a", attributes: [("href", "/?filter=" + HTMLForms.formEncoded(saved.name))], text: saved.name)])
        }
        let nav = HTMLText.element("nav", attributes: [("class", "filters"), ("aria-label", "Saved filters")], [.element("ul", links)])
        display.displayListFilters(SavedFilters.ListFilters.ViewModel(lines: nav.lines, html: nav))
    }

    public func presentShowFilter(_ response: SavedFilters.ShowFilter.Response) {
        let link = HTMLText.element("p", [
            .element("a", attributes: [("href", "/?filter=" + HTMLForms.formEncoded(response.saved.name))], text: response.saved.name),
            .text(": " + FilterLabelTranslator.label(response.saved.filter)),
        ])
        display.displayShowFilter(SavedFilters.ShowFilter.ViewModel(lines: link.lines, html: link))
    }

    public func presentDeleteFilter(_ response: SavedFilters.DeleteFilter.Response) {
        show("Deleted filter '\(response.name)'.", display.displayDeleteFilter)
    }

    /// One line, as a status the page reads out.
    private func show(_ words: String, _ display: (TextViewModel) -> Void) {
        let line = HTMLText.element("p", attributes: [("role", "status")], text: words)
        display(TextViewModel(lines: line.lines, html: line))
    }
}
