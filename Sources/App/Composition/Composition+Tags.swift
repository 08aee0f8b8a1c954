import Data
import Domain
import Presentation

extension Composition {
    /// `tags`, `tags rename`, `tags delete`, as text, JSON or the page's HTML (`--format`).
    func tags(store: any DataStore, output: SceneOutput<Tags.Format>) -> TagsInteractor {
        let view = view(colors: output.colors)
        let presenter: any TagsPresentationLogic
        switch output.format {
        case .text: presenter = TagsTextPresenter(display: view)
        case .json: presenter = TagsJSONPresenter(display: view)
        case .html: presenter = TagsHTMLPresenter(display: view)
        }
        return TagsInteractor(tags: StoreThreadRepository(store: store, viewer: viewer), presenter: presenter)
    }
}

extension Tags.Format: OutputFormat {
    static func standard(toTerminal: Bool) -> Self { .text }
}

extension TerminalView: TagsDisplayLogic {
    func displayListTags(_ viewModel: Tags.ListTags.ViewModel) { show(viewModel) }
    func displayRenameTag(_ viewModel: Tags.RenameTag.ViewModel) { show(viewModel) }
    func displayDeleteTag(_ viewModel: Tags.DeleteTag.ViewModel) { show(viewModel) }
}
