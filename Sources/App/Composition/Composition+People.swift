import Data
import Domain
import Presentation

extension Composition {
    /// `people`, with the presenter for the format asked.
    func people(store: any DataStore, output: SceneOutput<People.Format>) -> PeopleInteractor {
        let view = view(colors: output.colors)
        let presenter: any PeoplePresentationLogic
        switch output.format {
        case .text: presenter = PeopleTextPresenter(display: view)
        case .json: presenter = PeopleJSONPresenter(display: view)
        }
        return PeopleInteractor(threads: StoreThreadRepository(store: store, viewer: viewer), presenter: presenter)
    }
}

extension People.Format: OutputFormat {
    static func standard(toTerminal: Bool) -> Self { .text }
}

extension TerminalView: PeopleDisplayLogic {
    func displayListPeople(_ viewModel: People.ListPeople.ViewModel) { show(viewModel) }
}
